import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Address, SaveAddressInput, SavedLocationInput } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../shared/errors/app-error';
import { parseAddress, type Geocoder } from '../geo';
import { addresses } from './addresses.tables';
import { API_MESSAGES, apiMessage } from '@shop/contracts';

type AddressRow = typeof addresses.$inferSelect;
type NewAddress = Omit<typeof addresses.$inferInsert, 'userId' | 'isDefault' | 'id'>;

export const MAX_ADDRESSES_PER_USER = 20;
export const ADDRESS_NOT_FOUND = API_MESSAGES.saved_address_not_found;
const TOO_MANY_ADDRESSES = apiMessage('too_many_addresses', { max: MAX_ADDRESSES_PER_USER });
/** Serialises one user's address writes, so "exactly one default" holds under concurrency. */
const LOCK_NAMESPACE = 0x61646472;

const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  label: row.label,
  streetAddress: row.streetAddress,
  city: row.city,
  state: row.state,
  zipCode: row.zipCode,
  country: row.country,
  additionalInfo: row.additionalInfo,
  latitude: row.latitude,
  longitude: row.longitude,
  isDefault: row.isDefault,
});

const ownedBy = (userId: number, id: number) =>
  and(eq(addresses.userId, userId), eq(addresses.id, id));

/**
 * A signed-in customer's saved addresses. Every query is scoped to the caller, so another
 * customer's address id is a 404 like an unknown one. While a user has addresses, exactly one
 * of them is the default: the first saved becomes it, a new default clears the old one in the
 * same transaction, and deleting the default promotes the newest remaining address.
 */
export class AddressService {
  constructor(
    private readonly db: Db,
    private readonly geocoder: Geocoder,
    private readonly log: Logger,
  ) {}

  async list(userId: number): Promise<Address[]> {
    const rows = await this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    return rows.map(toAddress);
  }

  /** The default address, or null when the user has saved none. */
  async findDefault(userId: number): Promise<Address | null> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    return row ? toAddress(row) : null;
  }

  async create(userId: number, input: SaveAddressInput): Promise<Address> {
    // Only the short form can lack these, and it always carries coordinates.
    const values =
      typeof input.label === 'string' && input.city && input.zipCode && input.country
        ? {
            label: input.label,
            streetAddress: input.streetAddress,
            city: input.city,
            state: input.state || null,
            zipCode: input.zipCode,
            country: input.country,
            additionalInfo: input.additionalInfo || null,
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
          }
        : await this.completeSavedLocation(input as SavedLocationInput);
    const wantsDefault = input.isDefault;

    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [existing] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      const total = existing?.n ?? 0;
      if (total >= MAX_ADDRESSES_PER_USER) throw conflict(TOO_MANY_ADDRESSES);
      const isDefault = wantsDefault || total === 0;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, isDefault })
        .returning();
      return toAddress(row!);
    });
  }

  async setDefault(userId: number, id: number): Promise<Address> {
    return this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [row] = await tx.select().from(addresses).where(ownedBy(userId, id));
      if (!row) throw notFound('saved_address_not_found');
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(
          and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)),
        );
      const [updated] = await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(ownedBy(userId, id))
        .returning();
      return toAddress(updated!);
    });
  }

  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [deleted] = await tx.delete(addresses).where(ownedBy(userId, id)).returning();
      if (!deleted) throw notFound('saved_address_not_found');
      if (!deleted.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next)
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }

  /**
   * The location flow posts only a street line and a point. The street line is read like any
   * typed address (it is often the geocoder's full one-line address); what it lacks (postcode,
   * city) comes from reverse geocoding the point. When the geocoder cannot help, the spec's
   * fallbacks apply (city Amsterdam, country Netherlands) and the postcode stays empty: the
   * point, not the text, is what delivery uses.
   */
  private async completeSavedLocation(input: SavedLocationInput): Promise<NewAddress> {
    const parsed = parseAddress(input.streetAddress);
    const line = parsed.streetGiven
      ? [parsed.street, parsed.houseNumber].filter(Boolean).join(' ')
      : input.streetAddress;
    let zipCode = input.zipCode || parsed.postalCode || '';
    let city = input.city || (parsed.cityGiven ? parsed.city : '');
    let state = input.state || '';
    let country = input.country || (parsed.countryGiven ? parsed.country : '');
    if (!zipCode || !city) {
      const found = await this.geocoder.reverse(input.latitude, input.longitude).catch((err) => {
        this.log.info({ err }, 'reverse geocoding for a saved location failed; using fallbacks');
        return null;
      });
      if (found) {
        zipCode ||= found.postalCode;
        city ||= found.city;
        state ||= found.state;
        country ||= found.country;
      }
    }
    return {
      label: 'other',
      streetAddress: line,
      city: city || parsed.city,
      state: state || null,
      zipCode,
      country: country || parsed.country,
      additionalInfo: input.additionalInfo || null,
      latitude: input.latitude,
      longitude: input.longitude,
    };
  }
}

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${userId}::int)`);
}

async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}
