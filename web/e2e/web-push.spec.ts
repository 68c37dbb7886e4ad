import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { DISHES, paidDeliveryThroughApi } from './support/checkout';
import { DEMO, signInApi } from './support/shop';
import { expect, test } from './support/test';

/**
 * The installable shop and Web Push in Chromium: the service worker controls the page after it
 * loaded, the manifest is valid and the shop installable, a page opened without a network is the
 * offline page (never a cached menu), a push shows a notification whose click opens the order's
 * tracking page, and the tracking page's opt-in stores the device's subscription.
 */
test.use({ serviceWorkers: 'allow' });

async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 30_000,
  });
}

test('the service worker controls the shop, whose manifest makes it installable', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Italieno – Italian fast food in Amsterdam',
    short_name: 'Italieno',
    start_url: '/',
    display: 'standalone',
    lang: 'en',
  });
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const dutch = (await (await page.request.get('/manifest.nl.webmanifest')).json()) as {
    name: string;
  };
  expect(dutch.name).toBe('Italieno – Italiaans fastfood in Amsterdam');

  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(errors).toEqual([]);
  const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito ones, where Chromium installs nothing: the one reason
  // it may give. Anything about the manifest, the icons or the worker would be listed too.
  expect(installability.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual(
    [],
  );
});

test('without a network a page is the offline page, not a cached menu', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);

  await context.setOffline(true);
  await page.goto('/menu');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Je bent offline' })).toBeVisible();
  await expect(page.getByText('€')).toHaveCount(0);
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a push shows a notification; its click opens the order’s tracking page', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/');
  await controlled(page);

  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      const found = (
        event as {
          registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[];
        }
      ).registrations.filter((r) => !r.isDeleted);
      if (found.length > 0) resolve(found);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const [registration] = await registrations;
  const origin = new URL(page.url()).origin;

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration!.registrationId,
    data: JSON.stringify({ orderId: 4242, status: 'on_its_way', language: 'en' }),
  });

  // Read from the page: the registration outlives the worker, which Chromium stops when idle
  // and starts again for the next event.
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      ),
    )
    .toEqual([
      {
        title: 'Order #4242 is on its way',
        body: 'Your driver is on the way. Tap to follow the delivery.',
        data: { url: '/order/4242', orderId: 4242, status: 'on_its_way' },
      },
    ]);

  // A click on the notification, as the system would deliver it to the worker. The worker
  // running now may be a later one than the first: a stopped one is woken by a message.
  await expect(async () => {
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'wake' }));
    const worker = context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(async () => {
      const scope = self as unknown as ServiceWorkerGlobalScope;
      const [shown] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown! }));
    });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/order\/4242$/);
});

test('the tracking page’s opt-in stores this device for the order', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  // Chromium without Google's push service cannot subscribe: the browser's subscription is one
  // made here, with real keys, as pushManager.subscribe would give it.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(6).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await context.addInitScript((sub) => {
    const fake = { endpoint: sub.endpoint, toJSON: () => sub, unsubscribe: async () => true };
    let current: typeof fake | null = null;
    PushManager.prototype.subscribe = async function () {
      current = fake;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current as unknown as PushSubscription | null;
    };
  }, subscription);

  await signInApi(page.request, DEMO.customer);
  const orderId = await paidDeliveryThroughApi(page.request, [DISHES.rigatoni, DISHES.penne]);
  await page.goto(`/order/${orderId}`);
  await controlled(page);
  const card = page.getByRole('region', { name: 'Tell me with the page closed' });
  await card.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(card.getByText('Notifications are on for this device.')).toBeVisible();

  const mine = (await (await page.request.get('/api/push/subscriptions')).json()) as {
    subscriptions: { topic: string; orderId: number; language: string }[];
  };
  expect(mine.subscriptions).toContainEqual(
    expect.objectContaining({ topic: 'order', orderId, language: 'en' }),
  );

  await card.getByRole('button', { name: 'Turn off on this device' }).click();
  await expect(card.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  const after = (await (await page.request.get('/api/push/subscriptions')).json()) as {
    subscriptions: { orderId: number }[];
  };
  expect(after.subscriptions.filter((s) => s.orderId === orderId)).toEqual([]);
});
