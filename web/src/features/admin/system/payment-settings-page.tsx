import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');
  const reconcile = useMutation({
    mutationFn: reconcilePayments,
    onSuccess: (r) => {
      notify.success(
        t('paymentSettings.checked'),
        t('paymentSettings.checkedSummary', {
          checked: r.checked,
          paid: r.paid,
          events: r.eventsApplied,
          refunds: r.refundsChecked,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: paymentSettingsQuery.queryKey });
    },
    onError: (e) => notify.error(t('paymentSettings.notRun'), localizeMessage(e.message)),
  });

  if (error) return <Alert color="red">{localizeMessage(error.message)}</Alert>;
  if (!data) return <Loader />;
  const providerName = data.provider === 'stripe' ? 'Stripe' : t('paymentSettings.testProvider');
  const webhook = data.lastWebhook;
  return (
    <Stack>
      <Title order={2}>{t('paymentSettings.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text fw={600}>{t('paymentSettings.providerInUse')}</Text>
          <Group mt="xs">
            <Text size="lg">{providerName}</Text>
            <Badge color={data.mode === 'live' ? 'red' : 'blue'}>
              {data.mode === 'live' ? t('paymentSettings.live') : t('paymentSettings.test')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {t('paymentSettings.chosenBy')}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('paymentSettings.keys')}</Text>
          <List mt="xs" spacing={4}>
            {data.keys.map((k) => (
              <List.Item key={k.name}>
                <Group gap="xs">
                  <Text ff="monospace" size="sm">
                    {k.name}
                  </Text>
                  <Badge color={k.set ? 'green' : 'gray'} variant="light">
                    {k.set ? t('paymentSettings.set') : t('paymentSettings.notSet')}
                  </Badge>
                </Group>
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            {t('paymentSettings.neverShown')}
          </Text>
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('paymentSettings.lastWebhook')}</Text>
          {webhook ? (
            <Stack gap={2} mt="xs">
              <Text>
                {webhook.type} ({webhook.provider})
              </Text>
              <Text size="sm">
                {t('paymentSettings.received', { date: when(webhook.receivedAt) })}
              </Text>
              <Text size="sm">
                {!webhook.processedAt
                  ? t('paymentSettings.notProcessed')
                  : webhook.outcome
                    ? t('paymentSettings.processedWith', {
                        date: when(webhook.processedAt),
                        outcome: webhook.outcome,
                      })
                    : t('paymentSettings.processed', { date: when(webhook.processedAt) })}
              </Text>
              {webhook.lastError && (
                <Text size="sm" c="red">
                  {webhook.lastError}
                </Text>
              )}
            </Stack>
          ) : (
            <Text c="dimmed" mt="xs">
              {t('paymentSettings.noWebhook')}
            </Text>
          )}
        </Card>
        <Card withBorder>
          <Text fw={600}>{t('paymentSettings.unsettled')}</Text>
          <Text size="lg" mt="xs">
            {data.unsettledPayments}
          </Text>
          <Text size="sm" c="dimmed">
            {t('paymentSettings.checkedEvery', { count: data.reconcileMinutes })}
          </Text>
          <Button mt="sm" onClick={() => reconcile.mutate()} loading={reconcile.isPending}>
            {t('paymentSettings.checkNow')}
          </Button>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
