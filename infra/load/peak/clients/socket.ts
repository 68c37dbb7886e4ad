/**
 * A page's /ws connection as the shop's browser code keeps it: a ticket from the api, the
 * gateway chosen round robin, and after a drop a reconnect with full-jitter exponential backoff
 * (base 500 ms, ×2, cap 30 s) to the next gateway, with a fresh ticket
 * and the same subscriptions. Time from a drop to the next `connected` is recorded as
 * `reconnect`; the number of sockets open is a gauge of the run.
 */
import WebSocket from 'ws';
import type { Metrics } from '../metrics';
import type { ApiClient } from './http';

export class Gateways {
  private next = 0;
  constructor(readonly urls: string[]) {
    if (!urls.length) throw new Error('no /ws url to connect to');
  }
  /** The next gateway, round robin; another than `avoid` (the one that just dropped us). */
  pick(avoid?: string): string {
    const url = this.urls[this.next++ % this.urls.length]!;
    return url === avoid && this.urls.length > 1 ? this.pick(avoid) : url;
  }
}

/** Sockets open right now, and those waiting to reconnect, across the run. */
export const socketCounts = { open: 0, reconnecting: 0, opened: 0 };

const BASE_MS = 500;
const CAP_MS = 30_000;

export type Handler = (message: any, receivedAt: number) => void;

export class LiveSocket {
  private ws: WebSocket | null = null;
  private closedByUs = false;
  private droppedAt: number | null = null;
  private attempt = 0;
  private gateway: string | undefined;
  private readonly topics = new Set<string>();

  constructor(
    private readonly api: ApiClient,
    private readonly gateways: Gateways,
    private readonly metrics: Metrics,
    /** `?orderId=` for a guest's own order, or '' */
    private readonly ticketQuery: string,
    private readonly onMessage: Handler,
  ) {}

  /** Resolves once a gateway said `connected`; tries again as after a drop, 6 times at most. */
  async open(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.connect();
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) =>
          setTimeout(r, Math.random() * Math.min(CAP_MS, BASE_MS * 2 ** attempt)),
        );
      }
    }
  }

  subscribe(topic: string) {
    this.topics.add(topic);
    this.send({ type: 'subscribe', topic });
  }

  send(message: unknown): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  get isOpen(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  close() {
    this.closedByUs = true;
    if (this.droppedAt !== null) socketCounts.reconnecting--;
    this.droppedAt = null;
    this.ws?.close(1000);
  }

  private async connect(): Promise<void> {
    const ticket = (await this.api.call('ticket', 'GET', `/api/realtime/ticket${this.ticketQuery}`))
      .body as { token: string; role: string; id: string; t: number };
    const query = new URLSearchParams({
      token: ticket.token,
      role: ticket.role,
      id: ticket.id,
      t: String(ticket.t),
    });
    const started = performance.now();
    // After a failure or a drop, another gateway than the last one.
    this.gateway = this.gateways.pick(
      this.attempt > 0 || this.droppedAt !== null ? this.gateway : undefined,
    );
    const ws = new WebSocket(`${this.gateway}?${query}`, { perMessageDeflate: false });
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      let connected = false;
      ws.on('message', (raw) => {
        const receivedAt = Date.now();
        let message: any;
        try {
          message = JSON.parse(String(raw));
        } catch {
          this.metrics.fail('socket', 'malformed');
          return;
        }
        if (message.type === 'connected' && !connected) {
          connected = true;
          this.metrics.record('socket-open', performance.now() - started);
          socketCounts.open++;
          socketCounts.opened++;
          if (this.droppedAt !== null) {
            this.metrics.record('reconnect', Date.now() - this.droppedAt);
            socketCounts.reconnecting--;
            this.droppedAt = null;
          }
          this.attempt = 0;
          for (const topic of this.topics) this.send({ type: 'subscribe', topic });
          resolve();
        } else if (message.type === 'error') {
          this.metrics.fail('socket', message.code ?? 'error');
        }
        this.onMessage(message, receivedAt);
      });
      ws.once('error', (err) => {
        if (!connected) reject(err);
      });
      ws.once('close', () => {
        if (!connected) {
          // Whoever called connect() tries again (open, or the reconnect loop).
          this.attempt++;
          reject(new Error('closed before connected'));
          return;
        }
        socketCounts.open--;
        if (this.closedByUs) return;
        if (this.droppedAt === null) {
          this.droppedAt = Date.now();
          socketCounts.reconnecting++;
          if (connected) this.metrics.fail('socket', 'dropped');
        }
        this.scheduleReconnect();
      });
    });
  }

  private scheduleReconnect() {
    const backoff = Math.min(CAP_MS, BASE_MS * 2 ** Math.min(this.attempt, 10));
    setTimeout(() => {
      if (this.closedByUs) return;
      this.connect().catch(() => this.scheduleReconnect());
    }, Math.random() * backoff).unref();
  }
}
