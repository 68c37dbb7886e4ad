import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expect, test } from './support/test';
import { addToCart, DISHES, saveDefaultAddress, successOrderId } from './support/checkout';
import { CARDS, gotoLive, payWithCard, staffContext } from './support/merchandise';
import { DEMO, signInThroughForm } from './support/shop';

/** Counts the kitchen alarm's tones: every oscillator the page starts. */
function countTones(page: Page) {
  return page.addInitScript(() => {
    const counter = { tones: 0 };
    Object.assign(window, { __alarm: counter });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createCountedOscillator(this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        counter.tones += 1;
        start(when);
      };
      return oscillator;
    };
  });
}

const tones = (page: Page) =>
  page.evaluate(() => (window as unknown as { __alarm: { tones: number } }).__alarm.tones);

/** The tracking link in the order's confirmation e-mail, as a path on this shop. */
async function trackingLinkFromMail(orderId: number): Promise<string> {
  const dir = join(process.env.E2E_DIR!, 'mail');
  const subject = `Subject: Your order #${orderId} is confirmed`;
  for (const name of (await readdir(dir).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.eml'),
  )) {
    const text = await readFile(join(dir, name), 'utf8');
    if (!text.split(/\r?\n/).includes(subject)) continue;
    // Quoted-printable folds long lines with '=' at their end and writes '=' as '=3D'.
    const unfolded = text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new RegExp(`https?://[^\\s"<>]+/order/${orderId}\\?t=[A-Za-z0-9_-]+`).exec(
      unfolded,
    );
    if (link) {
      const url = new URL(link[0]);
      return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`no confirmation e-mail with a tracking link for order #${orderId}`);
}

test('the kitchen sees a paid order at once and the customer watches it reach the door', async ({
  page,
  browser,
}) => {
  // The kitchen's tablet, with the board open before the order exists.
  const kitchenContext = await staffContext(browser);
  const kitchen = await kitchenContext.newPage();
  await countTones(kitchen);
  await gotoLive(kitchen, '/admin/orders');
  await expect(kitchen.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const soundOff = kitchen.getByRole('button', { name: /Sound is off/ });
  if (await soundOff.isVisible()) await soundOff.click();

  // The customer orders a delivery to Damrak and pays.
  await signInThroughForm(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  await saveDefaultAddress(page, { label: 'home', streetAddress: 'Damrak 1', zipCode: '1012 LG' });
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  await payWithCard(page, CARDS.succeeds);
  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  const orderId = successOrderId(page);

  // Without a reload, the order lands in New and the alarm rings until someone accepts it.
  const card = kitchen.getByRole('article', { name: `Order #${orderId}` });
  await expect(card).toBeVisible({ timeout: 5000 });
  const newColumn = kitchen.getByRole('region', { name: /^New/ });
  await expect(newColumn.getByRole('article', { name: `Order #${orderId}` })).toBeVisible();
  await expect.poll(() => tones(kitchen)).toBeGreaterThan(0);
  await expect(kitchen).toHaveTitle(/New order/);

  // The customer follows the order on its tracking page.
  await gotoLive(page, `/order/${orderId}`);
  const status = page.getByRole('region', { name: 'Order status' });
  const estimateBefore = await status.getByLabel('Estimate').textContent();

  await card.getByRole('button', { name: 'Accept with 20 minutes' }).click();
  await expect(
    kitchen.getByRole('region', { name: /^Preparing/ }).getByRole('article', {
      name: `Order #${orderId}`,
    }),
  ).toBeVisible();
  await expect(status.getByText('Preparing', { exact: true })).toBeVisible();
  await expect(status.getByLabel('Estimate')).not.toHaveText(estimateBefore ?? '');
  // An estimate past midnight names its day too ("Expected around Nov 27, 2026 00:27").
  await expect(status.getByLabel('Estimate')).toHaveText(
    /^Expected around ([A-Z][a-z]{2} \d{1,2}, \d{4} )?\d{2}:\d{2}$/,
  );
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress).toContainText('20 minutes');

  await card.getByRole('button', { name: 'Mark ready' }).click();
  await expect(status.getByText('Ready', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(status.getByText('In Transit', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Delivered' }).click();
  await expect(status.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(
    kitchen.getByRole('region', { name: /^Done today/ }).getByRole('article', {
      name: `Order #${orderId}`,
    }),
  ).toBeVisible();

  // Each move left a notification in the bell; Mark all read clears the badge.
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('list', { name: 'Notification list' })).toContainText(
    `Order #${orderId} delivered`,
  );
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The confirmation e-mail's tracking link opens the order in a browser that never signed in;
  // the same link with another token is a page that does not exist.
  const link = await trackingLinkFromMail(orderId);
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  await guestPage.goto(link);
  await expect(guestPage.getByRole('heading', { name: 'Track Order' })).toBeVisible();
  await expect(guestPage.getByText(`Order #${orderId}`)).toBeVisible();
  await expect(
    guestPage.getByRole('region', { name: 'Order status' }).getByText('Delivered', { exact: true }),
  ).toBeVisible();
  const url = new URL(link, baseURL);
  const token = url.searchParams.get('t')!;
  url.searchParams.set('t', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);
  await guestPage.goto(`${url.pathname}${url.search}`);
  await expect(guestPage.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  await guest.close();
  await kitchenContext.close();
});
