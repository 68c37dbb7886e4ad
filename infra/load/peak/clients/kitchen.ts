/**
 * The kitchen board on a tablet, signed in as staff, doing what the page does: it reads the
 * whole board when its socket (re)connects, and after that only the orders its order messages
 * name (staff/orders), gathered for half a second into one `?ids=` read. A paid order is
 * accepted after a while (PATCH status preparing with the minutes) and marked ready once
 * cooked. Several screens share the work by order id.
 */
import { KITCHEN_BOARD_IDS_MAX } from '@shop/contracts';
import { Topics } from '@shop/contracts/realtime';
import type { ApiClient } from './http';
import { LiveSocket } from './socket';
import { sleep, type RunContext } from './context';

/** As the page's board (web/src/features/realtime/kitchen-board-follower.ts). */
const GATHER_MS = 500;
const ORDER_MESSAGES = new Set([
  'order-paid',
  'order-placed',
  'order-status',
  'order-estimate',
  'order-driver',
]);

interface BoardOrder {
  id: number;
  status: string;
  paymentStatus: string;
  acceptedAt: string | null;
}

export async function kitchenScreen(
  ctx: RunContext,
  api: ApiClient,
  screen: number,
  screens: number,
): Promise<() => void> {
  const handled = new Set<number>();
  const mine = (orderId: number) => orderId % screens === screen;
  const move = async (orderId: number, body: object, moveKind: string) => {
    for (let attempt = 0; attempt < 5 && !ctx.stopping; attempt++) {
      ctx.movedAt.set(`${orderId}:${moveKind}`, Date.now());
      try {
        await api.call('kitchen-move', 'PATCH', `/api/orders/${orderId}/status`, body);
        return;
      } catch {
        await sleep(2000);
      }
    }
  };
  const cook = async (orderId: number, accepted: boolean) => {
    if (handled.has(orderId) || !mine(orderId)) return;
    handled.add(orderId);
    const { acceptAfterSeconds, prepSeconds } = ctx.scenario.evening;
    if (!accepted) {
      await sleep(1000 * acceptAfterSeconds * (0.5 + Math.random()));
      await move(orderId, { status: 'preparing', prepMinutes: 20 }, 'accept');
    }
    await sleep(1000 * prepSeconds * (0.75 + Math.random() / 2));
    await move(orderId, { status: 'ready' }, 'ready');
  };

  let open = true;
  const readBoard = async (ids?: number[]) => {
    try {
      const board = ids
        ? await api.call<{ orders: BoardOrder[] }>(
            'kitchen-orders',
            'GET',
            `/api/kitchen/orders?ids=${ids.join(',')}`,
          )
        : await api.call<{ orders: BoardOrder[] }>('kitchen-board', 'GET', '/api/kitchen/orders');
      for (const o of board.body.orders)
        if (o.paymentStatus === 'paid' && o.status === 'preparing')
          void cook(o.id, o.acceptedAt !== null);
    } catch {
      // Counted; the next message or reconnect catches up.
    }
  };
  const waiting = new Set<number>();
  let following = false;
  const follow = async () => {
    following = true;
    while (waiting.size > 0 && open) {
      await sleep(GATHER_MS);
      const ids = [...waiting].slice(0, KITCHEN_BOARD_IDS_MAX);
      for (const id of ids) waiting.delete(id);
      await readBoard(ids);
    }
    following = false;
  };

  const socket = new LiveSocket(api, ctx.gateways, ctx.metrics, '', (message) => {
    if (message.type === 'connected') {
      void readBoard();
      return;
    }
    if (!ORDER_MESSAGES.has(message.type) || typeof message.orderId !== 'number') return;
    if (message.topic !== Topics.staffOrders) return;
    if (message.type === 'order-paid' && message.kind !== 'food') return;
    if (message.type === 'order-paid') void cook(message.orderId, false);
    waiting.add(message.orderId);
    if (!following) void follow();
  });
  await socket.open();
  return () => {
    open = false;
    socket.close();
  };
}
