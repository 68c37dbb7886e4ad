import { m } from '@/i18n/paraglide/messages';
import { KITCHEN_COLUMN_NAMES } from '../admin-labels';
import { useLanguage } from '@/i18n/use-language';
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
  useLanguage();
  const roleName = useRoleName();
  const minutesText = (value: number | null) =>
    value === null
      ? '—'
      : m.adminDashboard_averageMinutes({ minutes: decimal(value, { min: 0, max: 1 }) });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{m.adminDashboard_title()}</Title>
        <Group>
          <Button component={Link} to="/admin/orders" variant="light">
            {m.adminDashboard_kitchenBoard()}
          </Button>
          <Button component={Link} to="/admin/dispatch" variant="light">
            {m.adminDashboard_dispatchMap()}
          </Button>
          <Button variant="default" onClick={() => void refetch()} loading={isFetching}>
            {m.adminDashboard_refresh()}
          </Button>
        </Group>
      </Group>
      <LoadError error={error} />
      {isPending && <Text c="dimmed">{m.adminDashboard_loading()}</Text>}
      {data && (
        <>
          <Title order={4}>{m.adminDashboard_today()}</Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Figure label={m.adminDashboard_orders()} value={String(data.today.orders)} />
            <Figure label={m.adminDashboard_revenue()} value={euros(data.today.revenueCents)} />
            <Figure
              label={m.adminDashboard_averageBasket()}
              value={euros(data.today.averageBasketCents)}
            />
            <Figure
              label={m.adminDashboard_averagePreparation()}
              value={minutesText(data.today.averagePreparationMinutes)}
            />
            <Figure
              label={m.adminDashboard_averageDelivery()}
              value={minutesText(data.today.averageDeliveryMinutes)}
            />
            <Figure label={m.adminDashboard_driversOnline()} value={String(data.driversOnline)} />
          </SimpleGrid>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{m.adminDashboard_openOrders()}</Text>
              <Anchor component={Link} to="/admin/orders">
                {m.adminDashboard_openKitchenBoard()}
              </Anchor>
            </Group>
            <Group>
              {(Object.keys(data.openOrders) as (keyof typeof data.openOrders)[]).map((column) => (
                <Badge key={column} size="lg" variant="light">
                  {m.adminDashboard_columnCount({
                    column: KITCHEN_COLUMN_NAMES[column](),
                    count: data.openOrders[column],
                  })}
                </Badge>
              ))}
            </Group>
          </Card>
          <Card withBorder>
            <Text fw={600} mb="xs">
              {m.adminDashboard_last14Days()}
            </Text>
            <Suspense fallback={<Text c="dimmed">{m.adminDashboard_loadingChart()}</Text>}>
              <DaysChart days={data.days} />
            </Suspense>
            <Table mt="sm" fz="xs" aria-label={m.adminDashboard_ordersPerDay()}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.adminDashboard_day()}</Table.Th>
                  {data.days.map((d) => (
                    <Table.Th key={d.date}>{formatDayMonth(d.date)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{m.adminDashboard_orders()}</Table.Td>
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
              {m.adminDashboard_latestChanges()}
            </Text>
            {data.latestChanges.length === 0 ? (
              <Text c="dimmed">{m.adminDashboard_noChanges()}</Text>
            ) : (
              <Table aria-label={m.adminDashboard_latestChanges()}>
                <Table.Tbody>
                  {data.latestChanges.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{when(c.at)}</Table.Td>
                      <Table.Td>
                        {m.adminDashboard_actor({
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
