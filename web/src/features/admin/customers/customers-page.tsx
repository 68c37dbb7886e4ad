import { m } from '@/i18n/paraglide/messages';
import { useLanguage } from '@/i18n/use-language';
import 'mantine-datatable/styles.layer.css';
import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { CustomerDetail } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { STATUS_COLORS, euros, when } from '../back-office-format';
import { customerQuery, customersQuery, useEraseCustomer } from './api';
import { localizeMessage } from '@/i18n/messages';
import { useAdminLabels } from '../admin-labels';
import { usePaging } from '../shared/use-paging';
import { LoadError } from '../shared/load-error';

function CustomerList() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const paging = usePaging();
  const [search] = useDebouncedValue(q, 300);
  useLanguage();
  const query = useQuery(
    customersQuery({
      ...(search ? { q: search } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
    }),
  );
  return (
    <Stack>
      <Title order={2}>{m.adminCustomers_title()}</Title>
      <TextInput
        label={m.adminCustomers_search()}
        placeholder={m.adminCustomers_searchPlaceholder()}
        value={q}
        maw={420}
        onChange={(e) => paging.withFirstPage(setQ)(e.currentTarget.value)}
      />
      <LoadError error={query.error} />
      <DataTable
        withTableBorder
        highlightOnHover
        minHeight={200}
        {...paging.tableProps(query)}
        onRowClick={({ record }) => void navigate(`/admin/customers/${record.id}`)}
        noRecordsText={m.adminCustomers_noMatch()}
        columns={[
          { accessor: 'username', title: m.adminCustomers_username() },
          { accessor: 'name', title: m.adminCustomers_name(), render: (r) => r.name ?? '—' },
          { accessor: 'email', title: m.adminCustomers_email(), render: (r) => r.email ?? '—' },
          { accessor: 'phone', title: m.adminCustomers_phone(), render: (r) => r.phone ?? '—' },
          { accessor: 'orders', title: m.adminCustomers_orders(), textAlign: 'right' },
          {
            accessor: 'lastOrderAt',
            title: m.adminCustomers_lastOrder(),
            render: (r) => when(r.lastOrderAt),
          },
        ]}
      />
    </Stack>
  );
}

function CustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, error } = useQuery({
    ...customerQuery(valid ? id : 0),
    enabled: valid,
  });
  useLanguage();
  return (
    <Stack>
      <Anchor component={Link} to="/admin/customers">
        {m.adminCustomers_back()}
      </Anchor>
      {!valid && <Text>{m.adminCustomers_notFound()}</Text>}
      {valid && isPending && <Text c="dimmed">{m.adminCustomers_loading()}</Text>}
      <LoadError error={error} />
      {data && <Customer detail={data} />}
    </Stack>
  );
}

function Customer({ detail }: { detail: CustomerDetail }) {
  const { customer } = detail;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [erasing, setErasing] = useState(false);
  const erase = useEraseCustomer(customer.id);
  useLanguage();
  const labels = useAdminLabels();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{customer.name ?? customer.username}</Title>
        <Group>
          <Button
            component="a"
            variant="light"
            href={`/api/admin/customers/${customer.id}/export`}
            download={`customer-${customer.id}.json`}
          >
            {m.adminCustomers_export()}
          </Button>
          <Button color="red" variant="light" onClick={() => setErasing(true)}>
            {m.adminCustomers_erase()}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text>{m.adminCustomers_usernameLine({ value: customer.username })}</Text>
          <Text>{m.adminCustomers_emailLine({ value: customer.email ?? '—' })}</Text>
          <Text>{m.adminCustomers_phoneLine({ value: customer.phone ?? '—' })}</Text>
          <Text>{m.adminCustomers_since({ date: when(customer.createdAt) })}</Text>
          <Text>{m.adminCustomers_orderCount({ count: customer.orders })}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {m.adminCustomers_addresses()}
          </Text>
          {detail.addresses.length === 0 && <Text c="dimmed">{m.adminCustomers_none()}</Text>}
          {detail.addresses.map((a) => (
            <Text key={a.id} size="sm">
              {a.label}: {a.streetAddress}, {a.zipCode} {a.city}, {a.country}
              {a.isDefault ? m.adminCustomers_isDefault() : ''}
            </Text>
          ))}
        </Card>
      </SimpleGrid>
      <Title order={4}>{m.adminCustomers_orders()}</Title>
      <DataTable
        withTableBorder
        highlightOnHover
        records={detail.orders}
        onRowClick={({ record }) => void navigate(`/admin/orders/${record.id}`)}
        noRecordsText={m.adminCustomers_noOrders()}
        minHeight={120}
        columns={[
          { accessor: 'id', title: m.adminCustomers_order(), render: (r) => `#${r.id}` },
          {
            accessor: 'createdAt',
            title: m.adminCustomers_placed(),
            render: (r) => when(r.createdAt),
          },
          {
            accessor: 'status',
            title: m.adminCustomers_status(),
            render: (r) => (
              <Badge color={STATUS_COLORS[r.status]} variant="light">
                {labels.status(r.status)}
              </Badge>
            ),
          },
          {
            accessor: 'totalCents',
            title: m.adminCustomers_total(),
            textAlign: 'right',
            render: (r) => euros(r.totalCents),
          },
        ]}
      />
      <Modal
        opened={erasing}
        onClose={() => setErasing(false)}
        title={m.adminCustomers_eraseTitle()}
      >
        <Stack>
          <Text size="sm">{m.adminCustomers_eraseHelp()}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setErasing(false)}>
              {m.adminCustomers_back2()}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(undefined, {
                  onSuccess: () => {
                    notify.success(m.adminCustomers_erased());
                    setErasing(false);
                    void queryClient.invalidateQueries({ queryKey: ['/api/admin/customers'] });
                    void navigate('/admin/customers');
                  },
                  onError: (e) =>
                    notify.error(m.adminCustomers_couldNotErase(), localizeMessage(e.message)),
                })
              }
            >
              {m.adminCustomers_erase()}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

export default function CustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomerList />} />
      <Route path=":id" element={<CustomerPage />} />
    </Routes>
  );
}
