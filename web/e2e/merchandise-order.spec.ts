import { expect, test } from './support/test';
import {
  CARDS,
  checkoutFromHeaderCart,
  checkoutWith,
  confirmationMails,
  fillShippingForm,
  payWithCard,
} from './support/merchandise';

test('a merchandise order from the cart, paid with 4242, reaches the success page and sends one e-mail', async ({
  page,
}) => {
  const stripeRequests: string[] = [];
  page.on('request', (req) => {
    if (/stripe/i.test(req.url())) stripeRequests.push(req.url());
  });
  // Logo T-Shirt 22,95 + Dad Cap 19,95 = 42,90, below 50 euro: 5,95 shipping. The order starts
  // from the header's cart button, through /cart.
  await checkoutFromHeaderCart(page, ['Logo T-Shirt', 'Dad Cap']);
  await fillShippingForm(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, CARDS.succeeds);

  await expect(page).toHaveURL(/\/orders\/merchandise\/\d+\/success$/);
  const orderId = Number(/merchandise\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByLabel('Order number')).toHaveText(`#${orderId}`);
  await expect(page.getByLabel('Payment status')).toHaveText('Paid');
  await expect(page.getByLabel('Subtotal')).toHaveText('€ 42,90');
  await expect(page.getByLabel('Shipping', { exact: true })).toHaveText('€ 5,95');
  await expect(page.getByLabel('Grand total')).toHaveText('€ 48,85');
  // Test mode: Stripe's code (our lazy chunk and Stripe.js) is never fetched.
  expect(stripeRequests).toEqual([]);

  await expect.poll(() => confirmationMails(orderId), { timeout: 20_000 }).toHaveLength(1);
  // A second e-mail would follow within moments of the first; give it the chance to.
  await page.waitForTimeout(2_000);
  expect(await confirmationMails(orderId)).toHaveLength(1);
});

test('a declined card shows the error and leaves the order unpaid', async ({ page }) => {
  await checkoutWith(page, ['Enamel Pin Set']);
  await fillShippingForm(page);
  const placed = page.waitForResponse(
    (res) => res.url().endsWith('/api/merchandise/orders') && res.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const order = (await (await placed).json()) as { id: number };

  await payWithCard(page, CARDS.declined);

  const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(alert).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/merchandise\/checkout$/);
  const res = await page.request.get(`/api/merchandise-orders/${order.id}`);
  expect(res.ok()).toBe(true);
  expect(((await res.json()) as { paymentStatus: string }).paymentStatus).toBe('unpaid');
});
