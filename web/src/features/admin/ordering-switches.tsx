import { Alert, Card, Stack, Switch, Text, Title } from '@mantine/core';
import { ORDERING_STATUS_LOADING, type OrderingStatus } from '@shop/contracts';
import { useOrderingStatus } from '@/features/content/api';
import { useUpdateOrderingStatus } from './api';

const SWITCHES: { key: keyof OrderingStatus; label: string }[] = [
  { key: 'masterEnabled', label: 'Online ordering' },
  { key: 'foodOrderingEnabled', label: 'Food delivery' },
  { key: 'barOrderingEnabled', label: 'Bar QR ordering' },
  { key: 'merchandiseOrderingEnabled', label: 'Merchandise' },
];

/** The four ordering switches; every open page hears a change through the live connection. */
export function OrderingSwitches() {
  const { data: status, isPending, error } = useOrderingStatus();
  const update = useUpdateOrderingStatus();

  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>Ordering</Title>
        <Text size="sm" c="dimmed">
          Online ordering is the master switch: while it is off, no online orders are taken.
        </Text>
        {isPending && <Text c="dimmed">{ORDERING_STATUS_LOADING}</Text>}
        {error && <Alert color="red">{error.message}</Alert>}
        {status &&
          SWITCHES.map(({ key, label }) => (
            <Switch
              key={key}
              label={label}
              checked={status[key]}
              disabled={update.isPending}
              onChange={(event) => update.mutate({ [key]: event.currentTarget.checked })}
            />
          ))}
      </Stack>
    </Card>
  );
}
