import type { RealtimeTicket } from '@shop/contracts';
import { api, ApiError } from '@/lib/api-client';

/** One order the page follows live, with a guest's signed link token when it came with one. */
export interface OrderAccess {
  orderId: number;
  token: string | null;
}

export const TICKET_URL = '/api/realtime/ticket';

/** `/api/realtime/ticket?orderId=12&t=…`: a ticket that also grants `order/12`. */
export function orderTicketUrl({ orderId, token }: OrderAccess): string {
  const query = new URLSearchParams({ orderId: String(orderId) });
  if (token) query.set('t', token);
  return `${TICKET_URL}?${query.toString()}`;
}

/**
 * A ticket for the next connection attempt. With an order to follow it asks for that order too;
 * when the api refuses the order (an expired link, someone else's order) the visitor still gets
 * the plain ticket, so the rest of the page stays live.
 */
export async function fetchRealtimeTicket(order: OrderAccess | null): Promise<RealtimeTicket> {
  if (order) {
    try {
      return await api.get<RealtimeTicket>(orderTicketUrl(order));
    } catch (err) {
      const refused = err instanceof ApiError && err.status >= 400 && err.status < 500;
      if (!refused) throw err;
    }
  }
  return api.get<RealtimeTicket>(TICKET_URL);
}
