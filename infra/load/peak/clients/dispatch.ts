/**
 * Staff watching the dispatch map: the snapshot (GET /api/admin/dispatch) when the page opens
 * and once a minute, and every driver's fix live on staff/dispatch, gathered by the gateway four
 * times a second. Fix-to-dispatch latency is timed from each fix's own time.
 */
import type { ApiClient } from './http';
import { LiveSocket } from './socket';
import { sleep, type RunContext } from './context';

const SNAPSHOT_EVERY_MS = 60_000;

export async function dispatchScreen(ctx: RunContext, api: ApiClient): Promise<() => void> {
  await api.call('dispatch-snapshot', 'GET', '/api/admin/dispatch');
  const socket = new LiveSocket(api, ctx.gateways, ctx.metrics, '', (message, receivedAt) => {
    if (message.type === 'driver-positions')
      for (const position of message.positions)
        ctx.metrics.record('fix-to-dispatch', receivedAt - position.at);
  });
  await socket.open();
  socket.subscribe('staff/dispatch');
  let open = true;
  void (async () => {
    // Screens opened at different moments read at different moments: the first reload comes
    // anywhere within the minute, as fixes are spread over their interval.
    await sleep(Math.random() * SNAPSHOT_EVERY_MS);
    while (open) {
      await api.call('dispatch-snapshot', 'GET', '/api/admin/dispatch').catch(() => {});
      await sleep(SNAPSHOT_EVERY_MS);
    }
  })();
  return () => {
    open = false;
    socket.close();
  };
}
