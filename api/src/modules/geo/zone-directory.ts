import { asc } from 'drizzle-orm';
import type { Logger } from 'pino';
import { toEuros, type DeliveryZone, type ZoneSummary } from '@shop/contracts';
import type { DomainEvent } from '@shop/contracts/events';
import type { EventFeed } from '@shop/realtime';
import type { Db } from '../../db/client';
import { deliveryZones } from './geo.tables';
import { compileShape, shapeContains, toMultiPolygon, type CompiledShape } from './polygon';

type ZoneRow = typeof deliveryZones.$inferSelect;

export interface Zone {
  id: number;
  name: string;
  isActive: boolean;
  deliveryFeeCents: number;
  minimumOrderCents: number;
  summary: ZoneSummary;
  /** As the map reads it: the summary plus the polygon. */
  view: DeliveryZone;
  /** null when the stored coordinates are not a usable polygon: such a zone contains nothing. */
  shape: CompiledShape | null;
}

interface Snapshot {
  all: Zone[];
  byId: Map<number, Zone>;
  /** Active zones with a usable shape, in sort order: the first that contains a point wins. */
  searchable: Zone[];
  builtAt: number;
}

const DEFAULT_MAX_AGE_MS = 60_000;

function toZone(row: ZoneRow, log: Logger): Zone {
  const shape = compileShape(row.coordinates);
  if (!shape)
    log.warn({ zoneId: row.id }, 'delivery zone has no usable polygon; it matches nothing');
  const summary: ZoneSummary = {
    id: row.id,
    name: row.name,
    deliveryFee: toEuros(row.deliveryFeeCents),
    minimumOrderAmount: toEuros(row.minimumOrderCents),
    estimatedTime: row.estimatedTime,
    isActive: row.isActive,
    active: row.isActive,
  };
  // A single polygon goes out as Polygon coordinates, several parts as MultiPolygon coordinates.
  const multi = toMultiPolygon(row.coordinates);
  const coordinates = (
    multi && multi.length === 1 ? multi[0] : (multi ?? [])
  ) as DeliveryZone['coordinates'];
  return {
    id: row.id,
    name: row.name,
    isActive: row.isActive,
    deliveryFeeCents: row.deliveryFeeCents,
    minimumOrderCents: row.minimumOrderCents,
    summary,
    view: { ...summary, coordinates },
    shape,
  };
}

/**
 * The delivery zones, read from the database once and kept in memory. A staff change to the
 * zones publishes 'catalog.changed' with resource 'zones'; every api replica hears it on the
 * event feed and reloads. The feed is at most once, so the copy is also reloaded after
 * `maxAgeMs` in case an event was missed.
 */
export class ZoneDirectory {
  private snapshot: Promise<Snapshot> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation++;
    this.snapshot = null;
  }

  /** Drops the copy when an event says the zones changed. Returns the unsubscribe. */
  follow(feed: EventFeed): () => void {
    return feed.subscribe(
      (event: DomainEvent) => {
        if (event.name === 'catalog.changed' && event.data.resources.includes('zones')) {
          this.invalidate();
        }
      },
      ['catalog.changed'],
    );
  }

  /** Every zone, active or not, in sort order. */
  async all(): Promise<Zone[]> {
    return (await this.current()).all;
  }

  async active(): Promise<Zone[]> {
    return (await this.current()).all.filter((z) => z.isActive);
  }

  async byId(id: number): Promise<Zone | null> {
    return (await this.current()).byId.get(id) ?? null;
  }

  /** The active zone that delivers to this point, or null. */
  async locate(lat: number, lng: number): Promise<Zone | null> {
    const { searchable } = await this.current();
    return searchable.find((zone) => shapeContains(zone.shape!, lng, lat)) ?? null;
  }

  private async current(): Promise<Snapshot> {
    const cached = this.snapshot;
    if (cached) {
      const snapshot = await cached;
      if (this.now() - snapshot.builtAt <= this.maxAgeMs) return snapshot;
      if (this.snapshot === cached) this.snapshot = null;
    }
    return this.snapshot ?? this.reload();
  }

  private reload(): Promise<Snapshot> {
    const generation = this.generation;
    const pending = this.load();
    this.snapshot = pending;
    pending.then(
      () => {
        // A load overtaken by an invalidation answers its callers but is not kept.
        if (generation !== this.generation && this.snapshot === pending) this.snapshot = null;
      },
      () => {
        if (this.snapshot === pending) this.snapshot = null;
      },
    );
    return pending;
  }

  private async load(): Promise<Snapshot> {
    const rows = await this.db
      .select()
      .from(deliveryZones)
      .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
    const all = rows.map((row) => toZone(row, this.log));
    return {
      all,
      byId: new Map(all.map((z) => [z.id, z])),
      searchable: all.filter((z) => z.isActive && z.shape),
      builtAt: this.now(),
    };
  }
}
