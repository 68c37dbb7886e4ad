/**
 * A visitor who looks and leaves: the menu, the categories, one or two dishes, then gone.
 * Visitors who keep the shop open in a tab hold a guest /ws (public topics) all run long.
 */
import { ApiClient } from './http';
import { LiveSocket } from './socket';
import type { RunContext } from './context';

export async function browse(ctx: RunContext): Promise<void> {
  const api = new ApiClient(ctx.balancer, ctx.metrics);
  try {
    await api.call('menu', 'GET', '/api/menu');
    await api.call('categories', 'GET', '/api/categories');
    const looks = 1 + Math.floor(Math.random() * 2);
    for (let i = 0; i < looks; i++) {
      const item = ctx.cart[Math.floor(Math.random() * ctx.cart.length)]!;
      await api.call('menu-item', 'GET', `/api/menu/${item.menuItemId}`);
    }
  } catch {
    // Counted where it failed; the visitor leaves.
  }
}

export async function idleVisitor(ctx: RunContext): Promise<LiveSocket> {
  const socket = new LiveSocket(
    new ApiClient(ctx.balancer, ctx.metrics),
    ctx.gateways,
    ctx.metrics,
    '',
    () => {},
  );
  await socket.open();
  return socket;
}
