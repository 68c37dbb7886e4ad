import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';

import { DEMO } from './shop';

const STAFF = DEMO.staff;

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** A second browser context signed in as staff, for flipping switches from "another device". */
export async function staffContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/admin/login', { data: STAFF });
  expect(res.ok(), `staff sign-in answered ${res.status()}`).toBe(true);
  return context;
}

export async function setMerchandiseOrdering(staff: BrowserContext, enabled: boolean) {
  const res = await staff.request.put('/api/admin/ordering-status', {
    data: { merchandiseOrderingEnabled: enabled },
  });
  expect(res.ok(), `ordering switch answered ${res.status()}`).toBe(true);
}

/** Fills the merchandise checkout's shipping form with a Dutch address. */
export async function fillShippingForm(page: Page, email = 'e2e-customer@example.com') {
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('First name').fill('Maria');
  await field('Last name').fill('van Dijk');
  await field('Email').fill(email);
  await field('Address line 1').fill('Prinsengracht 263');
  await field('City').fill('Amsterdam');
  await field('Postal code').fill('1016 GV');
}

/** Pays on the test-mode card form with one of Stripe's test cards. */
export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay € / }).click();
}

/** Puts merchandise in the merchandise cart from the shop page and opens the checkout. */
export async function checkoutWith(page: Page, itemNames: readonly string[]) {
  await page.goto('/merchandise');
  for (const name of itemNames) {
    await page.getByRole('button', { name: `Add to Cart – ${name}` }).click();
  }
  await page.getByRole('button', { name: /^View Cart/ }).click();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

/**
 * Puts merchandise in the merchandise cart from the shop page, then goes the way a customer
 * coming back to the shop would: the header's cart button, /cart, and its Proceed.
 */
export async function checkoutFromHeaderCart(page: Page, itemNames: readonly string[]) {
  await page.goto('/merchandise');
  for (const name of itemNames) {
    await page.getByRole('button', { name: `Add to Cart – ${name}` }).click();
  }
  const count = itemNames.length;
  await page
    .getByRole('banner')
    .getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })
    .click();
  await expect(page).toHaveURL(/\/cart$/);
  const merchandise = page.getByRole('region', { name: 'Merchandise cart' });
  for (const name of itemNames) {
    await expect(merchandise.getByRole('listitem', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/customer\/merchandise-checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

/** The confirmation e-mails written for an order (.eml files whose subject names it). */
export async function confirmationMails(orderId: number): Promise<string[]> {
  const dir = join(process.env.E2E_DIR!, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const subject = `Subject: Your Italieno order #${orderId} is confirmed`;
  const found: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(join(dir, name), 'utf8');
    if (text.split(/\r?\n/).some((line) => line === subject)) found.push(name);
  }
  return found;
}

/** Opens a page and waits until its live connection is up, so no live update is missed. */
export async function gotoLive(page: Page, path: string) {
  const connected = page.waitForEvent('websocket').then((ws) =>
    ws.waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('"type":"connected"'),
    }),
  );
  await page.goto(path);
  await connected;
}
