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
import { ORDER_STATUS_LABELS, type CustomerDetail } from '@shop/contracts';
import { notify } from '@/lib/notify';
import { STATUS_COLORS, euros, when } from '../back-office-format';
import { customerQuery, customersQuery, useEraseCustomer } from './api';

const PAGE_SIZES = [20, 50, 100];

function CustomerList() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [search] = useDebouncedValue(q, 300);
  const { data, isFetching, isError, error } = useQuery(
    customersQuery({ ...(search ? { q: search } : {}), page, pageSize }),
  );
  return (
    <Stack>
      <Title order={2}>Customers</Title>
      <TextInput
        label="Search"
        placeholder="Name, username, e-mail or phone"
        value={q}
        maw={420}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          setPage(1);
        }}
      />
      {isError && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
      <DataTable
        withTableBorder
        highlightOnHover
        minHeight={200}
        fetching={isFetching}
        records={data?.rows ?? []}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onRowClick={({ record }) => void navigate(`/admin/customers/${record.id}`)}
        noRecordsText="No customers match this search"
        columns={[
          { accessor: 'username', title: 'Username' },
          { accessor: 'name', title: 'Name', render: (r) => r.name ?? '—' },
          { accessor: 'email', title: 'E-mail', render: (r) => r.email ?? '—' },
          { accessor: 'phone', title: 'Phone', render: (r) => r.phone ?? '—' },
          { accessor: 'orders', title: 'Orders', textAlign: 'right' },
          { accessor: 'lastOrderAt', title: 'Last order', render: (r) => when(r.lastOrderAt) },
        ]}
      />
    </Stack>
  );
}

function CustomerPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error } = useQuery({
    ...customerQuery(valid ? id : 0),
    enabled: valid,
  });
  return (
    <Stack>
      <Anchor component={Link} to="/admin/customers">
        ← Customers
      </Anchor>
      {!valid && <Text>Customer not found</Text>}
      {valid && isPending && <Text c="dimmed">Loading customer…</Text>}
      {isError && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
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
            Export data
          </Button>
          <Button color="red" variant="light" onClick={() => setErasing(true)}>
            Erase data
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text>Username: {customer.username}</Text>
          <Text>E-mail: {customer.email ?? '—'}</Text>
          <Text>Phone: {customer.phone ?? '—'}</Text>
          <Text>Customer since {when(customer.createdAt)}</Text>
          <Text>{customer.orders} orders</Text>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            Saved addresses
          </Text>
          {detail.addresses.length === 0 && <Text c="dimmed">None</Text>}
          {detail.addresses.map((a) => (
            <Text key={a.id} size="sm">
              {a.label}: {a.streetAddress}, {a.zipCode} {a.city}, {a.country}
              {a.isDefault ? ' (default)' : ''}
            </Text>
          ))}
        </Card>
      </SimpleGrid>
      <Title order={4}>Orders</Title>
      <DataTable
        withTableBorder
        highlightOnHover
        records={detail.orders}
        onRowClick={({ record }) => void navigate(`/admin/orders/${record.id}`)}
        noRecordsText="No orders yet"
        minHeight={120}
        columns={[
          { accessor: 'id', title: 'Order', render: (r) => `#${r.id}` },
          { accessor: 'createdAt', title: 'Placed', render: (r) => when(r.createdAt) },
          {
            accessor: 'status',
            title: 'Status',
            render: (r) => (
              <Badge color={STATUS_COLORS[r.status]} variant="light">
                {ORDER_STATUS_LABELS[r.status]}
              </Badge>
            ),
          },
          {
            accessor: 'totalCents',
            title: 'Total',
            textAlign: 'right',
            render: (r) => euros(r.totalCents),
          },
        ]}
      />
      <Modal opened={erasing} onClose={() => setErasing(false)} title="Erase this customer’s data?">
        <Stack>
          <Text size="sm">
            Their account, addresses and personal details are removed. Orders keep what the books
            need. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setErasing(false)}>
              Back
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(undefined, {
                  onSuccess: () => {
                    notify.success('Customer data erased');
                    setErasing(false);
                    void queryClient.invalidateQueries({ queryKey: ['/api/admin/customers'] });
                    void navigate('/admin/customers');
                  },
                  onError: (e) => notify.error('Could not erase the data', e.message),
                })
              }
            >
              Erase data
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
