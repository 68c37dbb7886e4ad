import { asc, eq } from 'drizzle-orm';
import {
  type AdminBar,
  type AdminBarInput,
  type AdminCustomLocation,
  type AdminCustomLocationInput,
  API_MESSAGES,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../../shared/audit/audit-log';
import { AppError, fieldIssue, notFound } from '../../shared/errors/app-error';
import type { AuthContext } from '../../shared/http/auth-context';
import { bars, customLocations } from './geo.tables';
import { refuseDeleteWhenOrdered, type PlaceHasOrders } from './in-use';

export const LOCATION_NOT_FOUND = API_MESSAGES.location_not_found;
export const BAR_NOT_FOUND = API_MESSAGES.bar_not_found;

type LocationRow = typeof customLocations.$inferSelect;
type BarRow = typeof bars.$inferSelect;

const toLocation = (row: LocationRow): AdminCustomLocation => ({
  id: row.id,
  customId: row.customId,
  name: row.name,
  description: row.description,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  active: row.active,
});

const toBar = (row: BarRow): AdminBar => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  active: row.active,
  commissionPercent: row.commissionBps / 100,
});

const barValues = ({ commissionPercent, ...rest }: AdminBarInput) => ({
  ...rest,
  commissionBps: Math.round(commissionPercent * 100),
});

/** A slug in use answers 409 with the message under the slug field. */
async function guardSlug<T>(constraint: string, field: string, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, constraint)) {
      throw new AppError('conflict', 'slug_taken', {
        fieldIssues: { [field]: [fieldIssue('slug_taken')] },
      });
    }
    throw err;
  }
}

/**
 * Custom QR locations and partner bars. Their QR codes and bar pages read them straight from
 * the database, so a change is live with the commit; no cache to drop.
 */
/** The partner bars and the QR locations as the back office edits them. */
export function createPlacesAdmin(db: Db, hasOrders: PlaceHasOrders) {
  const locationById = async (tx: Tx, id: number) => {
    const [row] = await tx
      .select()
      .from(customLocations)
      .where(eq(customLocations.id, id))
      .for('update');
    if (!row) throw notFound('location_not_found');
    return row;
  };
  const barById = async (tx: Tx, id: number) => {
    const [row] = await tx.select().from(bars).where(eq(bars.id, id)).for('update');
    if (!row) throw notFound('bar_not_found');
    return row;
  };

  return {
    async listLocations(): Promise<AdminCustomLocation[]> {
      const rows = await db.select().from(customLocations).orderBy(asc(customLocations.name));
      return rows.map(toLocation);
    },

    createLocation(input: AdminCustomLocationInput, auth: AuthContext) {
      return guardSlug('custom_locations_custom_id_unique', 'customId', () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(customLocations).values(input).returning();
          const after = toLocation(row!);
          await recordAudit(tx, auth, {
            section: 'qr-locations',
            action: 'custom-location.created',
            entityType: 'custom-location',
            entityId: after.id,
            after,
          });
          return after;
        }),
      );
    },

    updateLocation(id: number, input: AdminCustomLocationInput, auth: AuthContext) {
      return guardSlug('custom_locations_custom_id_unique', 'customId', () =>
        db.transaction(async (tx) => {
          const before = toLocation(await locationById(tx, id));
          const [row] = await tx
            .update(customLocations)
            .set(input)
            .where(eq(customLocations.id, id))
            .returning();
          const after = toLocation(row!);
          await recordAudit(tx, auth, {
            section: 'qr-locations',
            action: 'custom-location.updated',
            entityType: 'custom-location',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /** Orders do not name custom locations, so a location can always be deleted. */
    async removeLocation(id: number, auth: AuthContext): Promise<void> {
      await db.transaction(async (tx) => {
        const before = toLocation(await locationById(tx, id));
        await tx.delete(customLocations).where(eq(customLocations.id, id));
        await recordAudit(tx, auth, {
          section: 'qr-locations',
          action: 'custom-location.deleted',
          entityType: 'custom-location',
          entityId: id,
          before,
        });
      });
    },

    async listBars(): Promise<AdminBar[]> {
      const rows = await db.select().from(bars).orderBy(asc(bars.name));
      return rows.map(toBar);
    },

    createBar(input: AdminBarInput, auth: AuthContext) {
      return guardSlug('bars_slug_unique', 'slug', () =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(bars).values(barValues(input)).returning();
          const after = toBar(row!);
          await recordAudit(tx, auth, {
            section: 'bars',
            action: 'bar.created',
            entityType: 'bar',
            entityId: after.id,
            after,
          });
          return after;
        }),
      );
    },

    updateBar(id: number, input: AdminBarInput, auth: AuthContext) {
      return guardSlug('bars_slug_unique', 'slug', () =>
        db.transaction(async (tx) => {
          const before = toBar(await barById(tx, id));
          const [row] = await tx
            .update(bars)
            .set(barValues(input))
            .where(eq(bars.id, id))
            .returning();
          const after = toBar(row!);
          await recordAudit(tx, auth, {
            section: 'bars',
            action: 'bar.updated',
            entityType: 'bar',
            entityId: id,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /**
     * Deletes a bar without orders; a bar with orders is refused (deactivate it instead), so
     * its commissions stay reportable.
     */
    async removeBar(id: number, auth: AuthContext): Promise<void> {
      await db.transaction(async (tx) => {
        const before = toBar(await barById(tx, id));
        await refuseDeleteWhenOrdered(hasOrders, tx, { barId: id }, before.name, 'bar_in_use');
        await tx.delete(bars).where(eq(bars.id, id));
        await recordAudit(tx, auth, {
          section: 'bars',
          action: 'bar.deleted',
          entityType: 'bar',
          entityId: id,
          before,
        });
      });
    },
  };
}

export type PlacesAdmin = ReturnType<typeof createPlacesAdmin>;
