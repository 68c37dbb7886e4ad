import { expect, test } from './support/test';

test('a visitor browses from the home page to the menu and filters it', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Italian street food, delivered hot' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Items' })).toBeVisible();
  await expect(page.getByText('Sophie v.')).toBeVisible();

  await page.getByRole('link', { name: 'View Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('heading', { name: 'Our Menu' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  // The first cards come at once, the rest replace their skeletons a moment later.
  await expect(page.getByTestId('menu-item-skeleton')).toHaveCount(0);
  const all = await cards.count();

  await page.getByRole('button', { name: 'Vegetarian', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Panino Caprese' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panino Porchetta' })).toHaveCount(0);
  expect(await cards.count()).toBeLessThan(all);

  await page.getByRole('button', { name: 'Drinks', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Peroni/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Red Bull' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Panino Caprese' })).toHaveCount(0);
});
