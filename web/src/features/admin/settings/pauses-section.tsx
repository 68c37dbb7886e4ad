import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import type { SwitchState } from '@shop/contracts';
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

function SwitchRow({ s }: { s: SwitchState }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin');
  const label = t(`settings.pauses.switches.${s.name}`);
  const change = useMutation({
    mutationFn: (until: string | null) => setSwitchExpiry(s.name, until),
    onSuccess: () => {
      notify.success(t('settings.pauses.changed'));
      void queryClient.invalidateQueries({ queryKey: storeSettingsQuery.queryKey });
    },
    onError: (e) => notify.error(t('settings.pauses.notChanged'), localizeMessage(e.message)),
  });
  return (
    <Table.Tr>
      <Table.Td>{label}</Table.Td>
      <Table.Td>
        <Badge color={s.enabled ? 'green' : 'red'}>
          {s.enabled
            ? t('settings.pauses.on')
            : t(`settings.pauses.reasons.${s.reason ?? 'manual'}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {s.setBy && s.setAt ? (
          t('settings.pauses.setBy', { name: s.setBy, time: when(s.setAt) })
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
              aria-label={t('settings.pauses.pausedUntilNamed', { name: label })}
              placeholder={t('settings.pauses.untilTurnedOn')}
              // The picker reads and writes the device's clock; the shop's is Amsterdam's.
              value={s.until ? amsterdamDateTimeText(new Date(s.until)) : null}
              minDate={amsterdamDateTimeText(new Date())}
              clearable
              // Mantine's confirm button shows only a tick.
              submitButtonProps={{ 'aria-label': t('settings.pauses.confirmUntil') }}
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
  const { t } = useTranslation('admin');
  return (
    <Card withBorder>
      <Title order={4}>{t('settings.pauses.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('settings.pauses.help')}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.pauses.switch')}</Table.Th>
              <Table.Th>{t('settings.pauses.state')}</Table.Th>
              <Table.Th>{t('settings.pauses.lastSetBy')}</Table.Th>
              <Table.Th>{t('settings.pauses.pausedUntil')}</Table.Th>
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
