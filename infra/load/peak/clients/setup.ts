/**
 * Before the evening starts: the accounts the live side needs, made through the api as an
 * operator would (the admin creates staff; drivers apply, the admin approves, they sign in),
 * the delivery addresses the shop says it delivers to, and the dishes a cart is filled with.
 * Drivers apply from their own phones, so each registration carries its own client address
 * (X-Forwarded-For, which the managed shop reads as one proxy in front would pass it on).
 */
import { DRIVER_AGREEMENT_VERSION } from '@shop/contracts';
import { ALL_BOXES, DRAWN_SIGNATURE } from '../../../../api/test/driver-applications';
import { ApiClient, type Balancer } from './http';
import { AMSTERDAM_STREETS, postalCode, type LatLng } from './amsterdam';
import type { CartItem, DeliveryAddress } from './context';
import type { Metrics } from '../metrics';

export interface Admin {
  username: string;
  password: string;
}

const PASSWORD = 'peak-hour-load-1';
/** Runs `work` for 0..count-1, `parallel` at a time. */
export async function inParallel<T>(
  count: number,
  parallel: number,
  work: (i: number) => Promise<T>,
): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await work(i);
      }
    }),
  );
  return out;
}

/** A client signed in through the back office's login, sending its token as a bearer. */
export async function signInAdmin(
  balancer: Balancer,
  metrics: Metrics,
  admin: Admin,
): Promise<ApiClient> {
  const api = new ApiClient(balancer, metrics);
  const res = await api.call<{ token: string }>('setup', 'POST', '/api/admin/login', admin);
  api.bearer = res.body.token;
  return api;
}

/** The kitchen's switch: ready delivery orders are offered to the nearest free driver. */
export async function offerReadyOrdersAutomatically(admin: ApiClient, on: boolean): Promise<void> {
  await admin.call('setup', 'PUT', '/api/dispatch/settings', { autoOfferReadyOrders: on });
}

/** Staff accounts, each signed in on its own client (one per screen). */
export async function staffScreens(
  balancer: Balancer,
  metrics: Metrics,
  admin: ApiClient,
  runTag: string,
  count: number,
): Promise<ApiClient[]> {
  return inParallel(count, 4, async (i) => {
    const username = `load-${runTag}-staff-${i}`;
    await admin.call('setup', 'POST', '/api/admin/staff', {
      username,
      email: `${username}@example.com`,
      fullName: `Kitchen Screen ${i}`,
      role: 'staff',
      password: PASSWORD,
    });
    return signInAdmin(balancer, metrics, { username, password: PASSWORD });
  });
}

/** Drivers who applied, were approved and signed in on the portal. */
export async function drivers(
  balancer: Balancer,
  metrics: Metrics,
  admin: ApiClient,
  runTag: string,
  count: number,
  onProgress: (done: number) => void,
): Promise<ApiClient[]> {
  let done = 0;
  return inParallel(count, 8, async (i) => {
    const username = `load-${runTag}-driver-${i}`;
    const phone = new ApiClient(balancer, metrics);
    const from = { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
    const applied = await phone.call<{ driver: { id: number } }>(
      'setup',
      'POST',
      '/api/driver/register',
      {
        username,
        password: PASSWORD,
        email: `${username}@example.com`,
        fullName: `Rider ${i}`,
        phone: '+31 6 5555 0000',
        agreementAccepted: true,
        digitalSignature: `Rider ${i}`,
        agreementVersion: DRIVER_AGREEMENT_VERSION,
        agreementCheckboxes: ALL_BOXES,
        signature: DRAWN_SIGNATURE,
      },
      { headers: from, expect: [201] },
    );
    await admin.call('setup', 'PATCH', `/api/admin/drivers/${applied.body.driver.id}`, {
      isActive: true,
    });
    const session = await phone.call<{ token: string }>(
      'setup',
      'POST',
      '/api/driver/login',
      { username, password: PASSWORD },
      { headers: from },
    );
    phone.bearer = session.body.token;
    onProgress(++done);
    return phone;
  });
}

/** Amsterdam addresses the shop delivers to, with where the geocoder puts them. */
export async function deliveryAddresses(
  balancer: Balancer,
  metrics: Metrics,
): Promise<{ address: DeliveryAddress; at: LatLng }[]> {
  const api = new ApiClient(balancer, metrics);
  const found = await inParallel(AMSTERDAM_STREETS.length, 4, async (i) => {
    const street = AMSTERDAM_STREETS[i]!;
    const address = {
      streetAddress: `${street.name} ${1 + (i % 40)}`,
      city: 'Amsterdam',
      zipCode: postalCode(street, i),
      country: 'Netherlands',
    };
    const res = await api
      .call<{ inDeliveryZone: boolean; lat: number; lng: number }>(
        'setup',
        'POST',
        '/api/geo/geocode',
        { address: `${address.streetAddress}, ${address.zipCode} Amsterdam` },
      )
      .catch(() => null);
    return res?.body.inDeliveryZone
      ? { address, at: { lat: res.body.lat, lng: res.body.lng } }
      : null;
  });
  const addresses = found.filter((a) => a !== null);
  if (!addresses.length)
    throw new Error('the shop delivers to none of the Amsterdam streets tried');
  return addresses;
}

/** Dishes without choices to make, that are on the menu tonight. */
export async function cartItems(balancer: Balancer, metrics: Metrics): Promise<CartItem[]> {
  const api = new ApiClient(balancer, metrics);
  const menu = await api.call<{
    items: {
      id: number;
      price: number;
      available: boolean;
      isComboMeal: boolean;
      barMenu: boolean;
      options: unknown[];
    }[];
  }>('setup', 'GET', '/api/menu');
  const items = menu.body.items
    .filter((i) => i.available && !i.isComboMeal && !i.barMenu && i.options.length === 0)
    .map((i) => ({ menuItemId: i.id, priceCents: Math.round(i.price * 100) }));
  if (!items.length) throw new Error('no dish on the menu can be ordered without choices');
  return items;
}

/** Where the kitchen is, as the driver portal shows it. */
export async function kitchenLocation(driver: ApiClient): Promise<LatLng> {
  return (await driver.call<{ kitchen: LatLng }>('setup', 'GET', '/api/driver/jobs')).body.kitchen;
}
