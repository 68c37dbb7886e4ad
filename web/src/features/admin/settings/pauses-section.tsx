import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PauseReason, SwitchName, SwitchState } from '@shop/contracts';
import { currentLocale } from '@/i18n';
import { amsterdamDateTimeText, fromAmsterdamDateTimeText } from '@/i18n/format';
import { localizeMessage } from '@/i18n/messages';
import { notify } from '@/lib/notify';
import { setSwitchExpiry, storeSettingsQuery } from './api';

/** A moment in the shop's time zone: 'Fri 25 Dec, 22:00', in Dutch 'vr 25 dec, 22:00'. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLocale(), {
    timeZone: 'Europe/Amsterdam',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

const SWITCH_NAMES: Record<SwitchName, () => string> = {
  masterEnabled: m.adminSettings_pauses_switches_masterEnabled,
  foodOrderingEnabled: m.adminSettings_pauses_switches_foodOrderingEnabled,
  barOrderingEnabled: m.adminSettings_pauses_switches_barOrderingEnabled,
  merchandiseOrderingEnabled: m.adminSettings_pauses_switches_merchandiseOrderingEnabled,
};
const REASON_NAMES: Record<PauseReason, () => string> = {
  manual: m.adminSettings_pauses_reasons_manual,
  'closed-hours': m.adminSettings_pauses_reasons_closedHours,
  capacity: m.adminSettings_pauses_reasons_capacity,
};

function SwitchRow({ s }: { s: SwitchState }) {
  const queryClient = useQueryClient();
  useLanguage();
  const label = SWITCH_NAMES[s.name]();
  const change = useMutation({
    mutationFn: (until: string | null) => setSwitchExpiry(s.name, until),
    onSuccess: () => {
      notify.success(m.adminSettings_pauses_changed());
      void queryClient.invalidateQueries({ queryKey: storeSettingsQuery.queryKey });
    },
    onError: (e) => notify.error(m.adminSettings_pauses_notChanged(), localizeMessage(e.message)),
  });
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        <Badge color={s.enabled ? 'green' : 'red'}>
          {s.enabled ? m.adminSettings_pauses_on() : REASON_NAMES[s.reason ?? 'manual']()}
        </Badge>
      </Table.Td>
      <Table.Td>
        {s.setBy && s.setAt ? (
          m.adminSettings_pauses_setBy({ name: s.setBy, time: when(s.setAt) })
        ) : (
          <Text c="dimmed">—</Text>
        )}
      </Table.Td>
      <Table.Td>
        {s.enabled ? (
          <Text c="dimmed">—</Text>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <DateTimePicker
              aria-label={m.adminSettings_pauses_pausedUntilNamed({ name: label })}
              placeholder={m.adminSettings_pauses_untilTurnedOn()}
              // The picker reads and writes the device's clock; the shop's is Amsterdam's.
              value={s.until ? amsterdamDateTimeText(new Date(s.until)) : null}
              minDate={amsterdamDateTimeText(new Date())}
              clearable
              // Mantine's confirm button shows only a tick.
              submitButtonProps={{ 'aria-label': m.adminSettings_pauses_confirmUntil() }}
              disabled={change.isPending}
              onChange={(value) => {
                const until = value ? fromAmsterdamDateTimeText(String(value)) : null;
                if (!value || until) change.mutate(until?.toISOString() ?? null);
              }}
            />
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Every ordering switch with who set it, and until when a pause lasts. */
export function PausesSection({ switches }: { switches: SwitchState[] }) {
  useLanguage();
  return (
    <Card withBorder>
      <Title order={4}>{m.adminSettings_pauses_title()}</Title>
      <Text size="sm" c="dimmed">
        {m.adminSettings_pauses_help()}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.adminSettings_pauses_switch()}</Table.Th>
              <Table.Th>{m.adminSettings_pauses_state()}</Table.Th>
              <Table.Th>{m.adminSettings_pauses_lastSetBy()}</Table.Th>
              <Table.Th>{m.adminSettings_pauses_pausedUntil()}</Table.Th>
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
