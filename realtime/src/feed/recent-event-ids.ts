/** How long a listener remembers an event id it delivered; a repeat within it is dropped. */
export const RECENT_EVENT_WINDOW_MS = 5 * 60_000;
/** At most this many ids (about 8 minutes of the platform peak's events, some 25 MB). */
export const RECENT_EVENT_MAX = 200_000;

/**
 * The event ids a feed delivered lately. The relay publishes at least once: a batch whose
 * publish went out but whose stamp in the outbox did not commit (PostgreSQL restarted, the
 * relaying process died, another took over) is published again, and its events must not reach
 * the sockets twice. Ids older than the window, or beyond the maximum, are forgotten, oldest
 * first.
 */
export class RecentEventIds {
  /** Id → when it was first seen; a Map keeps insertion order, so the oldest come first. */
  private readonly seen = new Map<string, number>();
  /** Repeats dropped since start, for monitoring. */
  repeats = 0;

  constructor(
    private readonly windowMs = RECENT_EVENT_WINDOW_MS,
    private readonly max = RECENT_EVENT_MAX,
    private readonly now: () => number = Date.now,
  ) {}

  /** True the first time an id is offered within the window; false for a repeat. */
  firstTime(id: string): boolean {
    const now = this.now();
    this.forget(now);
    if (this.seen.has(id)) {
      this.repeats += 1;
      return false;
    }
    this.seen.set(id, now);
    this.forget(now);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private forget(now: number): void {
    for (const [id, at] of this.seen) {
      if (this.seen.size <= this.max && now - at <= this.windowMs) return;
      this.seen.delete(id);
    }
  }
}
