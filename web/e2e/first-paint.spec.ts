import type { APIRequestContext, Page } from '@playwright/test';
import { DISHES } from './support/checkout';
import { checkAddress } from './support/delivery-location';
import { expect, test } from './support/test';

/** Waits until the server has a painted copy of `path` (a fresh shop renders its first). */
async function untilPainted(request: APIRequestContext, path: string, language: string) {
  await expect
    .poll(
      async () => (await request.get(path, { headers: { 'Accept-Language': language } })).text(),
      { timeout: 20_000 },
    )
    .toContain('id="painted-state"');
}

/**
 * Home, the menu and the guest checkout come from the server already painted (web/src/first-paint), so a phone
 * shows them before the app's code has arrived; the app then hydrates the painted page.
 * Without JavaScript, what is on screen is exactly that first paint.
 */
test.describe('before the app has started', () => {
  test.use({ javaScriptEnabled: false, locale: 'nl-NL' });

  test('home and the menu arrive painted, in the browser’s language, with the menu’s data', async ({
    page,
  }) => {
    await untilPainted(page.request, '/', 'nl');
    await untilPainted(page.request, '/menu', 'nl');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('h1')).toHaveText('Italian street food, delivered hot');

    const menu = (await (await page.request.get('/api/menu')).json()) as {
      featuredItems: { name: string }[];
    };
    // Its links work before the app has started: they are the browser's own.
    await page.getByRole('link', { name: 'Bekijk het menu' }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.locator('h1')).toHaveText('Ons menu');
    await expect(page.locator('article').first()).toContainText(menu.featuredItems[0]!.name);
    // Every card painted: none is left a placeholder for the app to fill in.
    await expect(page.getByTestId('menu-item-skeleton')).toHaveCount(0);
    expect(await page.locator('article').count()).toBeGreaterThan(menu.featuredItems.length + 4);
  });

  test('the guest checkout arrives painted in the browser’s language, its form ready to fill in', async ({
    page,
  }) => {
    await untilPainted(page.request, '/checkout/guest', 'nl');
    await page.goto('/checkout/guest');
    await expect(page.locator('h1')).toHaveText('Afrekenen als gast');
    // A sentence of the page's own, said in Dutch on the server as the app says it in the browser.
    await expect(
      page.getByRole('link', { name: 'Log in om je opgeslagen adressen te gebruiken' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Volledige naam/ })).toBeEmpty();
  });

  test('a language the customer chose wins over the browser’s', async ({ page, baseURL }) => {
    await untilPainted(page.request, '/menu', 'en');
    await page.context().addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
    await page.goto('/menu');
    await expect(page.locator('h1')).toHaveText('Our Menu');
  });

  test('a signed-in visitor gets the app alone: their header and cart are their own', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'sid', value: 'anything', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/**
 * Watches the page from its next load: whether the heading the server painted is still the
 * one on screen (hydrated, not rendered anew), and the errors React reports for a page it
 * could not hydrate.
 */
async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { paintedHeading?: Element | null }).paintedHeading = document.querySelector('h1');
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    keptPaintedHeading: () =>
      page.evaluate(() => {
        const painted = (window as { paintedHeading?: Element | null }).paintedHeading;
        return painted?.isConnected === true && painted === document.querySelector('h1');
      }),
  };
}

test('the app hydrates the painted menu: the same elements, working, with the visitor’s cart', async ({
  page,
}) => {
  // The visitor's cart, which the painted page cannot know, from an earlier visit.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Menu', exact: true }).first().click();
  await page.getByRole('button', { name: 'Add Margherita slice to cart' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart – € 4,50' }).click();
  await expect(page.getByRole('banner').getByLabel('Cart, 1 item')).toBeVisible();
  const hydration = await watchHydration(page);

  await untilPainted(page.request, '/menu', 'en');
  await page.goto('/menu');
  await expect(page.getByRole('banner').getByLabel('Cart, 1 item')).toBeVisible();
  expect(await hydration.keptPaintedHeading(), 'the painted heading is the app’s').toBe(true);
  await page.getByRole('button', { name: 'Add Margherita slice to cart' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart – € 4,50' }).click();
  await expect(page.getByRole('banner').getByLabel('Cart, 2 items')).toBeVisible();
  expect(hydration.errors, 'errors while hydrating').toEqual([]);
});

test('the app hydrates the painted guest checkout, and the address this visit checked fills its form in', async ({
  page,
}) => {
  // What the painted page cannot know: the address checked earlier in this visit.
  await checkAddress(page, 'Overtoom 100, 1054 HK Amsterdam');
  await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeVisible();
  const hydration = await watchHydration(page);

  await untilPainted(page.request, '/checkout/guest', 'en');
  await page.goto('/checkout/guest');
  const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await expect(field('Street address')).toHaveValue('Overtoom 100');
  await expect(field('Zip/Postal code')).toHaveValue('1054 HK');
  expect(await hydration.keptPaintedHeading(), 'the painted heading is the app’s').toBe(true);
  // The form is the app's: it checks what is missing instead of sending it.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(field('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/checkout\/guest$/);
  expect(hydration.errors, 'errors while hydrating').toEqual([]);
});

/** Holds back the chunk that starts the app, as on a slow phone; the returned function lets it through. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a tap on the painted menu before the app has started is answered once it has, where it was made', async ({
  page,
}) => {
  await untilPainted(page.request, '/menu', 'en');
  // The app's code arrives late, as on a slow phone; the painted menu is on screen meanwhile.
  const releaseApp = await holdTheApp(page);

  await page.goto('/menu');
  // Far down the menu (the click scrolls there), a dish without options goes straight in.
  await page.getByRole('button', { name: `Add ${DISHES.rigatoni} to cart` }).click();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  releaseApp();

  await expect(page.getByRole('banner').getByLabel('Cart, 1 item')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('a painted page asks for all its code at once: the page’s and the live connection’s come while the app’s is on its way', async ({
  page,
}) => {
  await untilPainted(page.request, '/checkout/guest', 'en');
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) requested.push(pathname.slice(1));
  });
  const releaseApp = await holdTheApp(page);

  await page.goto('/checkout/guest');
  const code = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('page-code')?.textContent ?? 'null') as {
        page: string[];
        later: string[];
      },
  );
  const notYet = () => [...code.page, ...code.later].filter((file) => !requested.includes(file));
  expect(code.page.length).toBeGreaterThan(5);
  await expect.poll(notYet, { message: 'asked for before the app’s code arrived' }).toEqual([]);
  releaseApp();

  // The form is the app's once it refuses an empty submit.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: /^Full name/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const twice = requested.filter((file, index) => requested.indexOf(file) !== index);
  expect(twice, 'files fetched twice').toEqual([]);
});
