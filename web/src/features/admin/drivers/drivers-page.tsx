import { VEHICLE_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { useTranslation } from '@/i18n/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DataTable } from 'mantine-datatable';
import type { AdminDriver } from '@shop/contracts';
import { SignatureImage } from '@/features/drivers';
import { driverReportQuery, driverReportUrl, driversQuery, useSetDriverActive } from './api';
import { formatCents } from '@/lib/money';
import { notify } from '@/lib/notify';
import { csvUrl, presetRange, shopToday } from '../reports/report-dates';
import '@mantine/dates/styles.layer.css';
import 'mantine-datatable/styles.layer.css';
import { localizeMessage } from '@/i18n/messages';
import { kilometres, when } from '../back-office-format';

function StatusBadge({ driver: d }: { driver: AdminDriver }) {
  const { t } = useTranslation('admin');
  useLanguage();
  if (!d.isActive && !d.agreementAccepted) {
    return <Badge color="gray">{t('drivers.noAgreement')}</Badge>;
  }
  if (!d.isActive) return <Badge color="yellow">{t('drivers.inactive')}</Badge>;
  return d.isOnline ? (
    <Badge color="green">{t('drivers.onShift')}</Badge>
  ) : (
    <Badge color="blue">{t('drivers.active')}</Badge>
  );
}

function DriverReportView({ driver }: { driver: AdminDriver }) {
  const today = shopToday();
  const { t } = useTranslation('admin');
  useLanguage();
  const [groupBy, setGroupBy] = useState<'day' | 'month'>('day');
  const [range, setRange] = useState<[string | null, string | null]>(presetRange('month', today));
  const [from, to] = range;
  const url = driverReportUrl(driver.id, from, to, groupBy);
  const report = useQuery(driverReportQuery(url));
  const rows = report.data?.rows.filter((r) => r.deliveries > 0 || r.shiftMinutes > 0) ?? [];
  return (
    <Stack>
      <Group align="end">
        <SegmentedControl
          aria-label={t('drivers.groupBy')}
          value={groupBy}
          onChange={(v) => setGroupBy(v as 'day' | 'month')}
          data={[
            { value: 'day', label: t('drivers.perDay') },
            { value: 'month', label: t('drivers.perMonth') },
          ]}
        />
        <DatePickerInput
          type="range"
          label={t('drivers.dates')}
          value={range}
          onChange={(v) => setRange(v as [string | null, string | null])}
          maxDate={today}
          valueFormat="DD-MM-YYYY"
          miw={220}
        />
        <Button component="a" href={url ? csvUrl(url) : undefined} download variant="light">
          {t('drivers.csv')}
        </Button>
      </Group>
      {report.isError && <Alert color="red">{localizeMessage(report.error.message)}</Alert>}
      <DataTable
        withTableBorder
        minHeight={120}
        fetching={report.isFetching}
        records={rows.map((r) => ({ ...r, id: r.period }))}
        noRecordsText={t('drivers.noPeriod')}
        columns={[
          {
            accessor: 'period',
            title: groupBy === 'day' ? t('drivers.day') : t('drivers.month'),
          },
          { accessor: 'deliveries', title: t('drivers.deliveries'), textAlign: 'right' },
          {
            accessor: 'distanceMeters',
            title: t('drivers.distance'),
            textAlign: 'right',
            render: (r) => kilometres(r.distanceMeters),
          },
          {
            accessor: 'shiftMinutes',
            title: t('drivers.shift'),
            textAlign: 'right',
            render: (r) =>
              t('drivers.shiftTime', {
                hours: Math.floor(r.shiftMinutes / 60),
                minutes: r.shiftMinutes % 60,
              }),
          },
          {
            accessor: 'earningsCents',
            title: t('drivers.earnings'),
            textAlign: 'right',
            render: (r) => formatCents(r.earningsCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          {t('drivers.total', {
            count: report.data.totals.deliveries,
            earned: formatCents(report.data.totals.earningsCents),
            tips: formatCents(report.data.totals.tipCents),
          })}
        </Text>
      )}
      <Title order={4}>{t('drivers.deliveries')}</Title>
      <DataTable
        withTableBorder
        minHeight={100}
        records={(report.data?.deliveries ?? []).map((d) => ({ ...d, id: d.orderId }))}
        noRecordsText={t('drivers.noDeliveries')}
        columns={[
          { accessor: 'orderId', title: t('drivers.order'), render: (d) => `#${d.orderId}` },
          {
            accessor: 'deliveredAt',
            title: t('drivers.delivered'),
            render: (d) => when(d.deliveredAt),
          },
          { accessor: 'streetAddress', title: t('drivers.address') },
          {
            accessor: 'totalCents',
            title: t('drivers.earned'),
            textAlign: 'right',
            render: (d) => formatCents(d.totalCents),
          },
        ]}
      />
    </Stack>
  );
}

function DriverDetails({ driver }: { driver: AdminDriver }) {
  const a = driver.agreement;
  const { t } = useTranslation('admin');
  useLanguage();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">{t('drivers.username', { value: driver.username })}</Text>
        <Text size="sm">{t('drivers.email', { value: driver.email ?? '—' })}</Text>
        <Text size="sm">{t('drivers.phone', { value: driver.phone })}</Text>
        <Text size="sm">
          {t('drivers.vehicle', {
            vehicle: VEHICLE_NAMES[driver.vehicleType](),
            plate: driver.licensePlate,
          })}
        </Text>
        <Text size="sm">{t('drivers.licence', { value: driver.licenseNumber || '—' })}</Text>
        <Text size="sm">{t('drivers.registered', { date: when(driver.createdAt) })}</Text>
      </SimpleGrid>
      <Title order={4}>{t('drivers.signedAgreement')}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">
          {t('drivers.version', { value: a.version ?? '—' })}{' '}
          {a.version && !a.current && <Badge color="orange">{t('drivers.notCurrent')}</Badge>}
        </Text>
        <Text size="sm">{t('drivers.signed', { date: when(a.signedAt) })}</Text>
        <Text size="sm">{t('drivers.signer', { value: a.signerName ?? '—' })}</Text>
        <Text size="sm">{t('drivers.ip', { value: a.ip ?? '—' })}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('drivers.hash', { value: a.hash ?? '—' })}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {t('drivers.browser', { value: a.userAgent ?? '—' })}
        </Text>
      </SimpleGrid>
      {a.signatureSvg ? (
        <SignatureImage
          svg={a.signatureSvg}
          alt={t('drivers.signatureOf', { name: driver.fullName })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('drivers.noSignature')}
        </Text>
      )}
      <Title order={4}>{t('drivers.report')}</Title>
      <DriverReportView driver={driver} />
    </Stack>
  );
}

export default function DriversPage() {
  const { t } = useTranslation('admin');
  useLanguage();
  const list = useQuery(driversQuery);
  const [openId, setOpenId] = useState<number | null>(null);
  const setActive = useSetDriverActive({
    onSuccess: (driver) =>
      notify.success(
        driver.isActive ? t('drivers.activated') : t('drivers.deactivated'),
        driver.fullName,
      ),
    onError: (error) => notify.error(t('drivers.couldNotChange'), localizeMessage(error.message)),
  });
  const drivers = list.data?.drivers ?? [];
  const open = drivers.find((d) => d.id === openId) ?? null;

  return (
    <Stack>
      <Title order={2}>{t('drivers.title')}</Title>
      <Text c="dimmed" size="sm">
        {t('drivers.help')}
      </Text>
      {list.isError && <Alert color="red">{localizeMessage(list.error.message)}</Alert>}
      <DataTable
        withTableBorder
        striped
        highlightOnHover
        minHeight={150}
        fetching={list.isFetching}
        records={drivers}
        noRecordsText={t('drivers.none')}
        onRowClick={({ record }) => setOpenId(record.id)}
        columns={[
          { accessor: 'fullName', title: t('drivers.name') },
          {
            accessor: 'vehicleType',
            title: t('drivers.vehicleColumn'),
            render: (d) => VEHICLE_NAMES[d.vehicleType](),
          },
          { accessor: 'phone', title: t('drivers.phoneColumn') },
          {
            accessor: 'status',
            title: t('drivers.status'),
            render: (d) => <StatusBadge driver={d} />,
          },
          {
            accessor: 'agreement',
            title: t('drivers.agreement'),
            render: (d) =>
              d.agreement.signedAt
                ? `${d.agreement.version ?? ''} ${when(d.agreement.signedAt)}`
                : '—',
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (d) => (
              <Button
                size="xs"
                variant="default"
                loading={setActive.isPending && setActive.variables?.id === d.id}
                onClick={(event) => {
                  event.stopPropagation();
                  setActive.mutate({ id: d.id, isActive: !d.isActive });
                }}
              >
                {d.isActive ? t('drivers.deactivate') : t('drivers.activate')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.fullName}
        position="right"
        size="xl"
      >
        {open && <DriverDetails driver={open} />}
      </Drawer>
    </Stack>
  );
}
