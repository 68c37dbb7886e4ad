import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeTicket } from '@shop/contracts';
import { useUser } from '@/features/auth/api';
import { api } from '@/lib/api-client';
import { RealtimeConnection, START_DELAY_MS, type RealtimeStatus } from '@/lib/realtime';
import { applyServerMessage, resyncLiveQueries } from './apply-server-message';
import { RealtimeContext } from './realtime-context';

/**
 * Keeps one live connection per visitor identity. Anonymous visitors connect too (public
 * topics only), so the ordering banners and the menu update on every open page; the spec's
 * old client left guests without a connection.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useUser();
  const [status, setStatus] = useState<RealtimeStatus>('disconnected');
  const [connection] = useState(
    () =>
      new RealtimeConnection({
        fetchTicket: () => api.get<RealtimeTicket>('/api/realtime/ticket'),
        origin: window.location,
        onMessage: (message) => applyServerMessage(queryClient, message),
        onStatus: setStatus,
        onOpen: () => void resyncLiveQueries(queryClient),
      }),
  );

  // Unknown until /api/user answers; then a signed-in user or a guest.
  const identity = isPending ? null : user ? `${user.role}:${user.id}` : 'guest';
  useEffect(() => {
    if (identity === null) return;
    connection.start(START_DELAY_MS);
    return () => connection.stop();
  }, [identity, connection]);

  const value = useMemo(
    () => ({ status, subscribe: (topic: string) => connection.subscribe(topic) }),
    [status, connection],
  );
  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
