import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Topics, type ClientMessage } from '@shop/contracts/realtime';
import { useUser } from '@/features/auth';
import { RealtimeConnection, START_DELAY_MS, type RealtimeStatus } from '@/lib/realtime';
import { RealtimeContext, type RealtimeListener } from '@/lib/realtime-context';
import { fetchRealtimeTicket, type OrderAccess } from './ticket';
import type * as LiveCacheModule from './apply-server-message';

type LiveCache = typeof LiveCacheModule;
let liveCache: Promise<LiveCache> | null = null;
/**
 * What messages do to the page's data, loaded with the first connection (a second after the
 * page shows, like the messages' schema), not with the page. A failed load is tried again with
 * the next connection.
 */
function loadLiveCache(): Promise<LiveCache> {
  liveCache ??= import('./apply-server-message').catch((error: unknown) => {
    liveCache = null;
    throw error;
  });
  return liveCache;
}

/**
 * Keeps one live connection per visitor identity. Anonymous visitors connect too (public
 * topics only), so the ordering banners and the menu update on every open page; the spec's
 * old client left guests without a connection.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useUser();
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  // The order a tracking page follows; every ticket asks for it until another one is opened.
  const orderAccess = useRef<OrderAccess | null>(null);
  const [listeners] = useState(() => new Set<RealtimeListener>());
  // Set before the first socket opens (`prepare`), so every message finds it.
  const live = useRef<LiveCache | null>(null);
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        fetchTicket: () => fetchRealtimeTicket(orderAccess.current),
        prepare: () => loadLiveCache().then((module) => (live.current = module)),
        origin: () => window.location,
        onMessage: (message) => {
          live.current?.applyServerMessage(queryClient, message);
          for (const listener of listeners) listener.onMessage?.(message);
        },
        onStatus: setStatus,
        onOpen: () => {
          void live.current?.resyncLiveQueries(queryClient);
          for (const listener of listeners) listener.onOpen?.();
        },
      }),
  );

  // Unknown until /api/user answers; then a signed-in user or a guest.
  const identity = isPending ? null : user ? `${user.role}:${user.id}` : 'guest';
  useEffect(() => {
    if (identity === null) return;
    connection.start(START_DELAY_MS);
    return () => connection.stop();
  }, [identity, connection]);

  // Staff and admins hear every order's topic. Everyone else needs a ticket for the order: a
  // customer's user topic carries its orders' status, but the driver's position goes only to
  // the order's own topic (decided once the identity is known: the first connection waits for
  // it anyway).
  const needsOrderTicket = !isPending && user?.role !== 'staff' && user?.role !== 'admin';
  const followOrder = useCallback(
    (orderId: number, token: string | null) => {
      const unsubscribe = connection.subscribe(Topics.order(orderId));
      const before = orderAccess.current;
      if (needsOrderTicket && (before?.orderId !== orderId || before.token !== token)) {
        orderAccess.current = { orderId, token };
        connection.reconnect();
      }
      return unsubscribe;
    },
    [connection, needsOrderTicket],
  );

  const value = useMemo(
    () => ({
      status,
      subscribe: (topic: string) => connection.subscribe(topic),
      followOrder,
      send: (message: ClientMessage) => connection.send(message),
      listen: (listener: RealtimeListener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    }),
    [status, connection, followOrder, listeners],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
