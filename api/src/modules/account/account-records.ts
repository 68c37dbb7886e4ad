import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_STATUS_EMAILS,
  type AccountExport,
  type StatusEmailPreferences,
} from '@shop/contracts';
import type { Tx } from '../../db/client';
import { notFound } from '../../shared/errors/app-error';
import { users } from '../auth/auth.tables';
import { addresses } from '../addresses/addresses.tables';
import {
  merchandiseOrderItems,
  merchandiseOrders,
  orderItems,
  orders,
} from '../orders/orders.tables';
import { deliveryPhotos } from '../drivers/drivers.tables';
import { emailDeliveries, emailPreferences, notifications } from '@shop/workers/tables';
import { deleteUserPushSubscriptions, exportPushSubscriptions } from '../push';
import { accountProfiles } from './account.tables';

/**
 * A customer's records beyond the account row (AVG/GDPR): everything read for a data export,
 * and what erasure rewrites so the books keep their orders without the person.
 */

/** What the shop's books keep in place of a deleted customer's name. */
export const ERASED_NAME = 'Deleted customer';

export function preferencesOf(
  row: typeof emailPreferences.$inferSelect | null,
): StatusEmailPreferences {
  if (!row) return { ...DEFAULT_STATUS_EMAILS };
  return {
    readyForPickup: row.readyForPickup,
    outForDelivery: row.outForDelivery,
    delivered: row.delivered,
  };
}

const iso = (d: Date) => d.toISOString();

/** Everything about one user, read by their id only: nobody else's rows can enter it. */
export async function collectExport(tx: Tx, userId: number): Promise<AccountExport> {
  const [row] = await tx
    .select({ user: users, profile: accountProfiles, prefs: emailPreferences })
    .from(users)
    .leftJoin(accountProfiles, eq(accountProfiles.userId, users.id))
    .leftJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('No such account');

  const savedAddresses = await tx
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(addresses.id);

  const food = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);
  const foodLines = food.length
    ? await tx
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            food.map((o) => o.id),
          ),
        )
        .orderBy(orderItems.id)
    : [];
  const merch = await tx
    .select()
    .from(merchandiseOrders)
    .where(eq(merchandiseOrders.userId, userId))
    .orderBy(merchandiseOrders.id);
  const merchLines = merch.length
    ? await tx
        .select()
        .from(merchandiseOrderItems)
        .where(
          inArray(
            merchandiseOrderItems.orderId,
            merch.map((o) => o.id),
          ),
        )
        .orderBy(merchandiseOrderItems.id)
    : [];
  const notes = await tx
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  const devices = await exportPushSubscriptions(tx, userId);

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: row.user.id,
      username: row.user.username,
      email: row.user.email,
      role: row.user.role,
      fullName: row.user.fullName ?? '',
      phone: row.profile?.phone ?? '',
      language: row.profile?.language ?? 'en',
      statusEmails: preferencesOf(row.prefs),
      hasProfileImage: row.user.profileImage !== null,
      createdAt: iso(row.user.createdAt),
    },
    addresses: savedAddresses.map((a) => ({
      id: a.id,
      label: a.label,
      streetAddress: a.streetAddress,
      city: a.city,
      state: a.state ?? '',
      zipCode: a.zipCode,
      country: a.country,
      additionalInfo: a.additionalInfo ?? '',
      latitude: a.latitude,
      longitude: a.longitude,
      isDefault: a.isDefault,
    })),
    orders: food.map((o) => ({
      id: o.id,
      createdAt: iso(o.createdAt),
      status: o.status,
      paymentStatus: o.paymentStatus,
      deliveryType: o.deliveryType,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      deliveryAddress: o.deliveryAddress ?? null,
      barName: o.barName,
      orderNotes: o.orderNotes,
      totalCents: o.totalCents,
      items: foodLines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          name: l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          lineTotalCents: l.lineTotalCents,
          options: l.options.map((opt) => ({ name: opt.name, value: opt.value })),
        })),
    })),
    merchandiseOrders: merch.map((o) => ({
      id: o.id,
      createdAt: iso(o.createdAt),
      status: o.status,
      paymentStatus: o.paymentStatus,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      shippingAddress: {
        line1: o.addressLine1,
        line2: o.addressLine2,
        city: o.city,
        state: o.state,
        postalCode: o.postalCode,
        country: o.country,
      },
      totalCents: o.totalCents,
      items: merchLines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          name: l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          lineTotalCents: l.lineTotalCents,
          options: [],
        })),
    })),
    notifications: notes.map((n) => ({
      title: n.title,
      message: n.message,
      read: n.read,
      createdAt: iso(n.createdAt),
    })),
    pushSubscriptions: devices,
  };
}

/**
 * Takes the person out of what the books keep: their orders lose the name, contact details,
 * notes and street (the city stays: where the shop delivered), delivery photos go, and so do
 * notifications, push subscriptions, e-mail preferences and the e-mail ledger's copies of their
 * addresses.
 */
export async function anonymiseCustomerRecords(
  tx: Tx,
  userId: number,
  emailsOfUser: string[],
): Promise<void> {
  const foodOrders = await tx
    .select({ id: orders.id, deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .where(eq(orders.userId, userId));
  for (const order of foodOrders) {
    const address = order.deliveryAddress;
    await tx
      .update(orders)
      .set({
        userId: null,
        customerName: ERASED_NAME,
        customerEmail: '',
        customerPhone: '',
        orderNotes: null,
        // The city stays (where the shop delivered); the street and the point go.
        deliveryAddress: address
          ? { streetAddress: '', city: address.city, zipCode: '', country: address.country ?? '' }
          : null,
      })
      .where(eq(orders.id, order.id));
  }
  if (foodOrders.length > 0) {
    await tx.delete(deliveryPhotos).where(
      inArray(
        deliveryPhotos.orderId,
        foodOrders.map((o) => o.id),
      ),
    );
  }
  await tx
    .update(merchandiseOrders)
    .set({
      userId: null,
      customerName: ERASED_NAME,
      customerEmail: '',
      customerPhone: '',
      addressLine1: '',
      addressLine2: '',
      postalCode: '',
      state: '',
      additionalInfo: '',
    })
    .where(eq(merchandiseOrders.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // The devices they opted in, and any still told of their orders.
  await deleteUserPushSubscriptions(
    tx,
    userId,
    foodOrders.map((o) => o.id),
  );
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  if (emailsOfUser.length > 0) {
    await tx
      .update(emailDeliveries)
      .set({ recipient: '' })
      .where(inArray(sql`lower(${emailDeliveries.recipient})`, emailsOfUser));
  }
}
