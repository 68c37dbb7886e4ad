import { createContext, useContext, useEffect } from 'react';
import type { RealtimeStatus } from '@/lib/realtime';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  /** Hears an extra topic (for example `order/<id>`) until the returned function is called. */
  subscribe: (topic: string) => () => void;
}

export const RealtimeContext = createContext<RealtimeContextValue>({
  status: 'disconnected',
  subscribe: () => () => {},
});

/** disconnected, connecting, connected or error: for connection indicators. */
export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeContext).status;
}

/** Keeps the connection subscribed to `topic` while the calling component is mounted. */
export function useRealtimeTopic(topic: string | null): void {
  const { subscribe } = useContext(RealtimeContext);
  useEffect(() => (topic ? subscribe(topic) : undefined), [topic, subscribe]);
}
