import { expect, test } from './support/test';

test.use({ locale: 'nl-NL' });

test('a Dutch browser gets the shop in Dutch, and a switch to English is remembered', async ({
  page,
}) => {
  await page.goto('/menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.getByRole('heading', { name: 'Ons menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Vegetarisch', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Algemene voorwaarden' })).toBeVisible();

  const header = page.getByRole('banner');
  await header.locator('label').filter({ hasText: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(header.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Terms and Conditions' })).toBeVisible();
});
