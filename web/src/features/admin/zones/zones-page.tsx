import { useCallback, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.layer.css';
import type { AdminZoneSaved, ZoneOverlap } from '@shop/contracts';
import { localizeMessage } from '@/i18n/messages';
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
  const { t } = useTranslation('admin');
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
        <Title order={2}>{t('zones.title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => choose('new')}>
          {t('zones.new')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('zones.help')}
      </Text>
      {error && (
        <Alert color="red" title={t('zones.couldNotLoad')}>
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
        noRecordsText={t('zones.none')}
        columns={[
          { accessor: 'name', title: t('zones.zone') },
          {
            accessor: 'deliveryFeeCents',
            title: t('zones.deliveryFee'),
            textAlign: 'right',
            render: (z) => formatCents(z.deliveryFeeCents),
          },
          {
            accessor: 'minimumOrderCents',
            title: t('zones.minimumOrder'),
            textAlign: 'right',
            render: (z) => formatCents(z.minimumOrderCents),
          },
          { accessor: 'estimatedTime', title: t('zones.deliveryTime') },
          {
            accessor: 'isActive',
            title: t('zones.status'),
            render: (z) => <ActiveBadge active={z.isActive} />,
          },
        ]}
      />
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          title={t('zones.overlapping')}
          withCloseButton
          onClose={() => setWarnings([])}
        >
          <Stack gap={4}>
            {warnings.map((w) => (
              <Text key={w.zoneId} size="sm">
                {localizeMessage(w.message)}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {zones && (current !== null || zones.length === 0) && (
        <Stack gap="xs">
          <Title order={3}>{zone ? zone.name : t('zones.new')}</Title>
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
      <QrCodesPanel kind="zone" title={t('zones.qrTitle')} />
    </Stack>
  );
}
