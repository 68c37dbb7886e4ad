import { expect, test } from './support/test';
import { addToCart, DISHES, fillGuestForm, invoiceMails, successOrderId } from './support/checkout';
import { CARDS, payWithCard, staffContext } from './support/merchandise';
import { sentMails, uniqueName } from './support/shop';

/** A raw e-mail's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const escape = /^=([0-9A-F]{2})/.exec(unfolded.slice(i, i + 3));
    if (escape) {
      bytes.push(parseInt(escape[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

test('a Combo Panino with a Beer: the beer’s share at 21 % from cart to invoice, and a refund’s credit note', async ({
  page,
  browser,
}) => {
  // A combo with a beer: its beer's share (4,28 of 13,50) is at 21 %.
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Customise Combo Panino' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Customise Combo Panino' });
  await dialog.getByRole('radio', { name: /Panino Porchetta/ }).click();
  await dialog.getByRole('radio', { name: /Beer/ }).click();
  await dialog.getByRole('radio', { name: /Aioli/ }).click();
  await dialog.getByRole('button', { name: 'Add to Cart – € 13,50' }).click();
  await expect(page.getByText('Combo meal added to cart')).toBeVisible();
  await addToCart(page, [DISHES.rigatoni]);

  await page.goto('/cart');
  await expect(page.getByLabel('VAT included (21 %)')).toBeVisible();
  await page.getByRole('button', { name: 'Continue as Guest' }).click();
  const email = `${uniqueName('invoice')}@example.com`;
  await fillGuestForm(page, {
    name: 'Anna de Vries',
    email,
    phone: '+31 6 12345678',
    street: 'Damrak 1',
    zip: '1012 LG',
  });
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  // The confirm page's VAT is the server's: the same split, the fees' share included.
  const confirmVat = await page
    .getByRole('group', { name: 'Order summary' })
    .getByLabel('VAT included (21 %)')
    .textContent();
  await payWithCard(page, CARDS.succeeds);

  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  const orderId = successOrderId(page);
  const lines = page.getByRole('group', { name: 'Order total' });
  await expect(lines.getByLabel('VAT included (21 %)')).toHaveText(confirmVat!);

  // The invoice: its own number, the shop's KvK number and VAT id, the combo's two rates.
  await expect.poll(() => invoiceMails(orderId), { timeout: 20_000 }).toHaveLength(1);
  const invoice = readable((await invoiceMails(orderId))[0]!);
  const number = /^Invoice (\d{4}-\d{5})$/m.exec(invoice)?.[1];
  expect(number).toBeDefined();
  expect(invoice).toContain('Chamber of Commerce (KvK) 12345678');
  expect(invoice).toContain('VAT number NL123456789B01');
  expect(invoice).toContain('VAT 9 %: € 9,22 · 21 %: € 4,28');
  expect(invoice).toMatch(/^VAT rate 21 %: Excl\. VAT € [\d,]+ · VAT € [\d,]+ · Incl\. VAT /m);

  // The kitchen refunds the missing aioli; the order goes on, with a credit note.
  const staff = await staffContext(browser);
  const office = await staff.newPage();
  await office.goto(`/admin/orders/${orderId}`);
  await expect(office.getByRole('group', { name: number! })).toContainText(`Invoice ${number}`);
  await office.getByRole('button', { name: 'Refund' }).click();
  const refund = office.getByRole('dialog');
  await refund.getByLabel('Reason').fill('The aioli was missing');
  await refund.getByLabel('Amount to refund (€)').fill('0,75');
  await refund.getByRole('button', { name: 'Refund € 0,75' }).click();
  const credit = office.getByRole('group', { name: /^C\d{4}-\d{5}$/ });
  await expect(credit).toContainText(`corrects invoice ${number} · € -0,75`);
  await expect(credit).toContainText('Reason: The aioli was missing');
  await staff.close();

  // The customer is e-mailed the refund with its credit note.
  const refundMail = () =>
    sentMails()
      .map(readable)
      .find((text) => text.includes(`Refund for order #${orderId}:`));
  await expect.poll(refundMail, { timeout: 20_000 }).toBeDefined();
  const note = refundMail()!;
  expect(note).toMatch(/^Credit note C\d{4}-\d{5}$/m);
  expect(note).toContain(`Corrects invoice ${number}`);
  expect(note).toContain(`Refund for order #${orderId}: € -0,75`);
});
