import { Alert, Badge, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatEuros, numericPrice } from '@shop/contracts';
import { useCategories, useMenu } from '@/features/menu/api';
import { barMenuItems } from './bar-menu';
import { NO_BAR_ITEMS } from './bar-menu-grid';

/**
 * /bar-menu-test: a plain list of what bar customers can order, for staff to check the bar menu
 * after changing it. It does not start bar mode.
 */
export default function BarMenuTestPage() {
  const menu = useMenu();
  const categories = useCategories().data ?? [];
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? '';

  let body;
  if (menu.isPending) body = <Skeleton h={200} />;
  else if (menu.isError) body = <Alert color="red">{menu.error.message}</Alert>;
  else {
    const items = barMenuItems(menu.data.items, categories);
    body =
      items.length === 0 ? (
        <Text c="dimmed">{NO_BAR_ITEMS}</Text>
      ) : (
        <Table striped aria-label="Bar menu items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>VAT</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}{' '}
                  {item.isComboMeal && (
                    <Badge size="xs" variant="light">
                      Combo
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{categoryName(item.categoryId)}</Table.Td>
                <Table.Td>{Math.round(item.taxRate * 100)} %</Table.Td>
                <Table.Td ta="right">{formatEuros(numericPrice(item.price))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1}>Bar Menu Test</Title>
          <Text c="dimmed">
            The items bar customers can order, as the bar menu shows them. Only available items
            marked for the bar menu appear.
          </Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
