import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { AdminDriver, AdminDriverList, DriverReport } from '@shop/contracts';
import { SignatureImage } from '@/features/drivers/agreement-parts';
import { api } from '@/lib/api-client';
import { formatCents } from '@/lib/money';
import { notify } from '@/lib/notify';
import { csvUrl, presetRange, shopToday } from '../reports/report-dates';
import '@mantine/dates/styles.css';
import 'mantine-datatable/styles.css';

const DRIVERS_URL = '/api/admin/drivers';
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('de-DE') : '—');

function statusBadge(d: AdminDriver) {
  if (!d.isActive && !d.agreementAccepted) return <Badge color="gray">No agreement</Badge>;
  if (!d.isActive) return <Badge color="yellow">Applicant / inactive</Badge>;
  return d.isOnline ? <Badge color="green">On shift</Badge> : <Badge color="blue">Active</Badge>;
}

function DriverReportView({ driver }: { driver: AdminDriver }) {
  const today = shopToday();
  const [groupBy, setGroupBy] = useState<'day' | 'month'>('day');
  const [range, setRange] = useState<[string | null, string | null]>(presetRange('month', today));
  const [from, to] = range;
  const url =
    from && to
      ? `${DRIVERS_URL}/${driver.id}/report?from=${from}&to=${to}&groupBy=${groupBy}`
      : null;
  const report = useQuery({
    queryKey: [url],
    queryFn: () => api.get<DriverReport>(url!),
    enabled: url !== null,
  });
  const rows = report.data?.rows.filter((r) => r.deliveries > 0 || r.shiftMinutes > 0) ?? [];
  return (
    <Stack>
      <Group align="end">
        <SegmentedControl
          aria-label="Group by"
          value={groupBy}
          onChange={(v) => setGroupBy(v as 'day' | 'month')}
          data={[
            { value: 'day', label: 'Per day' },
            { value: 'month', label: 'Per month' },
          ]}
        />
        <DatePickerInput
          type="range"
          label="Dates"
          value={range}
          onChange={(v) => setRange(v as [string | null, string | null])}
          maxDate={today}
          valueFormat="DD-MM-YYYY"
          miw={220}
        />
        <Button component="a" href={url ? csvUrl(url) : undefined} download variant="light">
          Download CSV
        </Button>
      </Group>
      {report.isError && <Alert color="red">{report.error.message}</Alert>}
      <DataTable
        withTableBorder
        minHeight={120}
        fetching={report.isFetching}
        records={rows.map((r) => ({ ...r, id: r.period }))}
        noRecordsText="No deliveries or shifts in this period"
        columns={[
          { accessor: 'period', title: groupBy === 'day' ? 'Day' : 'Month' },
          { accessor: 'deliveries', title: 'Deliveries', textAlign: 'right' },
          {
            accessor: 'distanceMeters',
            title: 'Distance',
            textAlign: 'right',
            render: (r) => `${(r.distanceMeters / 1000).toFixed(1).replace('.', ',')} km`,
          },
          {
            accessor: 'shiftMinutes',
            title: 'On shift',
            textAlign: 'right',
            render: (r) => `${Math.floor(r.shiftMinutes / 60)} h ${r.shiftMinutes % 60} min`,
          },
          {
            accessor: 'earningsCents',
            title: 'Earnings',
            textAlign: 'right',
            render: (r) => formatCents(r.earningsCents),
          },
        ]}
      />
      {report.data && (
        <Text fw={700}>
          Total: {report.data.totals.deliveries} deliveries,{' '}
          {formatCents(report.data.totals.earningsCents)} earned (
          {formatCents(report.data.totals.tipCents)} tips)
        </Text>
      )}
      <Title order={4}>Deliveries</Title>
      <DataTable
        withTableBorder
        minHeight={100}
        records={(report.data?.deliveries ?? []).map((d) => ({ ...d, id: d.orderId }))}
        noRecordsText="No deliveries in this period"
        columns={[
          { accessor: 'orderId', title: 'Order', render: (d) => `#${d.orderId}` },
          { accessor: 'deliveredAt', title: 'Delivered', render: (d) => when(d.deliveredAt) },
          { accessor: 'streetAddress', title: 'Address' },
          {
            accessor: 'totalCents',
            title: 'Earned',
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
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">Username: {driver.username}</Text>
        <Text size="sm">Email: {driver.email ?? '—'}</Text>
        <Text size="sm">Phone: {driver.phone}</Text>
        <Text size="sm">
          Vehicle: {driver.vehicleType} {driver.licensePlate}
        </Text>
        <Text size="sm">Licence: {driver.licenseNumber || '—'}</Text>
        <Text size="sm">Registered: {when(driver.createdAt)}</Text>
      </SimpleGrid>
      <Title order={4}>Signed agreement</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text size="sm">
          Version: {a.version ?? '—'}{' '}
          {a.version && !a.current && <Badge color="orange">not the current version</Badge>}
        </Text>
        <Text size="sm">Signed: {when(a.signedAt)}</Text>
        <Text size="sm">Signer: {a.signerName ?? '—'}</Text>
        <Text size="sm">IP address: {a.ip ?? '—'}</Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          Text hash: {a.hash ?? '—'}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          Browser: {a.userAgent ?? '—'}
        </Text>
      </SimpleGrid>
      {a.signatureSvg ? (
        <SignatureImage svg={a.signatureSvg} alt={`Signature of ${driver.fullName}`} />
      ) : (
        <Text size="sm" c="dimmed">
          No drawn signature on file.
        </Text>
      )}
      <Title order={4}>Report</Title>
      <DriverReportView driver={driver} />
    </Stack>
  );
}

export default function DriversPage() {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [DRIVERS_URL],
    queryFn: () => api.get<AdminDriverList>(DRIVERS_URL),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const setActive = useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.patch<AdminDriver>(`${DRIVERS_URL}/${id}`, { isActive }),
    onSuccess: (driver) => {
      notify.success(driver.isActive ? 'Driver activated' : 'Driver deactivated', driver.fullName);
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_URL] });
    },
    onError: (error) => notify.error('Could not change the driver', error.message),
  });
  const drivers = list.data?.drivers ?? [];
  const open = drivers.find((d) => d.id === openId) ?? null;

  return (
    <Stack>
      <Title order={2}>Drivers</Title>
      <Text c="dimmed" size="sm">
        New applicants are inactive until you activate them. A driver on a job cannot be deactivated
        until the job is delivered or reassigned.
      </Text>
      {list.isError && <Alert color="red">{list.error.message}</Alert>}
      <DataTable
        withTableBorder
        striped
        highlightOnHover
        minHeight={150}
        fetching={list.isFetching}
        records={drivers}
        noRecordsText="No drivers yet"
        onRowClick={({ record }) => setOpenId(record.id)}
        columns={[
          { accessor: 'fullName', title: 'Name' },
          { accessor: 'vehicleType', title: 'Vehicle' },
          { accessor: 'phone', title: 'Phone' },
          { accessor: 'status', title: 'Status', render: statusBadge },
          {
            accessor: 'agreement',
            title: 'Agreement',
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
                {d.isActive ? 'Deactivate' : 'Activate'}
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
