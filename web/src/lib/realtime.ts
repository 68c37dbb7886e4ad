import type { RealtimeTicket } from '@shop/contracts';
import type { ClientMessage, ServerMessage } from '@shop/contracts/realtime';

export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'error';

/** The spec: connect 1000 ms after the identity is known, retry about every 10000 ms. */
export const START_DELAY_MS = 1000;
export const RECONNECT_BASE_MS = 10_000;

/**
 * The wait before the next attempt: 10 s with random jitter (5–15 s). When the gateway
 * restarts, every open browser loses its socket at the same instant; a fixed delay would
 * bring them all back in the same millisecond and knock it over again.
 */
export function reconnectDelay(random: () => number = Math.random): number {
  return Math.round(RECONNECT_BASE_MS * (0.5 + random()));
}

/** `/ws?token=…&role=…&id=…&t=…` on the page's own origin (wss: on https pages). */
export function realtimeUrl(origin: { protocol: string; host: string }, ticket: RealtimeTicket) {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({
    token: ticket.token,
    role: ticket.role,
    id: ticket.id,
    t: String(ticket.t),
  });
  return `${scheme}//${origin.host}/ws?${query.toString()}`;
}

type ParseServerMessage = (json: unknown) => ServerMessage | null;
let parser: Promise<ParseServerMessage> | null = null;

/**
 * The messages' schema (one union naming the orders', drivers' and notifications' contracts) is
 * loaded with the first connection, a second after the page shows, not with the page: no
 * page's first paint needs it. A failed load is tried again with the next connection.
 */
export function loadServerMessageParser(): Promise<ParseServerMessage> {
  parser ??= import('./server-message').then(
    (module) => module.parseServerMessage,
    (error: unknown) => {
      parser = null;
      throw error;
    },
  );
  return parser;
}

export interface RealtimeDeps {
  /** A fresh ticket for every attempt: tickets are short-lived. */
  fetchTicket: () => Promise<RealtimeTicket>;
  /** Read when connecting (the page's location; there is none where the first paint renders). */
  origin: () => { protocol: string; host: string };
  /** Loads what handling messages needs; awaited before each connection, with the ticket. */
  prepare?: () => Promise<unknown>;
  onMessage: (message: ServerMessage) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** Called whenever a connection opens: events sent while none was open were missed. */
  onOpen?: () => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/**
 * One live connection to the gateway. Components never read from it: messages go to
 * `onMessage`, which feeds the query cache.
 */
export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private generation = 0;
  private running = false;
  private status: RealtimeStatus = 'disconnected';
  private parse: ParseServerMessage | null = null;
  /** Extra topics (for example one order) with how many parts of the page want them. */
  private readonly topics = new Map<string, number>();

  constructor(private readonly deps: RealtimeDeps) {}

  /** Connects after `delayMs`; a running connection is replaced. */
  start(delayMs = 0): void {
    this.stop();
    this.running = true;
    this.schedule(delayMs);
  }

  /** Connects again at once with a fresh ticket (one that grants more topics); only when running. */
  reconnect(): void {
    if (this.running) this.start(0);
  }

  stop(): void {
    this.running = false;
    this.generation += 1;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
    }
    this.setStatus('disconnected');
  }

  /** Hears `topic` while the returned function has not been called. Survives reconnects. */
  subscribe(topic: string): () => void {
    const count = this.topics.get(topic) ?? 0;
    this.topics.set(topic, count + 1);
    if (count === 0) this.send({ type: 'subscribe', topic });
    return () => {
      const left = (this.topics.get(topic) ?? 1) - 1;
      if (left > 0) {
        this.topics.set(topic, left);
        return;
      }
      this.topics.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  /** Sends on the open socket; false when none is open (nothing is queued here). */
  send(message: ClientMessage): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private schedule(delayMs: number): void {
    if (!this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delayMs);
  }

  private async connect(): Promise<void> {
    const generation = this.generation;
    this.setStatus('connecting');
    let ticket: RealtimeTicket;
    try {
      [ticket, this.parse] = await Promise.all([
        this.deps.fetchTicket(),
        loadServerMessageParser(),
        this.deps.prepare?.(),
      ]);
    } catch {
      if (generation === this.generation) this.fail();
      return;
    }
    if (generation !== this.generation) return;

    let socket: WebSocket;
    try {
      const url = realtimeUrl(this.deps.origin(), ticket);
      socket = this.deps.createSocket ? this.deps.createSocket(url) : new WebSocket(url);
    } catch {
      // An unusable URL: stay quiet and try again later instead of breaking the page.
      this.fail();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.setStatus('connected');
      for (const topic of this.topics.keys()) this.send({ type: 'subscribe', topic });
      // Whatever changed before this socket listened (the page's first second, or a drop) is
      // not replayed by the gateway: the page reads it again.
      this.deps.onOpen?.();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onerror = () => this.setStatus('error');
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.status !== 'error') this.setStatus('disconnected');
      this.schedule(reconnectDelay(this.deps.random));
    };
  }

  private fail(): void {
    this.setStatus('error');
    this.schedule(reconnectDelay(this.deps.random));
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const message = this.parse?.(json);
    if (message) this.deps.onMessage(message);
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.deps.onStatus(status);
  }
}
