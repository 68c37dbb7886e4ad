import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SWITCH_LABELS, type SwitchState } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { storeSettingsQuery } from './store-settings-api';

/** A moment in the shop's time zone: 'Fri 25 Dec, 22:00'. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const REASONS: Record<NonNullable<SwitchState['reason']>, string> = {
  manual: 'Paused',
  'closed-hours': 'Closed (opening hours)',
  capacity: 'Kitchen full',
};

function SwitchRow({ s }: { s: SwitchState }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (until: string | null) =>
      api.put<SwitchState>(`/api/admin/ordering-switches/${s.name}/expiry`, { until }),
    onSuccess: () => {
      notify.success('Pause changed');
      void queryClient.invalidateQueries({ queryKey: storeSettingsQuery.queryKey });
    },
    onError: (e) => notify.error('The pause was not changed', e.message),
  });
  return (
    <Table.Tr>
      <Table.Td>{SWITCH_LABELS[s.name]}</Table.Td>
      <Table.Td>
        <Badge color={s.enabled ? 'green' : 'red'}>
          {s.enabled ? 'On' : REASONS[s.reason ?? 'manual']}
        </Badge>
      </Table.Td>
      <Table.Td>
        {s.setBy && s.setAt ? `${s.setBy}, ${when(s.setAt)}` : <Text c="dimmed">—</Text>}
      </Table.Td>
      <Table.Td>
        {s.enabled ? (
          <Text c="dimmed">—</Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <DateTimePicker
              aria-label={`${SWITCH_LABELS[s.name]} paused until`}
              placeholder="Until turned on"
              value={s.until}
              minDate={new Date()}
              clearable
              disabled={change.isPending}
              onChange={(value) =>
                change.mutate(
                  value ? new Date(String(value).replace(' ', 'T')).toISOString() : null,
                )
              }
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every ordering switch with who set it, and until when a pause lasts. */
export function PausesSection({ switches }: { switches: SwitchState[] }) {
  return (
    <Card withBorder>
      <Title order={4}>Ordering switches</Title>
      <Text size="sm" c="dimmed">
        A pause lasts until closing time unless you choose another end; it then turns itself back
        on.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Switch</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Last set by</Table.Th>
              <Table.Th>Paused until</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {switches.map((s) => (
              <SwitchRow key={s.name} s={s} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
