import type { QueryClient } from '@tanstack/react-query';
import { KITCHEN_BOARD_IDS_MAX, type KitchenBoard } from '@shop/contracts';
import { api } from '@/lib/api-client';
import { BOARD_KEY, KITCHEN_BOARD_URL, boardOnScreen, boardQuery } from './kitchen-board';

/**
 * How long the messages of a moment are gathered into one read: one move sends several (the
 * status, the new estimate, the driver), and at the dinner peak orders move several times a
 * second.
 */
const GATHER_MS = 500;

/**
 * The board with the orders asked for (`asked`) replaced by their fresh copies (`fresh`): an
 * order asked for and not answered has left the board. Oldest first, as the api sends it.
 */
export function withBoardOrders<B extends KitchenBoard>(
  board: B,
  asked: ReadonlySet<number>,
  fresh: KitchenBoard,
): B {
  const orders = [...board.orders.filter((order) => !asked.has(order.id)), ...fresh.orders];
  orders.sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id);
  return { ...board, orders, alertMinutes: fresh.alertMinutes };
}

interface Follower {
  waiting: Set<number>;
  running: boolean;
}
const followers = new WeakMap<QueryClient, Follower>();

/**
 * An order message names an order the open board shows or should show. It reads only the
 * orders named since its last read (`?ids=`), not every order of the day: at the peak a whole
 * read for each message would keep every kitchen tablet reading without pause.
 */
export function followOpenBoard(queryClient: QueryClient, orderId: number): void {
  let follower = followers.get(queryClient);
  if (!follower) {
    follower = { waiting: new Set(), running: false };
    followers.set(queryClient, follower);
  }
  follower.waiting.add(orderId);
  if (!follower.running) void readNamedOrders(queryClient, follower);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One read at a time, so answers land in the order they were asked. */
async function readNamedOrders(queryClient: QueryClient, follower: Follower): Promise<void> {
  follower.running = true;
  try {
    while (follower.waiting.size > 0) {
      await pause(GATHER_MS);
      if (!boardOnScreen(queryClient)) {
        follower.waiting.clear();
        void queryClient.invalidateQueries({ queryKey: BOARD_KEY, exact: true });
        return;
      }
      // A whole read under way may have started before these orders moved: wait for it.
      if (boardQuery(queryClient)?.state.fetchStatus === 'fetching') continue;
      const asked = new Set([...follower.waiting].slice(0, KITCHEN_BOARD_IDS_MAX));
      for (const id of asked) follower.waiting.delete(id);
      const readFrom = boardQuery(queryClient)?.state.dataUpdateCount;
      try {
        const fresh = await api.get<KitchenBoard>(
          `${KITCHEN_BOARD_URL}?ids=${[...asked].join(',')}`,
        );
        if (boardQuery(queryClient)?.state.dataUpdateCount !== readFrom) {
          // The board changed while this read was out (a whole read, a move from this tablet),
          // and may hold something newer than this answer: ask again.
          for (const id of asked) follower.waiting.add(id);
          continue;
        }
        queryClient.setQueryData<KitchenBoard>(
          BOARD_KEY,
          (board) => board && withBoardOrders(board, asked, fresh),
        );
      } catch {
        // Read the whole board instead; it holds these orders too.
        follower.waiting.clear();
        void queryClient.invalidateQueries({ queryKey: BOARD_KEY, exact: true });
      }
    }
  } finally {
    follower.running = false;
  }
}
