import { m } from '@/i18n/paraglide/messages';
import { VEHICLE_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
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
  useLanguage();
  if (!d.isActive && !d.agreementAccepted) {
    return <Badge color="gray">{m.adminDrivers_noAgreement()}</Badge>;
  }
  if (!d.isActive) return <Badge color="yellow">{m.adminDrivers_inactive()}</Badge>;
  return d.isOnline ? (
    <Badge color="green">{m.adminDrivers_onShift()}</Badge>
  ) : (
    <Badge color="blue">{m.adminDrivers_active()}</Badge>
  );
}

function DriverReportView({ driver }: { driver: AdminDriver }) {
  const today = shopToday();
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
          aria-label={m.adminDrivers_groupBy()}
          value={groupBy}
          onChange={(v) => setGroupBy(v as 'day' | 'month')}
          data={[
            { value: 'day', label: m.adminDrivers_perDay() },
            { value: 'month', label: m.adminDrivers_perMonth() },
          ]}
        />
        <DatePickerInput
          type="range"
          label={m.adminDrivers_dates()}
          value={range}
          onChange={(v) => setRange(v as [string | null, string | null])}
          maxDate={today}
          valueFormat="DD-MM-YYYY"
          miw={220}
        />
        <Button component="a" href={url ? csvUrl(url) : undefined} download variant="light">
          {m.adminDrivers_csv()}
        </Button>
      </Group>
      {report.isError && <Alert color="red">{localizeMessage(report.error.message)}</Alert>}
      <DataTable
        withTableBorder
        minHeight={120}
        fetching={report.isFetching}
        records={rows.map((r) => ({ ...r, id: r.period }))}
        noRecordsText={m.adminDrivers_noPeriod()}
        columns={[
          {
            accessor: 'period',
            title: groupBy === 'day' ? m.adminDrivers_day() : m.adminDrivers_month(),
          },
          { accessor: 'deliveries', title: m.adminDrivers_deliveries(), textAlign: 'right' },
          {
            accessor: 'distanceMeters',
            title: m.adminDrivers_distance(),
            textAlign: 'right',
            render: (r) => kilometres(r.distanceMeters),
          },
          {
            accessor: 'shiftMinutes',
            title: m.adminDrivers_shift(),
            textAlign: 'right',
            render: (r) =>
              m.adminDrivers_shiftTime({
                hours: Math.floor(r.shiftMinutes / 60),
                minutes: r.shiftMinutes % 60,
              }),
          },
          {
            accessor: 'earningsCents',
            title: m.adminDrivers_earnings(),
            textAlign: 'right',
            render: (r) => formatCents(r.earningsCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          {m.adminDrivers_total({
            count: report.data.totals.deliveries,
            earned: formatCents(report.data.totals.earningsCents),
            tips: formatCents(report.data.totals.tipCents),
          })}
        </Text>
      )}
      <Title order={4}>{m.adminDrivers_deliveries()}</Title>
      <DataTable
        withTableBorder
        minHeight={100}
        records={(report.data?.deliveries ?? []).map((d) => ({ ...d, id: d.orderId }))}
        noRecordsText={m.adminDrivers_noDeliveries()}
        columns={[
          { accessor: 'orderId', title: m.adminDrivers_order(), render: (d) => `#${d.orderId}` },
          {
            accessor: 'deliveredAt',
            title: m.adminDrivers_delivered(),
            render: (d) => when(d.deliveredAt),
          },
          { accessor: 'streetAddress', title: m.adminDrivers_address() },
          {
            accessor: 'totalCents',
            title: m.adminDrivers_earned(),
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
  useLanguage();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">{m.adminDrivers_username({ value: driver.username })}</Text>
        <Text size="sm">{m.adminDrivers_email({ value: driver.email ?? '—' })}</Text>
        <Text size="sm">{m.adminDrivers_phone({ value: driver.phone })}</Text>
        <Text size="sm">
          {m.adminDrivers_vehicle({
            vehicle: VEHICLE_NAMES[driver.vehicleType](),
            plate: driver.licensePlate,
          })}
        </Text>
        <Text size="sm">{m.adminDrivers_licence({ value: driver.licenseNumber || '—' })}</Text>
        <Text size="sm">{m.adminDrivers_registered({ date: when(driver.createdAt) })}</Text>
      </SimpleGrid>
      <Title order={4}>{m.adminDrivers_signedAgreement()}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">
          {m.adminDrivers_version({ value: a.version ?? '—' })}{' '}
          {a.version && !a.current && <Badge color="orange">{m.adminDrivers_notCurrent()}</Badge>}
        </Text>
        <Text size="sm">{m.adminDrivers_signed({ date: when(a.signedAt) })}</Text>
        <Text size="sm">{m.adminDrivers_signer({ value: a.signerName ?? '—' })}</Text>
        <Text size="sm">{m.adminDrivers_ip({ value: a.ip ?? '—' })}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {m.adminDrivers_hash({ value: a.hash ?? '—' })}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {m.adminDrivers_browser({ value: a.userAgent ?? '—' })}
        </Text>
      </SimpleGrid>
      {a.signatureSvg ? (
        <SignatureImage
          svg={a.signatureSvg}
          alt={m.adminDrivers_signatureOf({ name: driver.fullName })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {m.adminDrivers_noSignature()}
        </Text>
      )}
      <Title order={4}>{m.adminDrivers_report()}</Title>
      <DriverReportView driver={driver} />
    </Stack>
  );
}

export default function DriversPage() {
  useLanguage();
  const list = useQuery(driversQuery);
  const [openId, setOpenId] = useState<number | null>(null);
  const setActive = useSetDriverActive({
    onSuccess: (driver) =>
      notify.success(
        driver.isActive ? m.adminDrivers_activated() : m.adminDrivers_deactivated(),
        driver.fullName,
      ),
    onError: (error) =>
      notify.error(m.adminDrivers_couldNotChange(), localizeMessage(error.message)),
  });
  const drivers = list.data?.drivers ?? [];
  const open = drivers.find((d) => d.id === openId) ?? null;

  return (
    <Stack>
      <Title order={2}>{m.adminDrivers_title()}</Title>
      <Text c="dimmed" size="sm">
        {m.adminDrivers_help()}
      </Text>
      {list.isError && <Alert color="red">{localizeMessage(list.error.message)}</Alert>}
      <DataTable
        withTableBorder
        striped
        highlightOnHover
        minHeight={150}
        fetching={list.isFetching}
        records={drivers}
        noRecordsText={m.adminDrivers_none()}
        onRowClick={({ record }) => setOpenId(record.id)}
        columns={[
          { accessor: 'fullName', title: m.adminDrivers_name() },
          {
            accessor: 'vehicleType',
            title: m.adminDrivers_vehicleColumn(),
            render: (d) => VEHICLE_NAMES[d.vehicleType](),
          },
          { accessor: 'phone', title: m.adminDrivers_phoneColumn() },
          {
            accessor: 'status',
            title: m.adminDrivers_status(),
            render: (d) => <StatusBadge driver={d} />,
          },
          {
            accessor: 'agreement',
            title: m.adminDrivers_agreement(),
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
                {d.isActive ? m.adminDrivers_deactivate() : m.adminDrivers_activate()}
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
