import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { addToCart, DISHES, saveDefaultAddress, successOrderId } from './support/checkout';
import { fillDriverDetails, signAgreement } from './support/drivers';
import { CARDS, gotoLive, payWithCard } from './support/merchandise';
import { DEMO, signInApi, signInThroughForm, uniqueName } from './support/shop';

type Point = { latitude: number; longitude: number };

/** `count` points on the straight line from `from` to `to`, both included. */
function route(from: Point, to: Point, count: number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return {
      latitude: from.latitude + (to.latitude - from.latitude) * t,
      longitude: from.longitude + (to.longitude - from.longitude) * t,
    };
  });
}

/** The minutes the tracking page's headline says are left ('in about 7 minutes'), or 0. */
async function minutesLeft(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: 'Order status' }).innerText();
  return Number(/in about (\d+) minute/.exec(text)?.[1] ?? 0);
}

test('a new driver signs up, is activated, takes a job and delivers it while the customer watches', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);

  // The driver signs up on a phone that shares its position.
  const driverContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 52.3806, longitude: 4.8886, accuracy: 10 },
  });
  const driver = await driverContext.newPage();
  const username = uniqueName('rider');
  await fillDriverDetails(driver, {
    fullName: 'Paolo Bianchi',
    email: `${username}@example.com`,
    username,
    password: 'pedal-power-1',
    phone: '+31 6 4444 0000',
  });
  await signAgreement(driver);
  await expect(driver.getByText('Awaiting approval')).toBeVisible();

  // The admin activates them.
  await signInApi(request, DEMO.admin);
  const drivers = (await (await request.get('/api/admin/drivers')).json()) as {
    drivers: { id: number; username: string }[];
  };
  const driverId = drivers.drivers.find((d) => d.username === username)!.id;
  expect(
    (await request.patch(`/api/admin/drivers/${driverId}`, { data: { isActive: true } })).status(),
  ).toBe(200);

  // The customer orders a delivery to Damrak and pays.
  await signInThroughForm(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page).toHaveURL(/\/$/);
  await saveDefaultAddress(page, { label: 'home', streetAddress: 'Damrak 1', zipCode: '1012 LG' });
  await page.goto('/menu');
  await addToCart(page, [DISHES.rigatoni, DISHES.penne]);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await payWithCard(page, CARDS.succeeds);
  await expect(page).toHaveURL(/\/order\/success\?orderId=\d+$/);
  const orderId = successOrderId(page);
  const { order } = (await (await request.get(`/api/orders/${orderId}`)).json()) as {
    order: { deliveryAddress: { latitude: number; longitude: number } };
  };
  const door = {
    latitude: order.deliveryAddress.latitude,
    longitude: order.deliveryAddress.longitude,
  };
  // About a kilometre south-west of the door: ten fixes, ~110 m apart, 3.5 s apart (~115 km/h
  // at most between fixes, under the gateway's 150 km/h jump limit).
  const start = { latitude: door.latitude - 0.0065, longitude: door.longitude - 0.0105 };
  const points = route(start, door, 10);

  // The driver goes online where the ride starts.
  await driverContext.setGeolocation({ ...start, accuracy: 10 });
  await driver.reload();
  // Mantine draws the switch's track over its input, which the track's click toggles.
  await driver.getByRole('switch', { name: 'Online' }).check({ force: true });
  const sharing = driver.getByRole('region', { name: 'Location sharing' });
  await expect(sharing.getByLabel('Location status')).toHaveText(
    'Sharing your location with the shop',
  );

  // The kitchen accepts, cooks and assigns the order to the new driver.
  for (const move of [{ status: 'preparing', prepMinutes: 10 }, { status: 'ready' }]) {
    const moved = await request.patch(`/api/orders/${orderId}/status`, { data: move });
    expect(moved.status()).toBe(200);
  }
  expect(
    (await request.post(`/api/orders/${orderId}/assign`, { data: { driverId } })).status(),
  ).toBe(200);

  // Without a reload, the job is on the driver's dashboard; they pick the food up.
  const job = driver.getByRole('region', { name: 'Current job' });
  await expect(job.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await job.getByRole('button', { name: 'Picked up' }).click();

  // The customer's tracking page shows the driver, their phone and the delivery code.
  await gotoLive(page, `/order/${orderId}`);
  const driverCard = page.getByRole('region', { name: 'Your driver' });
  await expect(driverCard).toContainText('Paolo Bianchi');
  await expect(driverCard.getByRole('link', { name: 'Contact Driver' })).toHaveAttribute(
    'href',
    'tel:+31644440000',
  );
  const code = await page
    .getByRole('region', { name: 'Delivery code' })
    .locator('span[aria-hidden]')
    .innerText();
  expect(code).toMatch(/^\d{4}$/);
  const marker = page.getByLabel('Driver Paolo Bianchi', { exact: true });

  // The driver rides towards the door; the marker follows and the estimate falls.
  const minutes: number[] = [];
  const markerAt: { x: number; y: number }[] = [];
  for (const point of points.slice(1)) {
    await driverContext.setGeolocation({ ...point, accuracy: 10 });
    await driver.waitForTimeout(3_500);
    minutes.push(await minutesLeft(page));
    // Not waited for: the marker shows once a fix reaches this page, and a fix the gateway
    // drops (the first of the ride may come too soon after the last) must not stop the ride.
    const box = await marker.boundingBox({ timeout: 1_000 }).catch(() => null);
    if (box) markerAt.push({ x: box.x, y: box.y });
  }
  expect(minutes[0]).toBeGreaterThan(minutes.at(-1)!);
  expect(minutes.every((m, i) => i === 0 || m <= minutes[i - 1]!)).toBe(true);
  expect(
    new Set(markerAt.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`)).size,
  ).toBeGreaterThan(5);

  // At the door: the customer's code proves the delivery.
  await job.getByRole('button', { name: 'Delivered' }).click();
  // One box per digit; typing moves on to the next box.
  await job.getByRole('textbox').first().pressSequentially(code);
  await job.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByRole('region', { name: 'Order status' })).toContainText('Delivered');
  await expect(driver.getByRole('region', { name: 'Current job' })).toHaveCount(0);

  await driverContext.close();
});
