import { eq, sql } from 'drizzle-orm';
import type { OrderingStatus, OrderingStatusUpdate } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { CatalogCache } from '../../shared/cache/catalog-cache';
import { recordEvent } from '../../shared/events/outbox';
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

export async function readOrderingStatus(db: Db): Promise<OrderingStatus> {
  const [row] = await db.select(columns).from(orderingSwitches).where(eq(orderingSwitches.id, 1));
  return row ?? ALL_OPEN;
}

export interface OrderingServiceDeps {
  db: Db;
  catalog: CatalogCache;
  kickRelay: () => void;
}

export function createOrderingService({ db, catalog, kickRelay }: OrderingServiceDeps) {
  return {
    status: catalog.json('ordering-status', () => readOrderingStatus(db)),

    /**
     * Staff flip some switches. Only the named switches are written, so two people changing
     * different switches at once both keep their change.
     */
    async update(update: OrderingStatusUpdate, changedBy: number): Promise<OrderingStatus> {
      const changes = Object.fromEntries(
        Object.entries(update).filter(([, value]) => value !== undefined),
      ) as Partial<OrderingStatus>;
      const status = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orderingSwitches)
          .values({ ...ALL_OPEN, ...changes, id: 1, updatedBy: changedBy })
          .onConflictDoUpdate({
            target: orderingSwitches.id,
            set: { ...changes, updatedBy: changedBy, updatedAt: sql`now()` },
          })
          .returning(columns);
        await recordEvent(tx, {
          name: 'ordering-status.changed',
          version: 1,
          data: { status: row!, changedBy },
        });
        return row!;
      });
      catalog.invalidate(['ordering-status']);
      kickRelay();
      return status;
    },
  };
}

export type OrderingService = ReturnType<typeof createOrderingService>;
