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
import { KITCHEN_COLUMN_LABELS } from '@shop/contracts';
import { OrderingSwitches } from '../ordering-switches';
import { euros, when } from '../back-office-format';
import { dashboardQuery } from './api';

const DaysChart = lazy(() => import('./days-chart'));

const minutesText = (value: number | null) => (value === null ? '—' : `${value} min`);

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
  const { data, isPending, isError, error, refetch, isFetching } = useQuery(dashboardQuery);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Admin Dashboard</Title>
        <Group>
          <Button component={Link} to="/admin/orders" variant="light">
            Kitchen board
          </Button>
          <Button component={Link} to="/admin/dispatch" variant="light">
            Dispatch map
          </Button>
          <Button variant="default" onClick={() => void refetch()} loading={isFetching}>
            Refresh
          </Button>
        </Group>
      </Group>
      {isError && (
        <Text c="red" role="alert">
          {error.message}
        </Text>
      )}
      {isPending && <Text c="dimmed">Loading today’s figures…</Text>}
      {data && (
        <>
          <Title order={4}>Today</Title>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Figure label="Orders" value={String(data.today.orders)} />
            <Figure label="Revenue" value={euros(data.today.revenueCents)} />
            <Figure label="Average basket" value={euros(data.today.averageBasketCents)} />
            <Figure
              label="Average preparation"
              value={minutesText(data.today.averagePreparationMinutes)}
            />
            <Figure
              label="Average delivery"
              value={minutesText(data.today.averageDeliveryMinutes)}
            />
            <Figure label="Drivers online" value={String(data.driversOnline)} />
          </SimpleGrid>
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>Open orders</Text>
              <Anchor component={Link} to="/admin/orders">
                Open the kitchen board
              </Anchor>
            </Group>
            <Group>
              {(Object.keys(data.openOrders) as (keyof typeof data.openOrders)[]).map((column) => (
                <Badge key={column} size="lg" variant="light">
                  {KITCHEN_COLUMN_LABELS[column]}: {data.openOrders[column]}
                </Badge>
              ))}
            </Group>
          </Card>
          <Card withBorder>
            <Text fw={600} mb="xs">
              Last 14 days
            </Text>
            <Suspense fallback={<Text c="dimmed">Loading chart…</Text>}>
              <DaysChart days={data.days} />
            </Suspense>
            <Table mt="sm" fz="xs" aria-label="Orders per day">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Day</Table.Th>
                  {data.days.map((d) => (
                    <Table.Th key={d.date}>{d.date.slice(5)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Orders</Table.Td>
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
              Latest changes
            </Text>
            {data.latestChanges.length === 0 ? (
              <Text c="dimmed">No changes yet.</Text>
            ) : (
              <Table aria-label="Latest changes">
                <Table.Tbody>
                  {data.latestChanges.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>{when(c.at)}</Table.Td>
                      <Table.Td>
                        {c.actorName} ({c.actorRole})
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
