import {
  applyPositions,
  applySnapshot,
  checkGap,
  emptySync,
  isDispatchSeqMessage,
  receiveMessage,
  REORDER_WINDOW_MS,
  type DispatchSnapshot,
  type DispatchSync,
  type DriverPosition,
} from '@shop/contracts';
import { Topics, type ServerMessage } from '@shop/contracts/realtime';
import { localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

/** How long a driver's trail is. */
export const TRAIL_MS = 5 * 60_000;
/** A message that asks for a refresh waits this long, so a burst of them loads one snapshot. */
export const REFRESH_DEBOUNCE_MS = 400;
/** A failed snapshot is tried again after this. */
export const RETRY_MS = 3_000;
/** The lists (ages, last fixes) follow positions at most this often; the map every frame. */
export const LIST_REFRESH_MS = 1_000;

export interface Motion {
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
  start: number;
  duration: number;
}

export interface DispatchState {
  sync: DispatchSync;
  /** The last snapshot failed (why, said in the shop's language when shown); it is tried again. */
  loadError: (() => string) | null;
}

export interface DispatchStoreDeps {
  load: () => Promise<DispatchSnapshot>;
  now?: () => number;
  requestFrame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
}

/**
 * The dispatch map's live state, outside React. Fixes are queued and applied once per
 * animation frame (one state change per frame, not per message); numbered messages go through
 * the pure merge at once. The lists re-render on every numbered change and at most once a
 * second for positions; the map draws every frame it is told of.
 */
export class DispatchStore {
  private state: DispatchState = { sync: emptySync(), loadError: null };
  private queued: DriverPosition[] = [];
  private frame: number | null = null;
  private readonly listListeners = new Set<() => void>();
  private readonly frameListeners = new Set<() => void>();
  private loading: Promise<void> | null = null;
  private loadAgain = false;
  private gapTimer: ReturnType<typeof setTimeout> | null = null;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private listPublishedAt = 0;
  private listStale = false;
  private stopped = false;
  /** Each driver's recent fixes: [lng, lat, at]. */
  readonly trails = new Map<number, [number, number, number][]>();
  /** Each driver's glide from where they were drawn to their newest fix. */
  readonly motion = new Map<number, Motion>();
  readonly now: () => number;

  constructor(private readonly deps: DispatchStoreDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  getState = (): DispatchState => this.state;

  /** For the lists: numbered changes, snapshots, and positions once a second. */
  subscribe = (listener: () => void): (() => void) => {
    this.listListeners.add(listener);
    return () => void this.listListeners.delete(listener);
  };

  /** For the map: every applied batch of fixes as well. */
  subscribeFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => void this.frameListeners.delete(listener);
  }

  /** Loads a snapshot now (on open and after every reconnect). */
  resync(): Promise<void> {
    if (this.loading) {
      this.loadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.loadAgain = false;
        try {
          const snapshot = await this.deps.load();
          if (this.stopped) return;
          this.flushPositions();
          this.setSync(applySnapshot(this.state.sync, snapshot), null);
          this.seedMotion();
        } catch (err) {
          if (this.stopped) return;
          // The server's English, translated as text; else the map's own text.
          const message = err instanceof Error ? err.message : null;
          const loadError = message
            ? () => localizeMessage(message)
            : m.adminDispatch_mapCouldNotLoad;
          this.state = { ...this.state, loadError };
          this.publish(true);
          this.clear('retryTimer');
          this.retryTimer = setTimeout(() => void this.resync(), RETRY_MS);
        }
      } while (this.loadAgain && !this.stopped);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /** One message from the live connection; only `staff/dispatch` is read. */
  receive(message: ServerMessage): void {
    if (!('topic' in message) || message.topic !== Topics.staffDispatch) return;
    if (message.type === 'driver-positions') {
      this.receivePositions(message.positions);
      return;
    }
    if (isDispatchSeqMessage(message)) {
      this.setSync(receiveMessage(this.state.sync, message, this.now()), this.state.loadError);
    }
  }

  /** Fixes from the socket (gathered by the gateway), or fed by the benchmark. */
  receivePositions(positions: readonly DriverPosition[]): void {
    this.queued.push(...positions);
    this.scheduleFrame();
  }

  stop(): void {
    this.stopped = true;
    if (this.frame !== null) (this.deps.cancelFrame ?? cancelAnimationFrame)(this.frame);
    this.frame = null;
    this.clear('gapTimer');
    this.clear('refreshTimer');
    this.clear('retryTimer');
  }

  /** Where a driver is drawn at `now`: gliding from the last drawn point to the newest fix. */
  drawnPosition(driverId: number, now: number): { lat: number; lng: number } | null {
    const m = this.motion.get(driverId);
    if (!m) return null;
    const k = m.duration <= 0 ? 1 : Math.min(1, Math.max(0, (now - m.start) / m.duration));
    return {
      lat: m.from.lat + (m.to.lat - m.from.lat) * k,
      lng: m.from.lng + (m.to.lng - m.from.lng) * k,
    };
  }

  /** Whether some driver is still gliding (the map keeps animating while so). */
  moving(now: number): boolean {
    for (const m of this.motion.values()) if (now < m.start + m.duration) return true;
    return false;
  }

  private clear(name: 'gapTimer' | 'refreshTimer' | 'retryTimer'): void {
    const timer = this[name];
    if (timer) clearTimeout(timer);
    this[name] = null;
  }

  private setSync(sync: DispatchSync, loadError: DispatchState['loadError']): void {
    this.state = { sync, loadError };
    this.publish(true);
    if (this.stopped) return;
    if (sync.needsSnapshot && sync.view) {
      void this.resync();
      return;
    }
    if (sync.needsRefresh && !this.refreshTimer) {
      this.refreshTimer = setTimeout(() => {
        this.refreshTimer = null;
        void this.resync();
      }, REFRESH_DEBOUNCE_MS);
    }
    this.clear('gapTimer');
    if (sync.pending.length > 0 && sync.view) {
      this.gapTimer = setTimeout(() => {
        this.gapTimer = null;
        this.setSync(checkGap(this.state.sync, this.now()), this.state.loadError);
      }, REORDER_WINDOW_MS);
    }
  }

  private scheduleFrame(): void {
    if (this.frame !== null || this.stopped) return;
    this.frame = (this.deps.requestFrame ?? requestAnimationFrame)(() => {
      this.frame = null;
      if (this.flushPositions()) this.publish(false);
    });
  }

  /** Applies the queued fixes as one batch; true when something moved. */
  private flushPositions(): boolean {
    const view = this.state.sync.view;
    if (this.queued.length === 0 || !view) return false;
    const batch = this.queued;
    this.queued = [];
    const next = applyPositions(view, batch);
    if (next === view) return false;
    const now = this.now();
    for (const [id, driver] of next.drivers) {
      const before = view.drivers.get(id)?.position;
      const after = driver.position;
      if (!after || before === after) continue;
      const from = this.drawnPosition(id, now) ?? after;
      const gap = before ? after.at - before.at : 0;
      this.motion.set(id, {
        from,
        to: { lat: after.lat, lng: after.lng },
        start: now,
        duration: Math.min(5_000, Math.max(300, gap)),
      });
      const trail = this.trails.get(id) ?? [];
      trail.push([after.lng, after.lat, after.at]);
      while (trail.length > 0 && trail[0]![2] < after.at - TRAIL_MS) trail.shift();
      this.trails.set(id, trail);
    }
    this.state = { ...this.state, sync: { ...this.state.sync, view: next } };
    return true;
  }

  /** After a snapshot: drivers the map has not drawn yet start where the snapshot has them. */
  private seedMotion(): void {
    const view = this.state.sync.view;
    if (!view) return;
    const now = this.now();
    for (const [id, driver] of view.drivers) {
      const p = driver.position;
      if (!p) {
        this.motion.delete(id);
        continue;
      }
      const m = this.motion.get(id);
      if (!m || m.to.lat !== p.lat || m.to.lng !== p.lng) {
        const from = this.drawnPosition(id, now) ?? { lat: p.lat, lng: p.lng };
        this.motion.set(id, { from, to: { lat: p.lat, lng: p.lng }, start: now, duration: 300 });
      }
      if (!this.trails.has(id)) this.trails.set(id, [[p.lng, p.lat, p.at]]);
    }
    this.publish(false);
  }

  private publish(structural: boolean): void {
    for (const listener of this.frameListeners) listener();
    const now = this.now();
    if (structural || now - this.listPublishedAt >= LIST_REFRESH_MS) {
      this.listPublishedAt = now;
      this.listStale = false;
      for (const listener of this.listListeners) listener();
    } else if (!this.listStale) {
      // The lists catch up with the last fixes within a second.
      this.listStale = true;
      setTimeout(
        () => {
          if (this.listStale && !this.stopped) this.publish(false);
        },
        LIST_REFRESH_MS - (now - this.listPublishedAt),
      );
    }
  }
}
