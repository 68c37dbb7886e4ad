import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import { useCallback, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { AdminZoneSaved, ZoneOverlap } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
import { localizeNote } from '@/i18n/notes';
import { formatCents } from '@/lib/money';
import { ActiveBadge } from '../places/position-fields';
import { QrCodesPanel } from '../places/qr-codes';
import { DiscardChangesDialog, UnsavedChangesPrompt } from '../shared/unsaved-changes';
import { ZoneForm } from './zone-form';
import { adminZonesQuery } from './api';

type Selection = number | 'new' | null;

/**
 * Delivery zones (admin only): the list in matching order, a map to draw and edit the chosen
 * zone's border, its form, overlap warnings, and the zones' QR codes.
 */
export default function ZonesPage() {
  const { data: zones, isPending, error } = useQuery(adminZonesQuery);
  useLanguage();
  const [selected, setSelected] = useState<Selection>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Selection | undefined>(undefined);
  const [warnings, setWarnings] = useState<ZoneOverlap[]>([]);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  const current = selected === null && zones?.length ? zones[0]!.id : selected;
  const zone = typeof current === 'number' ? (zones?.find((z) => z.id === current) ?? null) : null;

  const choose = (next: Selection) => {
    if (next === current) return;
    if (dirty) {
      setPending(next);
      return;
    }
    setWarnings([]);
    setSelected(next);
  };

  const saved = (result: AdminZoneSaved) => {
    setWarnings(result.warnings);
    setDirty(false);
    setSelected(result.zone.id);
  };

  return (
    <Stack>
      <UnsavedChangesPrompt dirty={dirty} />
      <Group justify="space-between">
        <Title order={2}>{m.adminZones_title()}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => choose('new')}>
          {m.adminZones_new()}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {m.adminZones_help()}
      </Text>
      {error && (
        <Alert color="red" title={m.adminZones_couldNotLoad()}>
          {localizeMessage(error.message)}
        </Alert>
      )}
      <DataTable
        withTableBorder
        highlightOnHover
        minHeight={120}
        fetching={isPending}
        records={zones ?? []}
        idAccessor="id"
        onRowClick={({ record }) => choose(record.id)}
        rowStyle={(z) => (z.id === current ? { fontWeight: 600 } : undefined)}
        rowColor={(z) => (z.id === current ? 'red.8' : undefined)}
        noRecordsText={m.adminZones_none()}
        columns={[
          { accessor: 'name', title: m.adminZones_zone() },
          {
            accessor: 'deliveryFeeCents',
            title: m.adminZones_deliveryFee(),
            textAlign: 'right',
            render: (z) => formatCents(z.deliveryFeeCents),
          },
          {
            accessor: 'minimumOrderCents',
            title: m.adminZones_minimumOrder(),
            textAlign: 'right',
            render: (z) => formatCents(z.minimumOrderCents),
          },
          { accessor: 'estimatedTime', title: m.adminZones_deliveryTime() },
          {
            accessor: 'isActive',
            title: m.adminZones_status(),
            render: (z) => <ActiveBadge active={z.isActive} />,
          },
        ]}
      />
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          title={m.adminZones_overlapping()}
          withCloseButton
          onClose={() => setWarnings([])}
        >
          <Stack gap={4}>
            {warnings.map((w) => (
              <Text key={w.zoneId} size="sm">
                {localizeNote(w.texts?.message, w.message)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {zones && (current !== null || zones.length === 0) && (
        <Stack gap="xs">
          <Title order={3}>{zone ? zone.name : m.adminZones_new()}</Title>
          <ZoneForm
            key={zone?.id ?? 'new'}
            zone={zone}
            zones={zones}
            onDirtyChange={onDirtyChange}
            onSaved={saved}
            onDeleted={() => {
              setDirty(false);
              setWarnings([]);
              setSelected(null);
            }}
          />
        </Stack>
      )}
      <DiscardChangesDialog
        opened={pending !== undefined}
        onStay={() => setPending(undefined)}
        onLeave={() => {
          setDirty(false);
          setWarnings([]);
          setSelected(pending ?? null);
          setPending(undefined);
        }}
      />
      <QrCodesPanel kind="zone" title={m.adminZones_qrTitle()} />
    </Stack>
  );
}
