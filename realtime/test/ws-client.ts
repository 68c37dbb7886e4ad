import WebSocket, { type ClientOptions } from 'ws';

/**
 * A /ws client for tests: records every message in order, lets a test wait for the next one
 * that matches, and exposes how the socket closed.
 */
export class TestSocket {
  readonly received: any[] = [];
  private unread: any[] = [];
  private waiters: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data));
      this.received.push(message);
      const waiter = this.waiters.find((w) => w.match(message));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      } else {
        this.unread.push(message);
      }
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(
    url: string,
    headers: Record<string, string> = {},
    options: ClientOptions = {},
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { ...options, headers });
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => {
        reject(
          Object.assign(new Error(`refused with ${res.statusCode}`), { status: res.statusCode }),
        );
        res.resume();
        ws.terminate();
      });
      ws.once('error', reject);
    });
  }

  /** The next unread message matching `match` (by type when a string), waiting for it if needed. */
  next(match: string | ((m: any) => boolean) = () => true, timeoutMs = 5000): Promise<any> {
    const test = typeof match === 'string' ? (m: any) => m.type === match : match;
    const index = this.unread.findIndex(test);
    if (index >= 0) return Promise.resolve(this.unread.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no matching message within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        match: test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /**
   * Everything the server sent before it answered a ping sent now. Messages to one socket
   * arrive in order, so anything published before the ping is in the list.
   */
  async drain(): Promise<any[]> {
    const t = Math.random();
    this.send({ type: 'ping', t });
    await this.next((m) => m.type === 'pong' && m.t === t);
    return this.received;
  }

  close(): void {
    this.ws.close();
  }
}

/** The HTTP status a refused upgrade was answered with. */
export async function refusedStatus(
  url: string,
  headers: Record<string, string> = {},
): Promise<number> {
  try {
    const socket = await TestSocket.open(url, headers);
    socket.close();
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status !== undefined) return status;
    throw err;
  }
  throw new Error('the upgrade was accepted');
}

/**
 * The fixes a message carries: one in a `driver-position` (an order's page hears each fix) and
 * those gathered in a `driver-positions` (dispatch hears them a few times a second).
 */
export const fixesIn = (m: any): any[] =>
  m.type === 'driver-positions' ? m.positions : m.type === 'driver-position' ? [m] : [];

/** Matches a `driver-positions` message (dispatch's) that carries a fix `match` accepts. */
export const dispatchedFix =
  (match: (position: any) => boolean) =>
  (m: any): boolean =>
    m.type === 'driver-positions' && fixesIn(m).some(match);
