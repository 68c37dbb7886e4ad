import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkAddress } from './support/delivery-location';
import { DEMO } from './support/shop';

const ADDRESS = 'Osdorpplein 1, 1068 EK Amsterdam';
const ZONE = 'E2E Osdorp';
const OUT_OF_ZONE =
  "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.";

/** A rectangle's corners, one "longitude, latitude" line each, as the zone form reads them. */
const corners = (west: number, south: number, east: number, north: number) =>
  [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
  ]
    .map(([lng, lat]) => `${lng!.toFixed(6)}, ${lat!.toFixed(6)}`)
    .join('\n');

async function saveBorder(page: Page, text: string) {
  const list = page.getByRole('textbox', { name: /Border corners/ });
  await list.fill(text);
  // The notice of an earlier save closes by itself first, so the one awaited is this save's.
  await expect(page.getByText(/^Zone saved/)).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save zone' }).click();
  await expect(page.getByText(/^Zone saved/)).toBeVisible();
}

/**
 * The border is edited through the zone form's corner list, which the terra-draw editor on
 * the same page follows: dragging vertices on a WebGL canvas is not reliable in headless
 * Chromium, so the spec only checks that the editor map comes up.
 */
test('an admin moves a zone border and an address just inside is outside at once', async ({
  page,
}) => {
  // Where the shop's geocoder puts the address: outside every demo zone.
  const geocoded = await page.request.post('/api/geo/geocode', { data: { address: ADDRESS } });
  const { lat, lng } = (await geocoded.json()) as { lat: number; lng: number };

  // Signing in, two map loads and two address checks on a shared machine.
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(DEMO.admin.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin$/);

  try {
    await page.goto('/admin/zones');
    await page.getByRole('button', { name: 'New zone' }).click();
    await expect(page.getByTestId('zone-editor-map')).toHaveAttribute('data-map-state', 'loaded', {
      timeout: 30_000,
    });
    await page.getByRole('textbox', { name: 'Name' }).fill(ZONE);
    await page.getByRole('textbox', { name: /Delivery fee/ }).fill('4,50');
    await page.getByRole('textbox', { name: /Minimum order/ }).fill('20');
    // The east border runs about 35 m east of the address.
    await saveBorder(page, corners(lng - 0.01, lat - 0.005, lng + 0.0005, lat + 0.005));
    await expect(page.getByRole('heading', { name: ZONE })).toBeVisible();

    const shop = await page.context().newPage();
    await checkAddress(shop, ADDRESS);
    await expect(
      shop.getByText(`Great! Your address is within our delivery zone: ${ZONE}`),
    ).toBeVisible();

    // Move the east border about 70 m west: the address is now just outside.
    await saveBorder(page, corners(lng - 0.01, lat - 0.005, lng - 0.0005, lat + 0.005));

    await checkAddress(shop, ADDRESS);
    await expect(shop.getByText(OUT_OF_ZONE)).toBeVisible();
  } finally {
    // Other specs expect the address outside every zone.
    const list = await page.request.get('/api/admin/zones');
    const { zones } = (await list.json()) as { zones: { id: number; name: string }[] };
    const made = zones.find((z) => z.name === ZONE);
    if (made) await page.request.delete(`/api/admin/zones/${made.id}`);
  }
});
