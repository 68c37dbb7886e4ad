import { useTranslation } from '@/i18n/react';
import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import type { OrderingStatus } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { useOrderingStatus } from '@/features/content';
import { useUpdateOrderingStatus } from './api';

const SWITCHES: readonly (keyof OrderingStatus)[] = [
  'masterEnabled',
  'foodOrderingEnabled',
  'barOrderingEnabled',
  'merchandiseOrderingEnabled',
];

/** The four ordering switches; every open page hears a change through the live connection. */
export function OrderingSwitches() {
  const { data: status, isPending, error } = useOrderingStatus();
  const update = useUpdateOrderingStatus();
  const { t } = useTranslation('admin');

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>{t('ordering.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('ordering.help')}
        </Text>
        {isPending && <Text c="dimmed">{t('ordering.loading')}</Text>}
        {error && <Alert color="red">{localizeMessage(error.message)}</Alert>}
        {status &&
          SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`ordering.${key}`)}
              checked={status[key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ [key]: event.currentTarget.checked })}
            />
          ))}
      </Stack>
    </Card>
  );
}
