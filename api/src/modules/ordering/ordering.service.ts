import { eq } from 'drizzle-orm';
import type { OrderingStatus, OrderingStatusUpdate } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../shared/audit/audit-log';
import type { AuthContext } from '../../shared/http/auth-context';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { orderingSwitches } from './ordering.tables';

/** Everything is open until staff say otherwise. */
const ALL_OPEN: OrderingStatus = {
  masterEnabled: true,
  foodOrderingEnabled: true,
  barOrderingEnabled: true,
  merchandiseOrderingEnabled: true,
};

const columns = {
  masterEnabled: orderingSwitches.masterEnabled,
  foodOrderingEnabled: orderingSwitches.foodOrderingEnabled,
  barOrderingEnabled: orderingSwitches.barOrderingEnabled,
  merchandiseOrderingEnabled: orderingSwitches.merchandiseOrderingEnabled,
};

export async function readOrderingStatus(db: Db | Tx): Promise<OrderingStatus> {
  const [row] = await db.select(columns).from(orderingSwitches).where(eq(orderingSwitches.id, 1));
  return row ?? ALL_OPEN;
}

/**
 * The switches from the catalogue's cache, for the order path (decision 0058): dropped by a
 * switch change on this replica at once, on the others when its event arrives.
 */
export function cachedOrderingStatus(catalog: CatalogCache, db: Db): () => Promise<OrderingStatus> {
  return catalog.reader('ordering-status', () => readOrderingStatus(db));
}

/**
 * What a process does once it has committed a change to the ordering switches, whoever made it
 * (staff, a full kitchen, the store clock): drops its own cached switches at once, so its next
 * order sees the change (other replicas drop theirs when the change's event arrives), and kicks
 * the relay to publish that event.
 */
export function afterSwitchesWritten(catalog: CatalogCache, kickRelay: () => void): () => void {
  return () => {
    catalog.invalidate(['ordering-status']);
    kickRelay();
  };
}

/** A staff member's switch change, as the settings module writes it (with its pauses and event). */
export interface StaffSwitchChange {
  changes: Partial<OrderingStatus>;
  actor: { id: number; name: string };
  reason: 'manual';
  now: Date;
}

export interface OrderingServiceDeps {
  db: Db;
  catalog: CatalogCache;
  kickRelay: () => void;
  /** settings-admin's writeSwitchChanges: the pauses and their ends live there. */
  writeSwitches: (tx: Tx, change: StaffSwitchChange) => Promise<OrderingStatus>;
}

export function createOrderingService({
  db,
  catalog,
  kickRelay,
  writeSwitches,
}: OrderingServiceDeps) {
  const switchesWritten = afterSwitchesWritten(catalog, kickRelay);
  return {
    status: catalog.json('ordering-status', () => readOrderingStatus(db)),

    /**
     * Staff flip some switches. Only the named switches are written, so two people changing
     * different switches at once both keep their change.
     */
    async update(update: OrderingStatusUpdate, auth: AuthContext): Promise<OrderingStatus> {
      const changes = Object.fromEntries(
        Object.entries(update).filter(([, value]) => value !== undefined),
      ) as Partial<OrderingStatus>;
      const status = await db.transaction(async (tx) => {
        const before = await readOrderingStatus(tx);
        // A switch turned off pauses until closing time; the store clock turns it back on.
        const row = await writeSwitches(tx, {
          changes,
          actor: { id: auth.user.id, name: auth.user.username },
          reason: 'manual',
          now: new Date(),
        });
        await recordAudit(tx, auth, {
          section: 'store-settings',
          action: 'ordering-status.updated',
          entityType: 'ordering-switches',
          entityId: 1,
          before,
          after: row,
        });
        return row;
      });
      switchesWritten();
      return status;
    },
  };
}

export type OrderingService = ReturnType<typeof createOrderingService>;
