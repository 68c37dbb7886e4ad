import { expect, test } from './support/test';

/**
 * Home and the menu come from the server already painted (web/src/first-paint), so a phone
 * shows them before the app's code has arrived; the app then renders the page in their place.
 * Without JavaScript, what is on screen is exactly that first paint.
 */
test.describe('before the app has started', () => {
  test.use({ javaScriptEnabled: false, locale: 'nl-NL' });

  test('home and the menu arrive painted, in the browser’s language, with the menu’s data', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('h1')).toHaveText('Italian street food, delivered hot');
    await expect(page.getByText('Bekijk het menu', { exact: true })).toBeVisible();

    const menu = (await (await page.request.get('/api/menu')).json()) as {
      featuredItems: { name: string }[];
    };
    await page.goto('/menu');
    await expect(page.locator('h1')).toHaveText('Ons menu');
    await expect(page.locator('article').first()).toContainText(menu.featuredItems[0]!.name);
    // Painted but not yet working: the controls wait for the app.
    await expect(page.locator('#root > div')).toHaveAttribute('inert', '');
  });

  test('a language the customer chose wins over the browser’s', async ({ page, baseURL }) => {
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

test('the app takes over the painted menu, and its buttons work', async ({ page }) => {
  await page.goto('/menu');
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Margherita slice to cart' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart – € 4,50' }).click();
  await expect(page.getByRole('banner').getByLabel('Cart, 1 item')).toBeVisible();
});
