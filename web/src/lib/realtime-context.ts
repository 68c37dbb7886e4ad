import { createContext, useContext, useEffect } from 'react';
import type { ClientMessage, ServerMessage } from '@shop/contracts/realtime';
import type { RealtimeStatus } from '@/lib/realtime';

/** A screen that keeps live state of its own (the dispatch map) hears the raw connection. */
export interface RealtimeListener {
  onMessage?: (message: ServerMessage) => void;
  /** A socket opened: whatever happened while none was open was missed. */
  onOpen?: () => void;
}

export interface RealtimeContextValue {
  status: RealtimeStatus;
  /** Hears an extra topic (for example `order/<id>`) until the returned function is called. */
  subscribe: (topic: string) => () => void;
  /**
   * Hears `order/<id>` until the returned function is called. A guest gets the topic through
   * a ticket for the order (with the signed link's token), so its connection is opened again.
   */
  followOrder: (orderId: number, token: string | null) => () => void;
  /**
   * Sends one message on the open socket (a driver's `location` fix); false when no socket is
   * open, so the caller keeps it for later. Absent where nothing is ever sent.
   */
  send?: (message: ClientMessage) => boolean;
  /** Hears every message and every (re)connection until the returned function is called. */
  listen?: (listener: RealtimeListener) => () => void;
}

export const RealtimeContext = createContext<RealtimeContextValue>({
  status: 'disconnected',
  subscribe: () => () => {},
  followOrder: () => () => {},
  send: () => false,
  listen: () => () => {},
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

/** Follows one order live (its status and estimate) while the calling component is mounted. */
export function useOrderTopic(orderId: number | null, token: string | null): void {
  const { followOrder } = useContext(RealtimeContext);
  useEffect(
    () => (orderId === null ? undefined : followOrder(orderId, token)),
    [orderId, token, followOrder],
  );
}
