import { expect, test } from './support/test';
import { DISHES, invoiceMails, paidDeliveryThroughApi } from './support/checkout';
import { DEMO, signInApi } from './support/shop';

/** 'HH:mm' of an instant on Amsterdam's clock, as the shop's e-mails write it. */
const amsterdamClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/** The e-mail's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

for (const timezoneId of ['UTC', 'America/New_York']) {
  test.describe(`a customer whose browser is set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees the shop’s times as the invoice e-mail gives them: Amsterdam’s', async ({
      page,
    }) => {
      await signInApi(page.request, DEMO.customer);
      const orderId = await paidDeliveryThroughApi(page.request, [DISHES.rigatoni, DISHES.penne]);
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
        order: { createdAt: string; estimatedDelivery: string };
      };
      const estimate = amsterdamClock(order.order.estimatedDelivery);

      await expect.poll(() => invoiceMails(orderId), { timeout: 20_000 }).toHaveLength(1);
      const mail = decoded((await invoiceMails(orderId))[0]!);
      const mailed = /Estimated delivery: [^\n]*?(\d\d:\d\d)/.exec(mail)?.[1];
      expect(mailed, 'the estimate in the invoice e-mail').toBe(estimate);

      await page.goto(`/order/success?orderId=${orderId}`);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      await expect(page.getByLabel('Estimated delivery time')).toHaveText(
        new RegExp(`(^| )${estimate}$`),
      );

      await page.goto(`/order/${orderId}`);
      await expect(page.getByLabel('Estimate')).toHaveText(
        new RegExp(`^Expected around (.* )?${estimate}$`),
      );
      await expect(
        page.getByRole('list', { name: 'Order progress' }).getByRole('listitem').first(),
      ).toContainText(amsterdamClock(order.order.createdAt));
    });
  });
}
