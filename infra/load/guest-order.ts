import { randomUUID } from 'node:crypto';
import type { TestClient } from '../../api/test/http-client';

/** A menu item as the order-path tools read it from GET /api/menu. */
interface MenuItem {
  id: number;
  available: boolean;
  isComboMeal: boolean;
  barMenu: boolean;
  options: unknown[];
}

/** Three dishes a guest can order as they are: available, no combo, no options, not bar-only. */
export async function plainDishes(client: TestClient): Promise<{ id: number }[]> {
  const menu = await client.get('/api/menu');
  return (menu.body.items as MenuItem[])
    .filter((i) => i.available && !i.isComboMeal && !i.barMenu && i.options.length === 0)
    .slice(0, 3);
}

/** A guest's delivery order of one of each dish to Damrak 1, with an Idempotency-Key of its own. */
export function placeGuestOrder(client: TestClient, dishes: { id: number }[], email: string) {
  return client.post(
    '/api/orders',
    {
      items: dishes.map((d) => ({ menuItemId: d.id, quantity: 1 })),
      deliveryAddress: {
        streetAddress: 'Damrak 1',
        city: 'Amsterdam',
        zipCode: '1012 LG',
        country: 'Netherlands',
      },
      customerName: 'Sofia Romano',
      email,
      customerPhone: '+31 6 12345678',
    },
    { 'idempotency-key': randomUUID() },
  );
}
