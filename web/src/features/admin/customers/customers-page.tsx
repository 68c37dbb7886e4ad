import { useTranslation } from '@/i18n/react';
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
  const { t } = useTranslation('admin');
  const query = useQuery(
    customersQuery({
      ...(search ? { q: search } : {}),
      page: paging.page,
      pageSize: paging.pageSize,
    }),
  );
  return (
    <Stack>
      <Title order={2}>{t('customers.title')}</Title>
      <TextInput
        label={t('customers.search')}
        placeholder={t('customers.searchPlaceholder')}
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
        noRecordsText={t('customers.noMatch')}
        columns={[
          { accessor: 'username', title: t('customers.username') },
          { accessor: 'name', title: t('customers.name'), render: (r) => r.name ?? '—' },
          { accessor: 'email', title: t('customers.email'), render: (r) => r.email ?? '—' },
          { accessor: 'phone', title: t('customers.phone'), render: (r) => r.phone ?? '—' },
          { accessor: 'orders', title: t('customers.orders'), textAlign: 'right' },
          {
            accessor: 'lastOrderAt',
            title: t('customers.lastOrder'),
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
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <Anchor component={Link} to="/admin/customers">
        {t('customers.back')}
      </Anchor>
      {!valid && <Text>{t('customers.notFound')}</Text>}
      {valid && isPending && <Text c="dimmed">{t('customers.loading')}</Text>}
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
  const { t } = useTranslation('admin');
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
            {t('customers.export')}
          </Button>
          <Button color="red" variant="light" onClick={() => setErasing(true)}>
            {t('customers.erase')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Text>{t('customers.usernameLine', { value: customer.username })}</Text>
          <Text>{t('customers.emailLine', { value: customer.email ?? '—' })}</Text>
          <Text>{t('customers.phoneLine', { value: customer.phone ?? '—' })}</Text>
          <Text>{t('customers.since', { date: when(customer.createdAt) })}</Text>
          <Text>{t('customers.orderCount', { count: customer.orders })}</Text>
        </Card>
        <Card withBorder>
          <Text fw={600} mb="xs">
            {t('customers.addresses')}
          </Text>
          {detail.addresses.length === 0 && <Text c="dimmed">{t('customers.none')}</Text>}
          {detail.addresses.map((a) => (
            <Text key={a.id} size="sm">
              {a.label}: {a.streetAddress}, {a.zipCode} {a.city}, {a.country}
              {a.isDefault ? t('customers.isDefault') : ''}
            </Text>
          ))}
        </Card>
      </SimpleGrid>
      <Title order={4}>{t('customers.orders')}</Title>
      <DataTable
        withTableBorder
        highlightOnHover
        records={detail.orders}
        onRowClick={({ record }) => void navigate(`/admin/orders/${record.id}`)}
        noRecordsText={t('customers.noOrders')}
        minHeight={120}
        columns={[
          { accessor: 'id', title: t('customers.order'), render: (r) => `#${r.id}` },
          { accessor: 'createdAt', title: t('customers.placed'), render: (r) => when(r.createdAt) },
          {
            accessor: 'status',
            title: t('customers.status'),
            render: (r) => (
              <Badge color={STATUS_COLORS[r.status]} variant="light">
                {labels.status(r.status)}
              </Badge>
            ),
          },
          {
            accessor: 'totalCents',
            title: t('customers.total'),
            textAlign: 'right',
            render: (r) => euros(r.totalCents),
          },
        ]}
      />
      <Modal opened={erasing} onClose={() => setErasing(false)} title={t('customers.eraseTitle')}>
        <Stack>
          <Text size="sm">{t('customers.eraseHelp')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setErasing(false)}>
              {t('customers.back2')}
            </Button>
            <Button
              color="red"
              loading={erase.isPending}
              onClick={() =>
                erase.mutate(undefined, {
                  onSuccess: () => {
                    notify.success(t('customers.erased'));
                    setErasing(false);
                    void queryClient.invalidateQueries({ queryKey: ['/api/admin/customers'] });
                    void navigate('/admin/customers');
                  },
                  onError: (e) =>
                    notify.error(t('customers.couldNotErase'), localizeMessage(e.message)),
                })
              }
            >
              {t('customers.erase')}
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
