import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
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

const SWITCH_NAMES: Record<keyof OrderingStatus, () => string> = {
  masterEnabled: m.adminShared_ordering_masterEnabled,
  foodOrderingEnabled: m.adminShared_ordering_foodOrderingEnabled,
  barOrderingEnabled: m.adminShared_ordering_barOrderingEnabled,
  merchandiseOrderingEnabled: m.adminShared_ordering_merchandiseOrderingEnabled,
};

/** The four ordering switches; every open page hears a change through the live connection. */
export function OrderingSwitches() {
  const { data: status, isPending, error } = useOrderingStatus();
  const update = useUpdateOrderingStatus();
  useLanguage();

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>{m.adminShared_ordering_title()}</Title>
        <Text size="sm" c="dimmed">
          {m.adminShared_ordering_help()}
        </Text>
        {isPending && <Text c="dimmed">{m.adminShared_ordering_loading()}</Text>}
        {error && <Alert color="red">{localizeMessage(error.message)}</Alert>}
        {status &&
          SWITCHES.map((key) => (
            <Switch
              key={key}
              label={SWITCH_NAMES[key]()}
              checked={status[key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ [key]: event.currentTarget.checked })}
            />
          ))}
      </Stack>
    </Card>
  );
}
