import { eq } from 'drizzle-orm';
import type { GuestSessionInput } from '@shop/contracts';
import type { Db } from '../../db/client';
import { guestSessions, type GuestAddress } from './addresses.tables';

export type GuestSession = typeof guestSessions.$inferSelect;

/** Stores (or replaces) a guest's contact and address under its guest-cookie hash. */
export async function saveGuestSession(
  db: Db,
  tokenHash: string,
  input: GuestSessionInput,
): Promise<GuestSession> {
  const a = input.address;
  const address: GuestAddress = {
    streetAddress: a.streetAddress,
    city: a.city,
    state: a.state || null,
    zipCode: a.zipCode,
    country: a.country,
    additionalInfo: a.additionalInfo || null,
    latitude: a.latitude ?? null,
    longitude: a.longitude ?? null,
  };
  const values = { name: input.name, email: input.email, phone: input.phone, address };
  const [row] = await db
    .insert(guestSessions)
    .values({ tokenHash, ...values })
    .onConflictDoUpdate({
      target: guestSessions.tokenHash,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** The details a guest browser stored, for the checkout that follows. */
export async function findGuestSession(db: Db, tokenHash: string): Promise<GuestSession | null> {
  const [row] = await db.select().from(guestSessions).where(eq(guestSessions.tokenHash, tokenHash));
  return row ?? null;
}
