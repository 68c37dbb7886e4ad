import { expect, test } from './support/test';
import { gotoLive } from './support/merchandise';
import { DEMO, uniqueName } from './support/shop';
import { baseURL } from '../playwright.config';

// A 2 × 2 red PNG: small, but a real image the server re-encodes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWM4w8BwhgGMzzAwAAAZjgMx8FJdJAAAAABJRU5ErkJggg==',
  'base64',
);

test('an admin adds a dish with a photo; an open menu shows it, then loses it when sold out', async ({
  page,
  browser,
}) => {
  // Two browsers and a photo upload on a shared machine: more than the default minute.
  test.setTimeout(120_000);
  const name = uniqueName('Panino ');
  await gotoLive(page, '/menu');
  await expect(page.getByText('Panino Porchetta').first()).toBeVisible();

  const admin = await browser.newContext({ baseURL });
  try {
    const res = await admin.request.post('/api/admin/login', { data: DEMO.admin });
    expect(res.ok()).toBe(true);
    const office = await admin.newPage();
    await office.goto('/admin/menu');
    await office.getByRole('button', { name: 'Add dish' }).click();
    const dialog = office.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    const price = dialog.getByRole('textbox', { name: /^Price/ });
    await price.fill('7,50');
    await expect(price).toHaveValue('€ 7,50');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect(dialog.getByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      /^\/media\/menu\/[0-9a-f]+\.webp$/,
    );
    await dialog.getByRole('button', { name: 'Add dish' }).click();
    await expect(office.getByText(`${name} added`)).toBeVisible();

    // The customer's page was never reloaded: the catalogue event made it refetch.
    await expect(page.getByText(name).first()).toBeVisible();

    await office.getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(office.getByRole('row').filter({ hasText: name })).toContainText('€ 7,50');
    await office.getByRole('switch', { name: `${name} on sale` }).click({ force: true });
    await expect(page.getByText(name)).toHaveCount(0);
  } finally {
    await admin.close();
  }
});
