import type { Page } from '@playwright/test';
import { DISHES, paidDeliveryThroughApi } from './support/checkout';
import { DEMO, signInApi } from './support/shop';
import { expect, test } from './support/test';

/**
 * The driver portal in a tunnel: reloaded with the network off it still shows the current job
 * (address, items, the customer's phone, the code entry) and keeps the positions it could not
 * send, across a second reload; when the network is back it sends them and the customer's
 * order shows the last one.
 */
test.use({ serviceWorkers: 'allow' });

const KITCHEN = { latitude: 52.3806, longitude: 4.8886 };

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
}

test('the driver portal survives a reload without a network and sends its positions when it is back', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { ...KITCHEN, accuracy: 10 },
  });
  const portal = await phone.newPage();
  await signInApi(portal.request, DEMO.driver);

  // Luca's current job: the demo's, or a paid delivery the kitchen gives him now.
  const jobs = (await (await portal.request.get('/api/driver/jobs')).json()) as {
    current: { orderId: number } | null;
  };
  let orderId = jobs.current?.orderId ?? null;
  if (orderId === null) {
    await signInApi(request, DEMO.customer);
    orderId = await paidDeliveryThroughApi(request, [DISHES.rigatoni, DISHES.penne]);
    await signInApi(request, DEMO.admin);
    const drivers = (await (await request.get('/api/admin/drivers')).json()) as {
      drivers: { id: number; username: string }[];
    };
    const luca = drivers.drivers.find((d) => d.username === DEMO.driver.username)!;
    for (const move of [{ status: 'preparing', prepMinutes: 10 }, { status: 'ready' }]) {
      const moved = await request.patch(`/api/orders/${orderId}/status`, { data: move });
      expect(moved.status()).toBe(200);
    }
    const assigned = await request.post(`/api/orders/${orderId}/assign`, {
      data: { driverId: luca.id },
    });
    expect(assigned.status()).toBe(200);
  }

  const { current } = (await (await portal.request.get('/api/driver/jobs')).json()) as {
    current: { address: { streetAddress: string }; items: { name: string }[] };
  };
  await portal.goto('/driverdashboardnow');
  await controlled(portal);
  const job = portal.getByRole('region', { name: 'Current job' });
  await expect(job.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  const pickUp = job.getByRole('button', { name: 'Picked up' });
  if (await pickUp.isVisible()) await pickUp.click();
  await expect(job.getByRole('button', { name: 'Delivered' })).toBeVisible();
  // The portal's code is kept by the worker once it runs; a reload then comes from its cache.
  await portal.reload();
  await expect(job.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await portal.waitForFunction(
    async () => (await (await caches.open('offline-assets-v1')).keys()).length > 3,
  );

  // Into the tunnel: the page is reloaded with no network at all.
  await phone.setOffline(true);
  await portal.reload();
  await expect(job.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(job).toContainText(current.address.streetAddress);
  await expect(job).toContainText(current.items[0]!.name);
  await expect(job.getByRole('link', { name: 'Call the customer' })).toBeVisible();
  await job.getByRole('button', { name: 'Delivered' }).click();
  await expect(job.getByLabel('Delivery code')).toBeVisible();
  await expect(portal.getByText(/You are offline/)).toBeVisible();

  // Positions taken in the tunnel wait, and survive the page being reloaded again.
  // About 33 m apart, 1.5 s apart: far enough to be sent, slow enough to be believed.
  const points = [
    { latitude: 52.3803, longitude: 4.8886 },
    { latitude: 52.38, longitude: 4.8886 },
  ];
  for (const point of points) {
    await portal.waitForTimeout(1_500);
    await phone.setGeolocation({ ...point, accuracy: 10 });
  }
  const waiting = portal.getByLabel('Positions waiting');
  await expect(waiting).toHaveText(/^[1-9]\d* positions? wait/);
  const before = Number(/\d+/.exec((await waiting.textContent()) ?? '')![0]);
  await portal.reload();
  await expect(job.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  // The kept ones, and the fix the page took on opening again.
  const banner = portal.getByText(/You are offline/);
  await expect(banner).toContainText(/\d+ positions? waits? for the connection/);
  await expect
    .poll(async () => Number(/(\d+) positions? wait/.exec((await banner.textContent()) ?? '')?.[1]))
    .toBeGreaterThanOrEqual(before);

  // Out of the tunnel: the kept positions go out, and the order shows where the driver was.
  await phone.setOffline(false);
  await expect(portal.getByText(/You are offline/)).toHaveCount(0);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  await signInApi(request, DEMO.admin);
  const last = points.at(-1)!;
  await expect
    .poll(
      async () => {
        const { order } = (await (await request.get(`/api/orders/${orderId}`)).json()) as {
          order: { driver: { currentLocation: { lat: number; lng: number } | null } };
        };
        return order.driver.currentLocation;
      },
      { timeout: 30_000 },
    )
    .toEqual({ lat: expect.closeTo(last.latitude, 4), lng: expect.closeTo(last.longitude, 4) });
  await phone.close();
});
