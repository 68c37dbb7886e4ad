import { KITCHEN_COLUMN_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
import { useTranslation } from '@/i18n/react';
import { lazy, Suspense } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDayMonth } from '@/i18n/format';
import { useRoleName } from '../admin-labels';
import { OrderingSwitches } from '../ordering-switches';
import { decimal, euros, when } from '../back-office-format';
import { dashboardQuery } from './api';
import { LoadError } from '../shared/load-error';

const DaysChart = lazy(() => import('./days-chart'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Card>
  );
}

export default function DashboardPage() {
  const { data, isPending, error, refetch, isFetching } = useQuery(dashboardQuery);
  const { t } = useTranslation('admin');
  useLanguage();
  const roleName = useRoleName();
  const minutesText = (value: number | null) =>
    value === null
      ? '—'
      : t('dashboard.averageMinutes', { minutes: decimal(value, { min: 0, max: 1 }) });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('dashboard.title')}</Title>
        <Group>
          <Button component={Link} to="/admin/orders" variant="light">
            {t('dashboard.kitchenBoard')}
          </Button>
          <Button component={Link} to="/admin/dispatch" variant="light">
            {t('dashboard.dispatchMap')}
          </Button>
          <Button variant="default" onClick={() => void refetch()} loading={isFetching}>
            {t('dashboard.refresh')}
          </Button>
        </Group>
      </Group>
      <LoadError error={error} />
      {isPending && <Text c="dimmed">{t('dashboard.loading')}</Text>}
      {data && (
        <>
          <Title order={4}>{t('dashboard.today')}</Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Figure label={t('dashboard.orders')} value={String(data.today.orders)} />
            <Figure label={t('dashboard.revenue')} value={euros(data.today.revenueCents)} />
            <Figure
              label={t('dashboard.averageBasket')}
              value={euros(data.today.averageBasketCents)}
            />
            <Figure
              label={t('dashboard.averagePreparation')}
              value={minutesText(data.today.averagePreparationMinutes)}
            />
            <Figure
              label={t('dashboard.averageDelivery')}
              value={minutesText(data.today.averageDeliveryMinutes)}
            />
            <Figure label={t('dashboard.driversOnline')} value={String(data.driversOnline)} />
          </SimpleGrid>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t('dashboard.openOrders')}</Text>
              <Anchor component={Link} to="/admin/orders">
                {t('dashboard.openKitchenBoard')}
              </Anchor>
            </Group>
            <Group>
              {(Object.keys(data.openOrders) as (keyof typeof data.openOrders)[]).map((column) => (
                <Badge key={column} size="lg" variant="light">
                  {t('dashboard.columnCount', {
                    column: KITCHEN_COLUMN_NAMES[column](),
                    count: data.openOrders[column],
                  })}
                </Badge>
              ))}
            </Group>
          </Card>
          <Card withBorder>
            <Text fw={600} mb="xs">
              {t('dashboard.last14Days')}
            </Text>
            <Suspense fallback={<Text c="dimmed">{t('dashboard.loadingChart')}</Text>}>
              <DaysChart days={data.days} />
            </Suspense>
            <Table mt="sm" fz="xs" aria-label={t('dashboard.ordersPerDay')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dashboard.day')}</Table.Th>
                  {data.days.map((d) => (
                    <Table.Th key={d.date}>{formatDayMonth(d.date)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t('dashboard.orders')}</Table.Td>
                  {data.days.map((d) => (
                    <Table.Td key={d.date}>{d.orders}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Card>
        </>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <OrderingSwitches />
        {data && (
          <Card withBorder>
            <Text fw={600} mb="xs">
              {t('dashboard.latestChanges')}
            </Text>
            {data.latestChanges.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noChanges')}</Text>
            ) : (
              <Table aria-label={t('dashboard.latestChanges')}>
                <Table.Tbody>
                  {data.latestChanges.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{when(c.at)}</Table.Td>
                      <Table.Td>
                        {t('dashboard.actor', {
                          name: c.actorName,
                          role: roleName(c.actorRole),
                        })}
                      </Table.Td>
                      <Table.Td>
                        {c.action}
                        {c.entityId ? ` #${c.entityId}` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Card>
        )}
      </SimpleGrid>
    </Stack>
  );
}
