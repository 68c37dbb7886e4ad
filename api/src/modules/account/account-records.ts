import { eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_STATUS_EMAILS,
  type AccountExport,
  type StatusEmailPreferences,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../shared/errors/app-error';
import { userById } from '../auth';
import { savedAddressesOf } from '../addresses';
import { anonymiseFoodOrders, anonymiseMerchandiseOrders, customerOrderRecords } from '../orders';
import { deleteDeliveryPhotos } from '../dispatch';
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

/**
 * The account as its owner sees it: the user row (auth's), the profile and the e-mail
 * preferences; the last two may not exist yet.
 */
export async function accountRow(db: Db | Tx, userId: number) {
  const [user, [profile], [prefs]] = await Promise.all([
    userById(db, userId),
    db.select().from(accountProfiles).where(eq(accountProfiles.userId, userId)),
    db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)),
  ]);
  if (!user) throw notFound('account_not_found');
  return { user, profile: profile ?? null, prefs: prefs ?? null };
}

/** Everything about one user, read by their id only: nobody else's rows can enter it. */
export async function collectExport(tx: Tx, userId: number): Promise<AccountExport> {
  const row = await accountRow(tx, userId);

  const savedAddresses = await savedAddressesOf(tx, userId);

  const { food, foodLines, merch, merchLines } = await customerOrderRecords(tx, userId);
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
  const foodOrderIds = await anonymiseFoodOrders(tx, userId, ERASED_NAME);
  await deleteDeliveryPhotos(tx, foodOrderIds);
  await anonymiseMerchandiseOrders(tx, userId, ERASED_NAME);
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  // The devices they opted in, and any still told of their orders.
  await deleteUserPushSubscriptions(tx, userId, foodOrderIds);
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  if (emailsOfUser.length > 0) {
    await tx
      .update(emailDeliveries)
      .set({ recipient: '' })
      .where(inArray(sql`lower(${emailDeliveries.recipient})`, emailsOfUser));
  }
}
