/**
 * The people at the shop during the cluster test, all on the `ops` host and all through nginx:
 * customers who check out as guests (infra/load/guest-checkout.ts) and follow their order on its
 * tracking page's socket, and the kitchen, which moves each paid order to delivered.
 *
 * A customer's socket behaves as the web app's (web/src/lib/realtime.ts): a fresh ticket for
 * every attempt, after a drop a new attempt 5 to 15 s later, and once subscribed the order read
 * again over HTTP, since the gateway does not replay what a page missed while it was away.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import type { Order, OrderStatus, RealtimeTicket } from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import { TestClient } from '../../api/test/http-client';
import { guestCheckout, type CheckoutOutcome } from '../load/guest-checkout';

/** The kitchen's moves after payment, in order, and the status each one leaves. */
export const MOVES = ['accept', 'ready', 'pick-up', 'deliver'] as const;
export type Move = (typeof MOVES)[number];
const BODY: Record<Move, { status: OrderStatus; prepMinutes?: number }> = {
  accept: { status: 'preparing', prepMinutes: 10 },
  ready: { status: 'ready' },
  'pick-up': { status: 'in_transit' },
  deliver: { status: 'delivered' },
};

/** How far along an order is, as a page can tell from the order it read. */
function progress(order: Pick<Order, 'status' | 'acceptedAt'>): number {
  switch (order.status) {
    case 'preparing':
      return order.acceptedAt ? 1 : 0;
    case 'ready':
      return 2;
    case 'in_transit':
      return 3;
    case 'delivered':
      return 4;
    default:
      return 0;
  }
}

/** What happened, when: the run's figures are cut into phases by these times. */
export interface Journal {
  checkouts: { at: number; outcome: CheckoutOutcome; ms: number }[];
  /** When each move was answered by the api (`at`), per order. */
  moves: Map<number, Map<Move, number>>;
  kitchenErrors: { at: number; error: string }[];
  /** What each customer's page learned of each move: over the socket, or by reading the order. */
  learned: { orderId: number; move: Move; at: number; how: 'socket' | 'read' }[];
  drops: { at: number; gateway: string }[];
  connects: { at: number; gateway: string; reconnect: boolean }[];
  socketErrors: { at: number; error: string }[];
  /** Orders whose page never showed them delivered, with what their page went through. */
  stuck: { orderId: number; lastSeen: Move | 'paid'; trail: string[] }[];
  followed: number[];
}

export function newJournal(): Journal {
  return {
    checkouts: [],
    moves: new Map(),
    kitchenErrors: [],
    learned: [],
    drops: [],
    connects: [],
    socketErrors: [],
    stuck: [],
    followed: [],
  };
}

/** The kitchen's tablet, signed in as the demo staff account. */
export class Kitchen {
  private readonly client: TestClient;

  constructor(
    url: string,
    private readonly journal: Journal,
    private readonly stepMs: number,
  ) {
    this.client = new TestClient(url);
  }

  async signIn() {
    const res = await this.client.post('/api/login', {
      username: 'marco',
      password: 'kitchen1234',
    });
    if (res.status !== 200) throw new Error(`the kitchen could not sign in: ${res.status}`);
  }

  /** Every move of a paid order, `stepMs` apart; a move that gets no answer is tried again. */
  async cook(orderId: number) {
    const answered = new Map<Move, number>();
    this.journal.moves.set(orderId, answered);
    for (const move of MOVES) {
      await sleep(this.stepMs);
      for (let attempt = 0; attempt < 60; attempt++) {
        const sent = Date.now();
        const res = await this.client
          .patch(`/api/orders/${orderId}/status`, BODY[move])
          .catch((err: unknown) => ({ status: 0, text: String(err) }));
        if (res.status === 200) {
          answered.set(move, Date.now());
          break;
        }
        this.journal.kitchenErrors.push({ at: sent, error: `${move}: ${res.status}` });
        // A 409 after an attempt without an answer: that attempt went through.
        if (res.status === 409 && attempt > 0) {
          answered.set(move, sent);
          break;
        }
        await sleep(1000);
      }
    }
  }
}

/** A /ws socket through the front, and the gateway that took it. */
function frontSocket(url: string): { ws: WebSocket; gateway: () => string } {
  const ws = new WebSocket(url);
  let gateway = '?';
  ws.on('upgrade', (res) => {
    // nginx lists every gateway it tried; the last one answered.
    gateway = String(res.headers['x-upstream'] ?? '?')
      .split(', ')
      .pop()!;
  });
  return { ws, gateway: () => gateway };
}

/** The web app's wait before the next attempt: 10 s with jitter (5–15 s). */
const reconnectDelay = () => Math.round(10_000 * (0.5 + Math.random()));

/**
 * One tracking page: follows `orderId` until it shows it delivered, or `deadline` passes (then
 * the order is stuck for this customer).
 */
async function follow(
  client: TestClient,
  orderId: number,
  journal: Journal,
  deadline: number,
): Promise<void> {
  let seen = 0;
  let closedByUs = false;
  let socket: WebSocket | null = null;
  let attempts = 0;
  const started = Date.now();
  const trail: string[] = [];
  const note = (what: string) =>
    trail.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${what}`);
  const learn = (reached: number, how: 'socket' | 'read') => {
    for (; seen < reached; seen++) {
      // Moves passed over (the page jumped ahead) are not learned; the last one is.
      if (seen + 1 === reached)
        journal.learned.push({ orderId, move: MOVES[seen]!, at: Date.now(), how });
    }
  };
  journal.followed.push(orderId);
  await new Promise<void>((resolve) => {
    const done = () => {
      closedByUs = true;
      socket?.close();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      journal.stuck.push({ orderId, lastSeen: seen === 0 ? 'paid' : MOVES[seen - 1]!, trail });
      done();
    }, deadline - Date.now());
    const retry = () => {
      if (!closedByUs) setTimeout(() => void connect(), reconnectDelay());
    };
    // Read again when the read fails, as the web app's queries do (three tries).
    const read = async () => {
      for (let attempt = 0; attempt < 3 && !closedByUs; attempt++) {
        const res = await client.get<{ order: Order }>(`/api/orders/${orderId}`).catch(() => null);
        note(
          `read: ${res?.status ?? 'no answer'} ${res?.status === 200 ? res.body.order.status : ''}`,
        );
        if (res?.status === 200) {
          learn(progress(res.body.order), 'read');
          if (seen === MOVES.length) done();
          return;
        }
        await sleep(1000 * 2 ** attempt);
      }
    };
    const connect = async () => {
      if (closedByUs) return;
      const reconnect = attempts++ > 0;
      const ticket = await client
        .get<RealtimeTicket>(`/api/realtime/ticket?orderId=${orderId}`)
        .catch(() => null);
      if (ticket?.status !== 200) {
        note(`ticket: ${ticket?.status ?? 'no answer'}`);
        journal.socketErrors.push({ at: Date.now(), error: `ticket: ${ticket?.status ?? 'none'}` });
        retry();
        return;
      }
      const { token, role, id, t } = ticket.body;
      const query = new URLSearchParams({ token, role, id, t: String(t) });
      const { ws, gateway } = frontSocket(`${client.baseUrl.replace('http', 'ws')}/ws?${query}`);
      socket = ws;
      ws.on('open', () => {
        note(`open via ${gateway()}`);
        journal.connects.push({ at: Date.now(), gateway: gateway(), reconnect });
        ws.send(JSON.stringify({ type: 'subscribe', topic: Topics.order(orderId) }));
      });
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as { type: string; [key: string]: unknown };
        if (message.type !== 'order-status') note(`${message.type}`);
        if (message.type === 'subscribed') void read();
        if (message.type === 'order-status' && message.orderId === orderId) {
          // The message names the move; 'pay' (sent before the page listened) is not the kitchen's.
          const move = MOVES.indexOf(message.move as Move) + 1;
          note(`order-status ${String(message.move)}`);
          learn(
            move || progress({ status: message.status as OrderStatus, acceptedAt: null }),
            'socket',
          );
          if (seen === MOVES.length) done();
        }
      });
      ws.on('error', (err) => {
        note(`error ${err.message}`);
        journal.socketErrors.push({ at: Date.now(), error: err.message });
      });
      ws.on('close', (code) => {
        if (closedByUs || socket !== ws) return;
        note(`closed ${code}`);
        journal.drops.push({ at: Date.now(), gateway: gateway() });
        retry();
      });
    };
    void connect();
  });
}

/**
 * `customers` guests, each ordering, paying and following their order to the door, then the
 * next one, until `running()` says stop. Resolves once every page followed its order home.
 */
export async function customersAtWork(options: {
  url: string;
  customers: number;
  menuItemId: number;
  kitchen: Kitchen;
  journal: Journal;
  running: () => boolean;
  followMs: number;
}) {
  const { journal } = options;
  const customer = async () => {
    while (options.running()) {
      const client = new TestClient(options.url);
      const started = Date.now();
      const { outcome, orderId } = await guestCheckout(client, options.menuItemId);
      journal.checkouts.push({ at: started, outcome, ms: Date.now() - started });
      if (outcome !== 'paid' || orderId === null) {
        await sleep(1000);
        continue;
      }
      await Promise.all([
        options.kitchen.cook(orderId),
        follow(client, orderId, journal, Date.now() + options.followMs),
      ]);
    }
  };
  await Promise.all(Array.from({ length: options.customers }, customer));
}

/**
 * Menu pages left open: a guest socket without a ticket, hearing only the public topics, kept
 * for the whole run and opened again 5 to 15 s after a drop. They show what the front does to a
 * quiet socket: a gateway that is alive keeps it (its heartbeat beats nginx's read timeout).
 */
export async function idlePages(options: {
  url: string;
  pages: number;
  journal: Journal;
  running: () => boolean;
}) {
  const page = () =>
    new Promise<void>((resolve) => {
      let connects = 0;
      const open = () => {
        if (!options.running()) return resolve();
        const { ws, gateway } = frontSocket(`${options.url.replace('http', 'ws')}/ws`);
        ws.on('open', () => {
          const reconnect = connects++ > 0;
          options.journal.connects.push({ at: Date.now(), gateway: gateway(), reconnect });
        });
        const stop = setInterval(() => {
          if (!options.running()) ws.close();
        }, 500);
        ws.on('error', () => {});
        ws.on('close', () => {
          clearInterval(stop);
          if (!options.running()) return resolve();
          options.journal.drops.push({ at: Date.now(), gateway: gateway() });
          setTimeout(open, reconnectDelay());
        });
      };
      open();
    });
  await Promise.all(Array.from({ length: options.pages }, page));
}
