import WebSocket from 'ws';
import { expect } from 'vitest';
import type { RealtimeTicket } from '@shop/contracts';
import { ServerMessage, type ClientMessage } from '@shop/contracts/realtime';
import type { Shop } from '../src/shop';
import { eventually } from '../../infra/testing/eventually';
import { TestClient } from './http-client';

/**
 * Opens /ws on the shop's own origin, as a browser page does (signed in when `client` is), and
 * collects what arrives with the time it arrived.
 */
export async function openPage(shop: Shop, client = new TestClient(shop.url)) {
  const ticket = (await client.get<RealtimeTicket>('/api/realtime/ticket')).body;
  const query = new URLSearchParams({
    token: ticket.token,
    role: ticket.role,
    id: ticket.id,
    t: String(ticket.t),
  });
  const socket = new WebSocket(`ws://127.0.0.1:${shop.port}/ws?${query}`);
  const messages: { at: number; message: ServerMessage }[] = [];
  socket.on('message', (raw) => {
    const parsed = ServerMessage.safeParse(JSON.parse(String(raw)));
    if (parsed.success) messages.push({ at: Date.now(), message: parsed.data });
  });
  await eventually(() => expect(messages.some((m) => m.message.type === 'connected')).toBe(true));
  return {
    messages,
    /** Sends a client message (a subscription) on the page's socket. */
    send: (message: ClientMessage) => socket.send(JSON.stringify(message)),
    close: () => socket.close(),
  };
}
