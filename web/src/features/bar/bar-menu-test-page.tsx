import { Alert, Badge, Container, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatEuros, numericPrice } from '@shop/contracts';
import { useCategories, useMenu } from '@/features/menu';
import { barMenuItems } from './bar-menu';
import { localizeMessage } from '@/i18n/messages';
import { useLanguage } from '@/i18n/use-language';
import { m } from '@/i18n/paraglide/messages';

/**
 * /bar-menu-test: a plain list of what bar customers can order, for staff to check the bar menu
 * after changing it. It does not start bar mode.
 */
export default function BarMenuTestPage() {
  const menu = useMenu();
  const categories = useCategories().data ?? [];
  useLanguage();
  const categoryName = (id: number) => categories.find((c) => c.id === id)?.name ?? '';

  let body;
  if (menu.isPending) body = <Skeleton h={200} />;
  else if (menu.isError) body = <Alert color="red">{localizeMessage(menu.error.message)}</Alert>;
  else {
    const items = barMenuItems(menu.data.items, categories);
    body =
      items.length === 0 ? (
        <Text c="dimmed">{m.orders_bar_noItems()}</Text>
      ) : (
        <Table striped aria-label={m.orders_barMenuTest_items()}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.orders_barMenuTest_item()}</Table.Th>
              <Table.Th>{m.orders_barMenuTest_category()}</Table.Th>
              <Table.Th>{m.orders_barMenuTest_vat()}</Table.Th>
              <Table.Th ta="right">{m.orders_barMenuTest_price()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  {item.name}{' '}
                  {item.isComboMeal && (
                    <Badge size="xs" variant="light">
                      {m.orders_barMenuTest_combo()}
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
          <Title order={1}>{m.orders_barMenuTest_title()}</Title>
          <Text c="dimmed">{m.orders_barMenuTest_intro()}</Text>
        </div>
        {body}
      </Stack>
    </Container>
  );
}
