import { expect, test } from './support/test';
import { addToCart, BAR, DISHES, fillBarContact, successOrderId } from './support/checkout';
import { CARDS, payWithCard } from './support/merchandise';

test('a bar QR link leads to a paid pickup order at the bar', async ({ page }) => {
  await page.goto(`/bar/${BAR.slug}`);
  await expect(page.getByRole('heading', { name: BAR.name })).toBeVisible();
  const menu = page.getByRole('region', { name: 'Bar menu' });
  await expect(menu.getByRole('article', { name: DISHES.suppli })).toBeVisible();
  // Only the bar menu: pasta is not served at the bar.
  await expect(menu.getByRole('article', { name: DISHES.rigatoni })).toHaveCount(0);
  // The reduced navigation of bar mode.
  await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toHaveCount(0);
  await addToCart(page, [DISHES.suppli]);

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/customer\/bar-checkout$/);
  await expect(page.getByRole('region', { name: 'Pickup' })).toContainText(`Pickup at ${BAR.name}`);

  await fillBarContact(page);
  const placed = page.waitForRequest(
    (req) => req.url().endsWith('/api/orders') && req.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const body = (await placed).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ orderType: 'bar', barSlug: BAR.slug });
  expect(body).not.toHaveProperty('deliveryAddress');

  await payWithCard(page, CARDS.succeeds);
  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  await expect(page.getByLabel('Order number')).toHaveText(`#${successOrderId(page)}`);
  await expect(page.getByLabel('Order status')).toHaveText('Being Prepared');
  await expect(page.getByRole('region', { name: 'Pickup' })).toContainText(`Pickup at ${BAR.name}`);
  await expect(page.getByRole('region', { name: 'Delivery address' })).toHaveCount(0);
});
