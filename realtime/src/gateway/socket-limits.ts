/**
 * Socket settings, written down rather than left to the library's defaults.
 * Clients mostly listen: what they send is a few short JSON control messages.
 */
export const SOCKET_LIMITS = {
  /** Largest client message; a bigger one closes the socket (1009). */
  maxPayloadLength: 16 * 1024,
  /** Seconds without traffic before the socket is dropped. uWS pings shortly before, and a
   *  live client answers, so only dead peers hit it. Under the 60 s proxy read timeouts. */
  idleTimeout: 32,
  /** Bytes queued for one slow client before publishes to it stop. */
  maxBackpressure: 1024 * 1024,
  /** Close a client that hits maxBackpressure instead of silently skipping its messages:
   *  it reconnects and resyncs over HTTP, which beats a gap it never learns about. */
  closeOnBackpressureLimit: 1,
  /** Client messages per second per socket (token bucket: bursts of this size, then this rate).
   *  Past it the socket is closed (1008). A driver's `location` messages have a bucket of
   *  their own, below. */
  maxMessagesPerSecond: 20,
  /** A driver socket's `location` messages: a burst the size of a full offline backlog (10
   *  minutes at the portal's fastest, one a second), then two a second, twice what the portal
   *  sends. Past it fixes are dropped and counted ('rate_limited'); the socket stays open, so a
   *  buggy or hostile client loses its fixes, not the gateway's attention to others. */
  locationBurst: 600,
  locationsPerSecond: 2,
  /** Topics one socket may hold at once. */
  maxTopicsPerSocket: 32,
} as const;

/** The socket settings a deployment (or a test) may change: the heartbeat and the cap. */
export type TunableSocketLimits = Partial<Record<'idleTimeout' | 'maxBackpressure', number>>;
