import { request as playwrightRequest } from '@playwright/test';
import type { MenuResponse } from '@shop/contracts';
import { baseURL } from '../playwright.config';
import { expect, test } from './support/test';
import { BAR, payThroughApi } from './support/checkout';
import { gotoLive, staffContext } from './support/merchandise';

/** A guest's paid bar order placed through the api, as the shop's checkout places it. */
async function paidBarOrder(): Promise<number> {
  const guest = await playwrightRequest.newContext({ baseURL });
  try {
    const menu = (await (await guest.get('/api/menu')).json()) as MenuResponse;
    const dish = menu.items.find((item) => item.barMenu && item.available && !item.isComboMeal);
    expect(dish, 'a dish on the bar menu').toBeDefined();
    const placed = await guest.post('/api/orders', {
      data: {
        items: [{ menuItemId: dish!.id, quantity: 1 }],
        orderType: 'bar',
        barSlug: BAR.slug,
        customerName: 'Pickup Screen Guest',
        email: 'pickup-screen@example.com',
        customerPhone: '+31 6 12345678',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    await payThroughApi(guest, id);
    return id;
  } finally {
    await guest.dispose();
  }
}

test('the bar’s pickup screen follows an order from the kitchen live, by its number only', async ({
  page,
  browser,
}) => {
  // The bar's TV: a browser that never signed in, open before the order exists.
  await gotoLive(page, `/bar/${BAR.slug}/ready`);
  await expect(page.getByRole('heading', { name: BAR.name, level: 1 })).toBeVisible();
  const preparing = page.getByRole('region', { name: 'Being prepared' });
  const ready = page.getByRole('region', { name: 'Ready for pickup' });
  // Exactly this number: order 12 must not be found in 112.
  const exactly = (orderId: number) => ({ hasText: new RegExp(`^${orderId}$`) });
  const number = (orderId: number) => page.getByRole('listitem').filter(exactly(orderId));

  const orderId = await paidBarOrder();
  // Paid but not yet accepted: the kitchen may still refuse it.
  await expect(number(orderId)).toHaveCount(0);

  // The kitchen's tablet, another browser context signed in as staff.
  const kitchenContext = await staffContext(browser);
  try {
    const kitchen = await kitchenContext.newPage();
    await gotoLive(kitchen, '/admin/orders');
    const card = kitchen.getByRole('article', { name: `Order #${orderId}` });
    await card.getByRole('button', { name: 'Accept with 10 minutes' }).click();
    await expect(preparing.getByRole('listitem').filter(exactly(orderId))).toBeVisible();
    await expect(ready.getByRole('listitem').filter(exactly(orderId))).toHaveCount(0);

    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(ready.getByRole('listitem').filter(exactly(orderId))).toBeVisible();
    await expect(preparing.getByRole('listitem').filter(exactly(orderId))).toHaveCount(0);
    // A public screen: the number, never the guest's name.
    await expect(page.getByText('Pickup Screen Guest')).toHaveCount(0);

    // Collected at the bar: the number leaves the screen.
    await card.getByRole('button', { name: /^(Picked up|Delivered)$/ }).click();
    await expect(number(orderId)).toHaveCount(0);
  } finally {
    await kitchenContext.close();
  }
});
