import type { Logger } from 'pino';
import {
  FIX_RULES,
  POSITION_DROP_REASONS,
  checkFix,
  type AcceptedFix,
  type DriverPosition,
  type Fix,
  type PositionDropReason,
} from '@shop/contracts';
import type { DomainEvent } from '@shop/contracts/events';
import type { DriverDirectory, DriverState } from './driver-directory';
import type { LatestPositions } from './latest-positions';
import type { PositionBus } from './position-bus';
import type { TrackWriter, TrackStats } from './track-writer';

/** What the gateway needs to take drivers' fixes: where they come from and where they go. */
export interface PositionsOptions {
  directory: DriverDirectory;
  bus: PositionBus;
  latest: LatestPositions;
  /** The batched track; null keeps no history (a test, a benchmark without PostgreSQL). */
  track: TrackWriter | null;
  /** The server's clock (tests). */
  now?: () => number;
}

export interface PositionStats {
  accepted: number;
  dropped: Record<PositionDropReason, number>;
  /** Drivers with a socket on this gateway. */
  drivers: number;
  busFailures: number;
  latestFailures: number;
  track: TrackStats | null;
}

/** Told to the driver's socket when one of their fixes is dropped (at most once per reason per
 *  DROP_NOTICE_EVERY_MS, so a flood does not double into a flood of answers). */
export type DropNotice = (reason: PositionDropReason, message: string) => void;

const DROP_MESSAGES: Record<PositionDropReason, string> = {
  malformed: 'A location must carry lat, lng, accuracy, heading, speed and timestamp as numbers',
  out_of_range: 'The location is outside the valid range',
  inaccurate: `The location is less precise than ${FIX_RULES.maxAccuracyMeters} m`,
  future: "The location's time is ahead of the server's clock",
  too_old: 'The location is older than 10 minutes',
  too_frequent: 'At most one location a second, each newer than the last',
  too_fast: `The location implies a speed over ${FIX_RULES.maxSpeedKmh} km/h`,
  not_a_driver: 'Only active drivers may send their location',
  off_shift: 'You are offline and on no job: your location is not tracked',
  rate_limited: 'Too many locations: slow down',
};
const DROP_NOTICE_EVERY_MS = 10_000;
/** Fixes held for a driver whose profile is still loading (a backlog flushed on reconnect). */
const MAX_PENDING = Math.ceil(FIX_RULES.maxAgeMs / FIX_RULES.minIntervalMs);
const RETRY_LOOKUP_MS = 5_000;

/** One open socket of a driver. */
export interface DriverSocket {
  notify: DropNotice;
  noticeSentAt: Map<PositionDropReason, number>;
}

/** A signed-in driver user with at least one socket on this gateway. */
interface DriverEntry {
  userId: number;
  sockets: Set<DriverSocket>;
  /** undefined while the first lookup is under way; null when the user has no driver profile. */
  state: DriverState | null | undefined;
  previous: AcceptedFix | null;
  /** Fixes that came before the first lookup answered; `socket` is null once it closed. */
  pending: { socket: DriverSocket | null; fix: Fix }[];
  /** Bumped per lookup, so an older answer arriving late is ignored. */
  lookups: number;
  retry: NodeJS.Timeout | null;
}

/**
 * The hot path of drivers' positions on one gateway: it knows the drivers connected here (their
 * profile and active jobs, from the directory, refreshed by domain events), checks each fix,
 * and hands the good ones to the bus, the latest-position store and the track.
 */
export class PositionTracker {
  private readonly entries = new Map<number, DriverEntry>();
  private readonly userByDriver = new Map<number, number>();
  private accepted = 0;
  private readonly dropped = Object.fromEntries(POSITION_DROP_REASONS.map((r) => [r, 0])) as Record<
    PositionDropReason,
    number
  >;
  private readonly now: () => number;

  constructor(
    private readonly options: PositionsOptions,
    private readonly log: Logger,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** A driver's socket opened: load their profile and jobs (fixes wait for it). */
  open(userId: number, socket: DriverSocket): void {
    let entry = this.entries.get(userId);
    if (!entry) {
      entry = {
        userId,
        sockets: new Set(),
        state: undefined,
        previous: null,
        pending: [],
        lookups: 0,
        retry: null,
      };
      this.entries.set(userId, entry);
      this.load(entry);
    }
    entry.sockets.add(socket);
  }

  close(userId: number, socket: DriverSocket): void {
    const entry = this.entries.get(userId);
    if (!entry) return;
    entry.sockets.delete(socket);
    // A fix that came on this socket is still the driver's: it is taken when the lookup answers
    // (a page replacing its socket right after login may have sent its first fix on the old one).
    entry.pending = entry.pending.map((p) =>
      p.socket === socket ? { socket: null, fix: p.fix } : p,
    );
    if (entry.sockets.size > 0) return;
    if (entry.state === undefined && entry.pending.length > 0 && !entry.retry) return;
    this.forget(entry);
  }

  /** A well-formed fix from a driver's socket. */
  receive(userId: number, socket: DriverSocket, fix: Fix): void {
    const entry = this.entries.get(userId);
    if (!entry) return this.drop(socket, 'not_a_driver');
    if (entry.state === undefined) {
      if (entry.pending.length >= MAX_PENDING) return this.drop(socket, 'rate_limited');
      entry.pending.push({ socket, fix });
      return;
    }
    this.take(entry, socket, fix);
  }

  /** Counts a drop found before the tracker (a malformed message, a ticket that is not a driver's). */
  drop(socket: DriverSocket | null, reason: PositionDropReason): void {
    this.dropped[reason] += 1;
    if (!socket) return;
    const now = this.now();
    const last = socket.noticeSentAt.get(reason);
    if (last !== undefined && now - last < DROP_NOTICE_EVERY_MS) return;
    socket.noticeSentAt.set(reason, now);
    socket.notify(reason, DROP_MESSAGES[reason]);
  }

  /** Domain events that change whom a connected driver's fixes go to. */
  onEvent(event: DomainEvent): void {
    const refresh = (driverId: number | null | undefined) => {
      if (driverId === null || driverId === undefined) return;
      const userId = this.userByDriver.get(driverId);
      const entry = userId === undefined ? undefined : this.entries.get(userId);
      if (entry) this.load(entry);
    };
    switch (event.name) {
      case 'order.driver-changed':
        refresh(event.data.driverId);
        refresh(event.data.previousDriverId);
        return;
      case 'driver.shift-changed': {
        const entry = this.entries.get(event.data.userId);
        if (entry) this.load(entry);
        else refresh(event.data.driverId);
        return;
      }
      case 'order.status-changed': {
        refresh(event.data.driverId);
        // An order that left the tracked statuses: whoever drove it stops sending to it.
        for (const entry of this.entries.values()) {
          if (entry.state?.orderIds.includes(event.data.orderId)) this.load(entry);
        }
        return;
      }
      default:
        return;
    }
  }

  stats(): PositionStats {
    return {
      accepted: this.accepted,
      dropped: { ...this.dropped },
      drivers: this.entries.size,
      busFailures: this.options.bus.failures(),
      latestFailures: this.options.latest.failures(),
      track: this.options.track?.stats() ?? null,
    };
  }

  stop(): void {
    for (const entry of this.entries.values()) if (entry.retry) clearTimeout(entry.retry);
    this.entries.clear();
    this.userByDriver.clear();
  }

  private load(entry: DriverEntry): void {
    const lookup = ++entry.lookups;
    if (entry.retry) clearTimeout(entry.retry);
    entry.retry = null;
    this.options.directory.lookup(entry.userId).then(
      (state) => {
        if (lookup !== entry.lookups || this.entries.get(entry.userId) !== entry) return;
        if (entry.state) this.userByDriver.delete(entry.state.driverId);
        entry.state = state;
        if (state) this.userByDriver.set(state.driverId, entry.userId);
        const pending = entry.pending;
        entry.pending = [];
        for (const { socket, fix } of pending) this.take(entry, socket, fix);
        if (entry.sockets.size === 0) this.forget(entry);
      },
      (err: unknown) => {
        if (lookup !== entry.lookups || this.entries.get(entry.userId) !== entry) return;
        if (entry.sockets.size === 0) return this.forget(entry);
        this.log.warn({ err, userId: entry.userId }, 'could not load a driver; retrying');
        entry.retry = setTimeout(() => this.load(entry), RETRY_LOOKUP_MS);
        entry.retry.unref();
      },
    );
  }

  private forget(entry: DriverEntry): void {
    if (entry.retry) clearTimeout(entry.retry);
    this.entries.delete(entry.userId);
    if (entry.state) this.userByDriver.delete(entry.state.driverId);
  }

  private take(entry: DriverEntry, socket: DriverSocket | null, fix: Fix): void {
    const state = entry.state;
    if (!state || !state.isActive) return this.drop(socket, 'not_a_driver');
    if (!state.isOnline && state.orderIds.length === 0) return this.drop(socket, 'off_shift');
    const verdict = checkFix(fix, entry.previous, this.now());
    if (!verdict.ok) return this.drop(socket, verdict.reason);

    const position: DriverPosition = {
      driverId: state.driverId,
      lat: fix.lat,
      lng: fix.lng,
      accuracy: fix.accuracy,
      heading: fix.heading,
      speed: fix.speed,
      at: Math.round(fix.timestamp),
    };
    entry.previous = { lat: fix.lat, lng: fix.lng, at: fix.timestamp };
    this.accepted += 1;
    this.options.bus.publish({ position, orderIds: state.orderIds });
    this.options.latest.put(position);
    this.options.track?.add(position);
  }
}
