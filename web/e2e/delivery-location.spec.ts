import { expect, test } from './support/test';
import { checkAddress, waitForMap } from './support/delivery-location';

const OUT_OF_ZONE =
  "Out of Delivery Range: Sorry, we don't currently deliver to this address. Try another address or visit one of our locations.";

test('an address in Zone 2 shows the zone, its fee and minimum order', async ({ page }) => {
  await checkAddress(page, 'Overtoom 100, 1054 HK Amsterdam');

  await expect(
    page.getByText('Great! Your address is within our delivery zone: West & Zuid'),
  ).toBeVisible();
  const result = page.getByRole('region', { name: 'Delivery check' });
  await expect(result.getByText('Overtoom 100, 1054 HK Amsterdam, Netherlands')).toBeVisible();
  await expect(result.getByText('approximate position')).toBeVisible();
  await expect(result.locator('dd').nth(0)).toHaveText('West & Zuid');
  await expect(result.locator('dd').nth(1)).toHaveText('€ 3,50');
  await expect(result.locator('dd').nth(2)).toHaveText('€ 20,00');
  await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toBeVisible();

  const stored = await page.evaluate(() => sessionStorage.getItem('checkoutAddress'));
  expect(JSON.parse(stored!)).toMatchObject({ zip: '1054 HK', zone: { name: 'West & Zuid' } });
});

test('an address outside every zone is out of delivery range', async ({ page }) => {
  await checkAddress(page, 'Osdorpplein 1, 1068 EK Amsterdam');

  await expect(page.getByText(OUT_OF_ZONE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Checkout' })).toHaveCount(0);
});

test('the Map tab draws the zones offline, and a click in Zone 1 is in the delivery zone', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  await page.goto('/location');
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(
    page.getByText('Click anywhere on the map to check whether we deliver there.'),
  ).toBeVisible();

  const map = await waitForMap(page);
  const canvas = map.locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await expect(map.locator('.maplibregl-ctrl-zoom-in')).toBeVisible();

  // The map opens on the city centre (52.3676, 4.9041), which lies in Zone 1.
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width / 2, y: box.height / 2 } });

  await expect(
    page.getByText('Great! Your address is within our delivery zone: Amsterdam City Center'),
  ).toBeVisible();
  await expect(map.locator('.maplibregl-marker')).toHaveCount(1);
  const point = await page.evaluate(() => sessionStorage.getItem('selectedMapPoint'));
  expect(JSON.parse(point!).lat).toBeCloseTo(52.3676, 2);
  expect(outside).toEqual([]);
});
