/**
 * The kitchen board on a tablet, signed in as staff: it hears `order-paid` on its socket
 * (staff/orders) and reads the board (GET /api/kitchen/orders) every few seconds as the page
 * does; a paid order is accepted after a while (PATCH status preparing with the minutes) and
 * marked ready once cooked. Several screens share the work by order id.
 */
import type { ApiClient } from './http';
import { LiveSocket } from './socket';
import { sleep, type RunContext } from './context';

const BOARD_EVERY_MS = 5_000;

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
  const socket = new LiveSocket(api, ctx.gateways, ctx.metrics, '', (message) => {
    if (message.type === 'order-paid' && typeof message.orderId === 'number')
      void cook(message.orderId, false);
  });
  await socket.open();
  let reading = true;
  void (async () => {
    while (reading) {
      await sleep(BOARD_EVERY_MS);
      try {
        const board = await api.call<{ orders: BoardOrder[] }>(
          'kitchen-board',
          'GET',
          '/api/kitchen/orders',
        );
        for (const o of board.body.orders)
          if (o.paymentStatus === 'paid' && o.status === 'preparing')
            void cook(o.id, o.acceptedAt !== null);
      } catch {
        // Counted; the next read catches up.
      }
    }
  })();
  return () => {
    reading = false;
    socket.close();
  };
}
