import { asc, eq, max, ne } from 'drizzle-orm';
import {
  type AdminZone,
  type AdminZoneInput,
  type AdminZoneSaved,
  type PolygonCoordinates,
  type ZoneOverlap,
  API_MESSAGES,
  apiMessage,
  codedText,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../../shared/audit/audit-log';
import { AppError, fieldIssue, notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import type { AuthContext } from '../../shared/http/auth-context';
import { deliveryZones } from './geo.tables';
import { refuseDeleteWhenOrdered, type PlaceHasOrders } from './in-use';
import { checkZoneShape, overlapShare } from './zone-geometry';

type ZoneRow = typeof deliveryZones.$inferSelect;

export const ZONE_NOT_FOUND = API_MESSAGES.zone_not_found;

function toAdminZone(row: ZoneRow): AdminZone {
  return {
    id: row.id,
    name: row.name,
    deliveryFeeCents: row.deliveryFeeCents,
    minimumOrderCents: row.minimumOrderCents,
    estimatedTime: row.estimatedTime,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    coordinates: row.coordinates,
  };
}

export interface ZonesAdminDeps {
  db: Db;
  kickRelay: () => void;
  /** Drops this process's copy of the zones; other processes hear the outbox event. */
  invalidateZones: () => void;
  hasOrders: PlaceHasOrders;
}

/** The restaurant's delivery zones as the back office edits them. */
export function createZonesAdmin({ db, kickRelay, invalidateZones, hasOrders }: ZonesAdminDeps) {
  /** Records the change's event; the zone directory of every api process reloads on it. */
  const zonesChanged = (tx: Tx) =>
    recordEvent(tx, { name: 'catalog.changed', version: 1, data: { resources: ['zones'] } });

  function validShape(coordinates: AdminZoneInput['coordinates']): PolygonCoordinates {
    const checked = checkZoneShape(coordinates);
    if (!checked.ok) {
      throw new AppError('unprocessable', checked.message, {
        fieldIssues: { coordinates: [fieldIssue(checked.message)] },
      });
    }
    return checked.coordinates;
  }

  /** The other active zones an active zone overlaps; the earlier one in the list wins there. */
  async function overlaps(tx: Tx, zone: ZoneRow): Promise<ZoneOverlap[]> {
    if (!zone.isActive) return [];
    const others = await tx
      .select()
      .from(deliveryZones)
      .where(ne(deliveryZones.id, zone.id))
      .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
    const found: ZoneOverlap[] = [];
    for (const other of others) {
      if (!other.isActive) continue;
      const share = overlapShare(zone.coordinates, other.coordinates);
      if (share <= 0) continue;
      const first =
        other.sortOrder < zone.sortOrder ||
        (other.sortOrder === zone.sortOrder && other.id < zone.id);
      const warning = apiMessage('zone_overlap', {
        zone: other.name,
        percent: Math.max(1, Math.round(share * 100)),
        winner: first ? other.name : zone.name,
      });
      found.push({
        zoneId: other.id,
        name: other.name,
        message: warning.text,
        texts: { message: codedText(warning) },
      });
    }
    return found;
  }

  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err, 'delivery_zones_name_unique')) {
        throw new AppError('conflict', 'zone_name_taken', {
          fieldIssues: { name: [fieldIssue('zone_name_taken')] },
        });
      }
      throw err;
    }
    invalidateZones();
    kickRelay();
    return result;
  }

  return {
    async list(): Promise<AdminZone[]> {
      const rows = await db
        .select()
        .from(deliveryZones)
        .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
      return rows.map(toAdminZone);
    },

    async create(input: AdminZoneInput, auth: AuthContext): Promise<AdminZoneSaved> {
      const coordinates = validShape(input.coordinates);
      return write(async (tx) => {
        const [last] = await tx.select({ n: max(deliveryZones.sortOrder) }).from(deliveryZones);
        const [row] = await tx
          .insert(deliveryZones)
          .values({ ...input, coordinates, sortOrder: (last?.n ?? 0) + 1 })
          .returning();
        const zone = toAdminZone(row!);
        await recordAudit(tx, auth, {
          section: 'zones',
          action: 'zone.created',
          entityType: 'delivery-zone',
          entityId: zone.id,
          after: zone,
        });
        await zonesChanged(tx);
        return { zone, warnings: await overlaps(tx, row!) };
      });
    },

    async update(id: number, input: AdminZoneInput, auth: AuthContext): Promise<AdminZoneSaved> {
      const coordinates = validShape(input.coordinates);
      return write(async (tx) => {
        const [before] = await tx
          .select()
          .from(deliveryZones)
          .where(eq(deliveryZones.id, id))
          .for('update');
        if (!before) throw notFound('zone_not_found');
        const [row] = await tx
          .update(deliveryZones)
          .set({ ...input, coordinates })
          .where(eq(deliveryZones.id, id))
          .returning();
        const zone = toAdminZone(row!);
        await recordAudit(tx, auth, {
          section: 'zones',
          action: 'zone.updated',
          entityType: 'delivery-zone',
          entityId: id,
          before: toAdminZone(before),
          after: zone,
        });
        await zonesChanged(tx);
        return { zone, warnings: await overlaps(tx, row!) };
      });
    },

    /**
     * Deletes a zone no order names; a zone with orders is refused (deactivate it instead),
     * so the order history keeps the zone its fee came from.
     */
    async remove(id: number, auth: AuthContext): Promise<void> {
      await write(async (tx) => {
        const [before] = await tx
          .select()
          .from(deliveryZones)
          .where(eq(deliveryZones.id, id))
          .for('update');
        if (!before) throw notFound('zone_not_found');
        await refuseDeleteWhenOrdered(hasOrders, tx, { zoneId: id }, before.name, 'zone_in_use');
        await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
        await recordAudit(tx, auth, {
          section: 'zones',
          action: 'zone.deleted',
          entityType: 'delivery-zone',
          entityId: id,
          before: toAdminZone(before),
        });
        await zonesChanged(tx);
      });
    },
  };
}

export type ZonesAdmin = ReturnType<typeof createZonesAdmin>;
