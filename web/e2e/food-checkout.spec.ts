import { expect, test } from './support/test';
import {
  addToCart,
  DISHES,
  fillGuestForm,
  invoiceMails,
  printCalls,
  recordPrinting,
  saveDefaultAddress,
  successOrderId,
} from './support/checkout';
import { CARDS, payWithCard } from './support/merchandise';
import { DEMO, signInThroughForm, uniqueName } from './support/shop';

test('a signed-in customer pays a Zone 2 delivery, finds it in My Orders and prints the receipt', async ({
  page,
}) => {
  await signInThroughForm(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  await saveDefaultAddress(page, {
    label: 'work',
    streetAddress: 'Overtoom 100',
    zipCode: '1054 HK',
  });

  // 11,95 + 10,50 = 22,45, above West & Zuid's minimum of 20,00.
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);

  await page.goto('/checkout');
  const addresses = page.getByRole('radiogroup', { name: 'Your addresses' });
  await expect(addresses.getByRole('radio', { name: /Work.*Overtoom 100/ })).toBeChecked();
  await expect(addresses.getByText('West & Zuid')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  const summary = page.getByRole('group', { name: 'Order summary' });
  await expect(summary.getByLabel('Subtotal')).toHaveText('€ 22,45');
  await expect(summary.getByLabel('Delivery fee')).toHaveText('€ 3,50');
  // 5 % of 25,95 = 1,30
  await expect(summary.getByLabel('Service fee (5 %)')).toHaveText('€ 1,30');
  await expect(summary.getByLabel('Total', { exact: true })).toHaveText('€ 27,25');
  await payWithCard(page, CARDS.succeeds);

  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  const orderId = successOrderId(page);
  await expect(page.getByLabel('Order status')).toHaveText('Being Prepared');
  await expect(page.getByLabel('Order number')).toHaveText(`#${orderId}`);
  await expect(
    page.getByRole('group', { name: 'Order total' }).getByLabel('Total', { exact: true }),
  ).toHaveText('€ 27,25');
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
    'Overtoom 100',
  );
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  await page.getByRole('link', { name: 'View All Orders' }).click();
  await expect(page).toHaveURL(/\/customer\/orders$/);
  await expect(page.getByRole('tab', { name: 'Current Orders' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const current = page
    .getByRole('tabpanel', { name: 'Current Orders' })
    .getByRole('article', { name: `Order #${orderId}` });
  await expect(current.getByText('Preparing', { exact: true })).toBeVisible();
  await expect(current.getByLabel('Total', { exact: true })).toHaveText('€ 27,25');
  await expect(current.getByLabel('Delivery address')).toContainText('Overtoom 100');
  await expect(current.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
    'href',
    `/order/${orderId}`,
  );

  await recordPrinting(page);
  await page.goto(`/print-order?id=${orderId}`);
  const receipt = page.getByRole('article', { name: 'Receipt' });
  await expect(receipt.getByLabel('Order')).toHaveText(`#${orderId}`);
  await expect(receipt).toContainText(`1 x ${DISHES.rigatoni}`);
  await expect(receipt.getByLabel('Total', { exact: true })).toHaveText('€ 27,25');
  await expect(receipt.getByLabel('Payment')).toHaveText('Credit/Debit Card');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect.poll(() => printCalls(page)).toBe(1);
});

test('a guest orders without an account and gets one invoice e-mail', async ({ page }) => {
  const email = `${uniqueName('guest')}@example.com`;
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Continue as Guest' }).click();

  await expect(page).toHaveURL(/\/checkout\/guest$/);
  await fillGuestForm(page, {
    name: 'Maria van Dijk',
    email,
    phone: '+31 6 12345678',
    street: 'Damrak 1',
    zip: '1012 LG',
  });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText('Damrak 1');
  await payWithCard(page, CARDS.succeeds);

  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  const orderId = successOrderId(page);
  await expect(page.getByLabel('Order status')).toHaveText('Being Prepared');
  await expect(page.getByText(`A confirmation email has been sent to ${email}.`)).toBeVisible();

  await expect.poll(() => invoiceMails(orderId), { timeout: 20_000 }).toHaveLength(1);
  // A second e-mail would follow within moments of the first; give it the chance to.
  await page.waitForTimeout(2_000);
  const mails = await invoiceMails(orderId);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain(email);
});
