import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettings, ReconcileReport } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export const paymentSettingsQuery = queryOptions({
  queryKey: ['/api/admin/payment-settings'],
  queryFn: () => api.get<PaymentSettings>('/api/admin/payment-settings'),
});

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

export default function PaymentSettingsPage() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(paymentSettingsQuery);
  const reconcile = useMutation({
    mutationFn: () => api.post<ReconcileReport>('/api/admin/payment-settings/reconcile'),
    onSuccess: (r) => {
      notify.success(
        'Unsettled payments checked',
        `${r.checked} checked, ${r.paid} newly paid, ${r.eventsApplied} stored events applied, ${r.refundsChecked} refunds re-checked.`,
      );
      void queryClient.invalidateQueries({ queryKey: paymentSettingsQuery.queryKey });
    },
    onError: (e) => notify.error('The check did not run', e.message),
  });

  if (error) return <Alert color="red">{error.message}</Alert>;
  if (!data) return <Loader />;
  const providerName = data.provider === 'stripe' ? 'Stripe' : 'Built-in test mode';
  return (
    <Stack>
      <Title order={2}>Payment Settings</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text fw={600}>Provider in use</Text>
          <Group mt="xs">
            <Text size="lg">{providerName}</Text>
            <Badge color={data.mode === 'live' ? 'red' : 'blue'}>
              {data.mode === 'live' ? 'Live: real money' : 'Test: no real money'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            Chosen by the server&apos;s configuration (STRIPE_SECRET_KEY); change it there.
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>Keys</Text>
          <List mt="xs" spacing={4}>
            {data.keys.map((k) => (
              <List.Item key={k.name}>
                <Group gap="xs">
                  <Text ff="monospace" size="sm">
                    {k.name}
                  </Text>
                  <Badge color={k.set ? 'green' : 'gray'} variant="light">
                    {k.set ? 'Set' : 'Not set'}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            Key values are never shown.
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>Last webhook received</Text>
          {data.lastWebhook ? (
            <Stack gap={2} mt="xs">
              <Text>
                {data.lastWebhook.type} ({data.lastWebhook.provider})
              </Text>
              <Text size="sm">Received {when(data.lastWebhook.receivedAt)}</Text>
              <Text size="sm">
                {data.lastWebhook.processedAt
                  ? `Processed ${when(data.lastWebhook.processedAt)}${data.lastWebhook.outcome ? `: ${data.lastWebhook.outcome}` : ''}`
                  : 'Not processed yet'}
              </Text>
              {data.lastWebhook.lastError && (
                <Text size="sm" c="red">
                  {data.lastWebhook.lastError}
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed" mt="xs">
              No webhook received yet.
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Text fw={600}>Unsettled payments</Text>
          <Text size="lg" mt="xs">
            {data.unsettledPayments}
          </Text>
          <Text size="sm" c="dimmed">
            Checked with the provider every {data.reconcileMinutes} minutes.
          </Text>
          <Button mt="sm" onClick={() => reconcile.mutate()} loading={reconcile.isPending}>
            Check unsettled payments now
          </Button>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
