import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { MenuResponse } from '@shop/contracts';
import { uniqueName } from './shop';

/** Menu items without extras, so one click puts them in the cart (api/src/seed/menu.ts). */
export const DISHES = {
  rigatoni: "Rigatoni all'Amatriciana",
  penne: "Penne all'Arrabbiata",
  suppli: 'Supplì (2)',
} as const;

/** Adds plain items to the cart from a page that shows menu cards (the menu, a bar's page). */
export async function addToCart(page: Page, names: readonly string[]) {
  for (const name of names) {
    await page
      .getByRole('button', { name: `Add ${name} to cart` })
      .first()
      .click();
    await expect.poll(() => cartNames(page)).toContain(name);
  }
}

/** The names of the lines in the stored cart. */
export const cartNames = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('cart') ?? '[]') as { name: string }[]).map((l) => l.name),
  );

/** Saves an address as the signed-in customer's default, as the address book would. */
export async function saveDefaultAddress(
  page: Page,
  address: { label: string; streetAddress: string; zipCode: string },
) {
  const saved = await page.request.post('/api/addresses', {
    data: { ...address, city: 'Amsterdam', country: 'Netherlands', isDefault: true },
  });
  expect(saved.ok(), `saving the address answered ${saved.status()}`).toBe(true);
}

/** Fills the guest checkout's contact and address form. */
export async function fillGuestForm(
  page: Page,
  guest: { name: string; email: string; phone: string; street: string; zip: string },
) {
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Full name').fill(guest.name);
  await field('Email').fill(guest.email);
  await field('Phone').fill(guest.phone);
  await field('Street address').fill(guest.street);
  await field('Zip/Postal code').fill(guest.zip);
}

/** The partner bar the demo data seeds (api/src/seed/geo.ts). */
export const BAR = { slug: 'bar-fiorella', name: 'Bar Fiorella' } as const;

/** Fills the bar checkout's contact form (a guest gives an e-mail address too). */
export async function fillBarContact(page: Page) {
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Full name').fill('Maria van Dijk');
  await field('Phone').fill('+31 6 12345678');
  await field('Email').fill(`${uniqueName('bar')}@example.com`);
}

/** Pays an order with the test-mode card form's call, as the payment step does. */
export async function payThroughApi(request: APIRequestContext, orderId: number) {
  const intent = await (
    await request.post('/api/payment/create-payment-intent', { data: { orderId } })
  ).json();
  const paid = await request.post('/api/payment/test-mode/confirm', {
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    },
  });
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
}

/**
 * A signed-in customer's paid delivery to Damrak 1, placed and paid through the api as the
 * checkout would (the address geocoded by the shop): quicker than the checkout's pages.
 */
export async function paidDeliveryThroughApi(
  request: APIRequestContext,
  names: readonly string[],
): Promise<number> {
  const menu = (await (await request.get('/api/menu')).json()) as MenuResponse;
  const items = names.map((name) => {
    const item = menu.items.find((i) => i.name === name);
    expect(item, `${name} on the menu`).toBeDefined();
    return { menuItemId: item!.id, quantity: 1 };
  });
  const placed = await request.post('/api/orders', {
    data: {
      orderType: 'normal',
      items,
      deliveryAddress: {
        streetAddress: 'Damrak 1',
        zipCode: '1012 LG',
        city: 'Amsterdam',
        country: 'Netherlands',
      },
      deliveryOption: 'standard',
      paymentMethod: 'card',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as { id: number };
  await payThroughApi(request, id);
  return id;
}

/** The order number from /order/success?orderId=…. */
export function successOrderId(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('orderId'));
}

/** What recordPrinting notes in each document: call counts and when (ms since it opened). */
export interface Printing {
  print: number;
  close: number;
  /** When window.print was first called. */
  printedAt: number | null;
  /** When the receipt (role article, named Receipt) first appeared. */
  receiptShownAt: number | null;
}

/**
 * Replaces window.print and window.close in every document the page (or, for a receipt that
 * opens in a new tab, the whole context) opens, counting the calls and noting when the receipt
 * appeared and when printing began: headless Chromium would otherwise print nothing, and a
 * closed tab ends the test.
 */
export async function recordPrinting(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const calls = { print: 0, close: 0, printedAt: null, receiptShownAt: null } as {
      print: number;
      close: number;
      printedAt: number | null;
      receiptShownAt: number | null;
    };
    Object.assign(window, { __printing: calls });
    window.print = () => {
      calls.print += 1;
      calls.printedAt ??= performance.now();
    };
    window.close = () => {
      calls.close += 1;
    };
    const seen = new MutationObserver(() => {
      if (document.querySelector('article[aria-label="Receipt"]')) {
        calls.receiptShownAt = performance.now();
        seen.disconnect();
      }
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}

export const printing = (page: Page) =>
  page.evaluate(() => (window as unknown as { __printing: Printing }).__printing);

export const printCalls = async (page: Page) => (await printing(page)).print;

/** The invoice e-mails written for a food order (.eml files whose subject names it). */
export async function invoiceMails(orderId: number): Promise<string[]> {
  const dir = join(process.env.E2E_DIR!, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const subject = new RegExp(`^Subject: Your Italieno invoice for order #${orderId} \\(`);
  const found: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(join(dir, name), 'utf8');
    if (text.split(/\r?\n/).some((line) => subject.test(line))) found.push(text);
  }
  return found;
}
