import { expect, test } from './support/test';

test('a combo with Beer costs one euro more and says so in the cart', async ({ page }) => {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Customise Combo Panino' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Customise Combo Panino' });

  await expect(dialog.getByText('Please make all selections to continue')).toBeVisible();
  await dialog.getByRole('radio', { name: /Panino Porchetta/ }).click();
  await expect(dialog.getByRole('radio', { name: /Beer/ })).toContainText('+€1,00');
  await dialog.getByRole('radio', { name: /Beer/ }).click();
  await dialog.getByRole('radio', { name: /Aioli/ }).click();
  await dialog.getByRole('button', { name: 'Add to Cart – € 13,50' }).click();
  await expect(page.getByText('Combo meal added to cart')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem', { name: 'Combo Panino' });
  await expect(line.getByText('Drink: Beer (+€1,00)')).toBeVisible();
  await expect(line.getByTestId('line-total')).toHaveText('€ 13,50');
});
