import type { QueryClient } from '@tanstack/react-query';
import type { KitchenBoard } from '@shop/contracts';

/** The kitchen board's read (GET /api/kitchen/orders); every order message moves it. */
export const KITCHEN_BOARD_URL = '/api/kitchen/orders';
export const BOARD_KEY = [KITCHEN_BOARD_URL];

export function boardQuery(queryClient: QueryClient) {
  return queryClient.getQueryCache().find<KitchenBoard>({ queryKey: BOARD_KEY, exact: true });
}

export function boardOnScreen(queryClient: QueryClient): boolean {
  const query = boardQuery(queryClient);
  return query !== undefined && query.getObserversCount() > 0 && query.state.data !== undefined;
}

/**
 * An order message names an order the board shows or should show. A board that is not open is
 * only marked stale; it is read whole when it opens. An open board reads only the orders named
 * since its last read (kitchen-board-follower.ts), which is fetched with the first message the
 * open board hears: every page hears order messages, few show the board.
 */
export function followBoardOrder(queryClient: QueryClient, orderId: number): void {
  if (!boardOnScreen(queryClient)) {
    void queryClient.invalidateQueries({ queryKey: BOARD_KEY, exact: true });
    return;
  }
  void import('./kitchen-board-follower').then(({ followOpenBoard }) =>
    followOpenBoard(queryClient, orderId),
  );
}
