import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart, DISHES, fillGuestForm } from './support/checkout';
import { checkoutWith, fillShippingForm } from './support/merchandise';
import { uniqueName } from './support/shop';
import { StripeShop } from './support/stripe-shop';

/** Serious and critical WCAG 2.2 AA violations on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The payment section's "Order #12 · € 27,25": the order the form pays. */
async function orderInPayment(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Payment' })
    .getByText(/^Order #\d+/)
    .textContent();
  return Number(/#(\d+)/.exec(text ?? '')![1]);
}

test.describe('Stripe mode: iDEAL | Wero and Bancontact through Stripe and the bank', () => {
  let shop: StripeShop;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    shop = await new StripeShop().start();
  });
  test.afterAll(async () => {
    await shop?.stop();
  });
  test.beforeEach(async ({ context }) => {
    await shop.serveStripeTo(context);
  });

  /** A guest's two pasta dishes to Damrak 1, up to the confirm page's payment. */
  async function toPayment(page: Page) {
    await page.goto(`${shop.baseURL}/menu`);
    await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
    await page.goto(`${shop.baseURL}/cart`);
    await page.getByRole('button', { name: 'Continue as Guest' }).click();
    await fillGuestForm(page, {
      name: 'Maria van Dijk',
      email: `${uniqueName('ideal')}@example.com`,
      phone: '+31 6 12345678',
      street: 'Damrak 1',
      zip: '1012 LG',
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    const element = page.getByRole('group', { name: 'Stripe Payment Element' });
    await expect(element.getByRole('radio')).toHaveCount(3);
    return { element, orderId: await orderInPayment(page) };
  }

  test('pays by iDEAL | Wero: the bank, then the success page waits until Stripe’s webhook says paid', async ({
    page,
  }) => {
    const { element, orderId } = await toPayment(page);
    // The intent allows card, iDEAL | Wero and Bancontact; the shop asks for that order.
    await expect(element.locator('fieldset label')).toHaveText([
      'Card',
      'iDEAL | Wero',
      'Bancontact',
    ]);
    await element.getByRole('radio', { name: 'iDEAL | Wero' }).check();
    await page.getByRole('button', { name: /^Pay € / }).click();

    await expect(page).toHaveURL(new RegExp(`^${shop.fake.baseUrl}/authorize/`));
    await expect(page.getByText(/with ideal$/)).toBeVisible();
    // Long enough that a busy machine still shows the page before the bank confirms.
    shop.fake.bankConfirmsAfter(10_000);
    try {
      await page.getByRole('button', { name: 'Authorize Test Payment' }).click();

      await expect(page).toHaveURL(/\/order\/success\?orderId=\d+&payment_intent=pi_/);
      expect(new URL(page.url()).searchParams.get('orderId')).toBe(String(orderId));
      // The bank has not confirmed: nothing claims the order is paid.
      await expect(page.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
      await expect(page.getByLabel('Order status')).toHaveText('Awaiting payment');
      expect(
        (await (await page.request.get(`${shop.baseURL}/api/orders/${orderId}`)).json()).order
          .paymentStatus,
      ).toBe('processing');

      // Stripe's webhook settles it; the page hears the order move on over /ws.
      await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible({
        timeout: 30_000,
      });
    } finally {
      shop.fake.bankConfirmsAfter(null);
    }
    await expect(page.getByLabel('Order status')).toHaveText('Being Prepared');
    await expect(page.getByLabel('Payment method')).toHaveText('iDEAL | Wero');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    expect(await shop.webhooksDelivered()).toBe(true);

    const order = (await (await page.request.get(`${shop.baseURL}/api/orders/${orderId}`)).json())
      .order;
    expect(order).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'ideal' });
    const intents = [...shop.fake.intents.values()].filter(
      (i) => i.metadata.orderId === String(orderId),
    );
    expect(intents.map((i) => i.status)).toEqual(['succeeded']);
  });

  test('a failed bank payment comes back to the checkout with the cart and the order, and Bancontact then pays', async ({
    page,
  }) => {
    const { element, orderId } = await toPayment(page);
    await element.getByRole('radio', { name: 'iDEAL | Wero' }).check();
    await page.getByRole('button', { name: /^Pay € / }).click();
    await page.getByRole('button', { name: 'Fail Test Payment' }).click();

    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    const problem = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(problem).toContainText(
      'Your bank did not confirm the payment, so nothing was charged.',
    );
    // The cart and the order are as they were: the same order is paid again.
    await expect(
      page.getByRole('group', { name: 'Order summary' }).getByLabel('Subtotal'),
    ).toHaveText('€ 22,45');
    expect(await orderInPayment(page)).toBe(orderId);
    const unpaid = await (await page.request.get(`${shop.baseURL}/api/orders/${orderId}`)).json();
    expect(unpaid.order.paymentStatus).toBe('unpaid');

    const retry = page.getByRole('group', { name: 'Stripe Payment Element' });
    await retry.getByRole('radio', { name: 'Bancontact' }).check();
    await page.getByRole('button', { name: /^Pay € / }).click();
    await page.getByRole('button', { name: 'Authorize Test Payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/order/success\\?orderId=${orderId}&`));
    await expect(page.getByRole('heading', { name: 'Order Confirmed' })).toBeVisible();
    await expect(page.getByLabel('Payment method')).toHaveText('Bancontact');
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
    // One intent for the order, created once, confirmed twice.
    expect(
      shop.fake.creates().filter((r) => r.idempotencyKey === `pi:create:${orderId}`),
    ).toHaveLength(1);
    const intents = [...shop.fake.intents.values()].filter(
      (i) => i.metadata.orderId === String(orderId),
    );
    expect(intents.map((i) => i.status)).toEqual(['succeeded']);
  });
});

test.describe('test mode: the shop’s own bank page', () => {
  test('a merchandise order fails at the bank, comes back to the checkout and pays by iDEAL | Wero', async ({
    page,
  }) => {
    await checkoutWith(page, ['Enamel Pin Set']);
    await fillShippingForm(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const orderId = await orderInPayment(page);

    await page.getByRole('radio', { name: 'Bancontact' }).check();
    await page.getByRole('button', { name: /^Pay € .* with Bancontact$/ }).click();
    await expect(page).toHaveURL(/\/test-payment\/authorize\?/);
    await expect(page.getByRole('heading', { name: 'Your bank' })).toBeVisible();
    await expect(page.getByText(/^Italieno asks you to pay € .* with Bancontact\.$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Fail test payment' }).click();

    await expect(page).toHaveURL(/\/merchandise\/checkout$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText(
      'Your bank did not confirm the payment',
    );
    expect(await orderInPayment(page)).toBe(orderId);
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Amsterdam');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'iDEAL | Wero' }).check();
    await page.getByRole('button', { name: /^Pay € .* with iDEAL \| Wero$/ }).click();
    await page.getByRole('button', { name: 'Authorize test payment' }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/merchandise/${orderId}/success\\?`));
    await expect(page.getByText('Thank you for your order!')).toBeVisible();
    await expect(page.getByLabel('Payment status')).toHaveText('Paid');
    expect(await page.evaluate(() => localStorage.getItem('merchandiseCart'))).toBe('[]');
  });
});
