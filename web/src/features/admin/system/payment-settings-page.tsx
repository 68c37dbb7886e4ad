import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localizeMessage } from '@/i18n/messages';
import { paymentSettingsQuery, reconcilePayments } from './api';
import { notify } from '@/lib/notify';
import { when } from '../back-office-format';

export default function PaymentSettingsPage() {
  const queryClient = useQueryClient();
  const { data, error } = useQuery(paymentSettingsQuery);
  useLanguage();
  const reconcile = useMutation({
    mutationFn: reconcilePayments,
    onSuccess: (r) => {
      notify.success(
        m.adminSystem_paymentSettings_checked(),
        m.adminSystem_paymentSettings_checkedSummary({
          checked: r.checked,
          paid: r.paid,
          events: r.eventsApplied,
          refunds: r.refundsChecked,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: paymentSettingsQuery.queryKey });
    },
    onError: (e) =>
      notify.error(m.adminSystem_paymentSettings_notRun(), localizeMessage(e.message)),
  });

  if (error) return <Alert color="red">{localizeMessage(error.message)}</Alert>;
  if (!data) return <Loader />;
  const providerName =
    data.provider === 'stripe' ? 'Stripe' : m.adminSystem_paymentSettings_testProvider();
  const webhook = data.lastWebhook;
  return (
    <Stack>
      <Title order={2}>{m.adminSystem_paymentSettings_title()}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text fw={600}>{m.adminSystem_paymentSettings_providerInUse()}</Text>
          <Group mt="xs">
            <Text size="lg">{providerName}</Text>
            <Badge color={data.mode === 'live' ? 'red' : 'blue'}>
              {data.mode === 'live'
                ? m.adminSystem_paymentSettings_live()
                : m.adminSystem_paymentSettings_test()}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {m.adminSystem_paymentSettings_chosenBy()}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{m.adminSystem_paymentSettings_keys()}</Text>
          <List mt="xs" spacing={4}>
            {data.keys.map((k) => (
              <List.Item key={k.name}>
                <Group gap="xs">
                  <Text ff="monospace" size="sm">
                    {k.name}
                  </Text>
                  <Badge color={k.set ? 'green' : 'gray'} variant="light">
                    {k.set
                      ? m.adminSystem_paymentSettings_set()
                      : m.adminSystem_paymentSettings_notSet()}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            {m.adminSystem_paymentSettings_neverShown()}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{m.adminSystem_paymentSettings_lastWebhook()}</Text>
          {webhook ? (
            <Stack gap={2} mt="xs">
              <Text>
                {webhook.type} ({webhook.provider})
              </Text>
              <Text size="sm">
                {m.adminSystem_paymentSettings_received({ date: when(webhook.receivedAt) })}
              </Text>
              <Text size="sm">
                {!webhook.processedAt
                  ? m.adminSystem_paymentSettings_notProcessed()
                  : webhook.outcome
                    ? m.adminSystem_paymentSettings_processedWith({
                        date: when(webhook.processedAt),
                        outcome: webhook.outcome,
                      })
                    : m.adminSystem_paymentSettings_processed({ date: when(webhook.processedAt) })}
              </Text>
              {webhook.lastError && (
                <Text size="sm" c="red">
                  {webhook.lastError}
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed" mt="xs">
              {m.adminSystem_paymentSettings_noWebhook()}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Text fw={600}>{m.adminSystem_paymentSettings_unsettled()}</Text>
          <Text size="lg" mt="xs">
            {data.unsettledPayments}
          </Text>
          <Text size="sm" c="dimmed">
            {m.adminSystem_paymentSettings_checkedEvery({ count: data.reconcileMinutes })}
          </Text>
          <Button mt="sm" onClick={() => reconcile.mutate()} loading={reconcile.isPending}>
            {m.adminSystem_paymentSettings_checkNow()}
          </Button>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
