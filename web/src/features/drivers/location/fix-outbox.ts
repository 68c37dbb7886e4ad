import { STREAM_RULES, type LocationMessage } from '@shop/contracts';

/**
 * Kept fixes go out at most this often: 10 a second, half of what the gateway tolerates
 * before it closes a socket (20 a second).
 */
export const FLUSH_GAP_MS = 100;

/** Ten minutes of fixes at the fastest rate the stream allows (one a second). */
export const OUTBOX_LIMIT = Math.ceil(STREAM_RULES.keepWhileOfflineMs / STREAM_RULES.minGapMs);

export interface FixOutboxDeps {
  /** Sends on the live connection; false when no socket is open (the fix is kept). */
  send: (message: LocationMessage) => boolean;
  /** Called whenever the number of fixes waiting changes. */
  onPending?: (pending: number) => void;
  /** Called with the fixes waiting whenever they change (the portal keeps them in IndexedDB). */
  onChange?: (waiting: readonly LocationMessage[]) => void;
  now?: () => number;
}

/**
 * The fixes on their way to the gateway, oldest first. A fix that cannot be sent (the socket is
 * down) waits, for at most ten minutes (older ones the gateway would refuse), and goes out on
 * `resume()` once a socket is open again, paced so a long backlog cannot flood the connection.
 */
export class FixOutbox {
  private queue: LocationMessage[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private reported = 0;

  constructor(private readonly deps: FixOutboxDeps) {}

  get pending(): number {
    return this.queue.length;
  }

  push(fix: LocationMessage): void {
    this.queue.push(fix);
    this.changed();
    this.pump();
  }

  /**
   * Fixes kept from before a reload: they go first, in time order, under the same rules (at
   * most ten minutes old, paced, only on an open socket).
   */
  restore(fixes: readonly LocationMessage[]): void {
    const known = new Set(this.queue.map((f) => f.timestamp));
    const earlier = fixes.filter((f) => !known.has(f.timestamp));
    if (earlier.length === 0) return;
    this.queue = [...earlier, ...this.queue].sort((a, b) => a.timestamp - b.timestamp);
    this.changed();
    this.pump();
  }

  /** A socket opened: send what waits. */
  resume(): void {
    this.pump();
  }

  /** The page is going away: stop the timer, keep the fixes (they are kept on the phone too). */
  pause(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Tracking stopped (the driver went offline): nothing kept is sent later. */
  clear(): void {
    const had = this.queue.length > 0;
    this.queue = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (had) this.changed();
    this.report();
  }

  private changed(): void {
    this.deps.onChange?.(this.queue);
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }

  private trim(): void {
    const oldest = this.now() - STREAM_RULES.keepWhileOfflineMs;
    const before = this.queue.length;
    const fresh = this.queue.findIndex((fix) => fix.timestamp >= oldest);
    if (fresh === -1) this.queue = [];
    else if (fresh > 0) this.queue = this.queue.slice(fresh);
    if (this.queue.length > OUTBOX_LIMIT) this.queue = this.queue.slice(-OUTBOX_LIMIT);
    if (this.queue.length !== before) this.changed();
  }

  private pump(): void {
    this.trim();
    if (this.timer) return this.report();
    const head = this.queue[0];
    if (!head) return this.report();
    const wait = this.lastSentAt + FLUSH_GAP_MS - this.now();
    if (wait > 0) return this.later(wait);
    if (!this.deps.send(head)) return this.report();
    this.queue.shift();
    this.changed();
    this.lastSentAt = this.now();
    if (this.queue.length > 0) this.later(FLUSH_GAP_MS);
    else this.report();
  }

  private later(ms: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
    this.report();
  }

  private report(): void {
    if (this.reported === this.queue.length) return;
    this.reported = this.queue.length;
    this.deps.onPending?.(this.reported);
  }
}
