import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { CARDS } from './support/merchandise';
import { uniqueName } from './support/shop';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and fails
 * when it is not reached within `limit` presses: a control that Tab cannot reach is a bug.
 */
async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${String(target)} reached by keyboard`).toBe(true);
}

/** Tabs to a field and types into it, over whatever it held. */
async function typeInto(page: Page, field: Locator, text: string, options = { back: false }) {
  await tabTo(page, field, options);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The focused element has a visible focus indicator (an outline or a ring). */
const showsFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return false;
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== 'none'
    );
  });

test('a guest orders a combo and a dish, pays and reaches tracking with the keyboard alone', async ({
  page,
}) => {
  // Generous: dozens of key presses, each a round trip to the browser on a busy machine.
  test.setTimeout(300_000);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'Our Menu', level: 1 })).toBeVisible();

  // The combo dialog: opened with Enter, choices made with Space and the arrow keys.
  const customise = page.getByRole('button', { name: 'Customise Combo Panino' }).first();
  await tabTo(page, customise);
  expect(await showsFocus(page)).toBe(true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Customise Combo Panino' });
  await expect(dialog).toBeVisible();
  for (const choice of [/Panino Porchetta/, /Beer/, /Aioli/]) {
    const radio = dialog.getByRole('radio', { name: choice });
    await tabTo(page, radio);
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  }
  await tabTo(page, dialog.getByRole('button', { name: /^Add to Cart/ }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Closing the dialog gives the focus back to the button that opened it.
  await expect(customise).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: "Add Rigatoni all'Amatriciana to cart" }));
  await page.keyboard.press('Enter');

  // Back up to the header's cart link.
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, 2 items/ });
  await tabTo(page, cartLink, { back: true, limit: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  // The new page's heading takes the focus, as a fresh page load would start there.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Continue as Guest' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout\/guest$/);

  // The address check: one outside the zones is refused and said so, then a good one passes.
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await typeInto(page, field('Full name'), 'Maria van Dijk');
  await typeInto(page, field('Email'), `${uniqueName('keys')}@example.com`);
  await typeInto(page, field('Phone'), '+31 6 12345678');
  await typeInto(page, field('Street address'), 'Osdorpplein 1');
  await typeInto(page, field('Zip/Postal code'), '1068 EK');
  const proceed = page.getByRole('button', { name: 'Continue', exact: true });
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');
  // In the page, not the cart's toast, which may still be showing.
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Out of Delivery Range');

  await typeInto(page, field('Street address'), 'Damrak 1', { back: true });
  await typeInto(page, field('Zip/Postal code'), '1012 LG');
  await tabTo(page, proceed);
  await page.keyboard.press('Enter');

  // Payment on the test-mode card form.
  await expect(page).toHaveURL(/\/checkout\/confirm$/);
  await typeInto(page, page.getByLabel('Card number'), CARDS.succeeds);
  await typeInto(page, page.getByLabel('Expiry date'), '12 / 34');
  await typeInto(page, page.getByLabel('CVC'), '123');
  await tabTo(page, page.getByRole('button', { name: /^Pay € / }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/, { timeout: 30_000 });
  await expect(page.getByLabel('Order status')).toHaveText('Being Prepared');

  // The guest opens the tracking page, as from the link in the confirmation e-mail.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  await page.goto(`/order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Track Order', level: 1 })).toBeVisible();
  const status = page.getByRole('region', { name: 'Order status' });
  await expect(status.getByLabel('Estimate')).not.toBeEmpty();
});
