import { expect, type Page } from '@playwright/test';

/** Opens Verify Delivery Location and checks an address in the Address tab. */
export async function checkAddress(page: Page, address: string) {
  await page.goto('/location');
  await page.getByRole('textbox', { name: 'Delivery address' }).fill(address);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

/** The map has drawn its style (MapLibre fired 'load'). */
export async function waitForMap(page: Page) {
  const map = page.getByTestId('delivery-map');
  await expect(map).toHaveAttribute('data-map-state', 'loaded', { timeout: 30_000 });
  return map;
}
