import { expect, test } from './support/test';
import { addToCart, DISHES, printing, recordPrinting, successOrderId } from './support/checkout';
import { CARDS, payWithCard } from './support/merchandise';
import { uniqueName } from './support/shop';

/** A West & Zuid address the embedded geocoder knows (api/data/geocoder). */
const OVERTOOM = { typed: 'Overtoom 100, 1054 HK Amsterdam', street: 'Overtoom 100' };

test('a new customer checks a Zone 2 address on the way from the cart, pays and prints the receipt', async ({
  page,
}) => {
  // A fresh account: its address book is empty, so the location check is the only address.
  const username = uniqueName('sofia');
  await page.goto('/auth/register');
  const form = page.getByRole('tabpanel', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill('secret123');
  await form.getByLabel('Confirm Password').fill('secret123');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();

  // 11,95 + 10,50 = 22,45, above West & Zuid's minimum of 20,00.
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // No delivery location yet: Proceed asks for one.
  await expect(page).toHaveURL(/\/customer\/simple-location$/);
  await page.getByRole('button', { name: 'Enter Address' }).click();
  await page.getByRole('textbox', { name: 'Your address' }).fill(OVERTOOM.typed);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText('Great! Your address is within our delivery zone: West & Zuid'),
  ).toBeVisible();
  const result = page.getByRole('region', { name: 'Delivery check' });
  await expect(result.locator('dd').nth(0)).toHaveText('West & Zuid');
  await expect(result.locator('dd').nth(1)).toHaveText('€ 3,50');
  await expect(result.locator('dd').nth(2)).toHaveText('€ 20,00');
  await page.getByRole('button', { name: 'Continue to Checkout' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const addresses = page.getByRole('radiogroup', { name: 'Your addresses' });
  await expect(addresses.getByText('You have no saved addresses yet.')).toHaveCount(0);
  await expect(
    addresses.getByRole('radio', {
      name: new RegExp(`The address you checked.*${OVERTOOM.street}`),
    }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
    OVERTOOM.street,
  );
  const summary = page.getByRole('group', { name: 'Order summary' });
  await expect(summary.getByLabel('Subtotal')).toHaveText('€ 22,45');
  await expect(summary.getByLabel('Delivery fee')).toHaveText('€ 3,50');
  await expect(summary.getByLabel('Total', { exact: true })).toHaveText('€ 27,25');
  await payWithCard(page, CARDS.succeeds);

  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
  const orderId = successOrderId(page);
  await expect(page.getByLabel('Order number')).toHaveText(`#${orderId}`);
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
    OVERTOOM.street,
  );

  // The receipt opens in a new tab, which prints itself half a second after it shows.
  await recordPrinting(page.context());
  const receiptLink = page.getByRole('link', { name: 'Print Receipt' });
  await expect(receiptLink).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.waitForEvent('popup'), receiptLink.click()]);
  await expect(tab).toHaveURL(new RegExp(`/print-order\\?id=${orderId}$`));
  const receipt = tab.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByLabel('Order')).toHaveText(`#${orderId}`);
  await expect(receipt).toContainText(`1 x ${DISHES.rigatoni}`);
  await expect(receipt).toContainText(OVERTOOM.street);
  await expect(receipt.getByLabel('Total', { exact: true })).toHaveText('€ 27,25');

  await expect.poll(async () => (await printing(tab)).print).toBe(1);
  const { printedAt, receiptShownAt } = await printing(tab);
  const delay = printedAt! - receiptShownAt!;
  expect(delay).toBeGreaterThanOrEqual(450);
  expect(delay).toBeLessThan(2_000);
});
