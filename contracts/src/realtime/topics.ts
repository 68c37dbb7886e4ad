/**
 * Realtime topics, MQTT-style paths. Anyone may hear `public/*`; a signed-in user hears
 * `user/<id>`; staff and admins hear `staff/*`, `order/<id>` and `driver/<id>`. A driver
 * streams its own position to the shop but does not hear `driver/<id>` (like any signed-in
 * user it hears `public/*` and its `user/<id>`). Further topics (a guest's order) are granted
 * one by one in the realtime ticket.
 */
export const Topics = {
  orderingStatus: 'public/ordering-status',
  catalog: 'public/catalog',
  /** A partner bar's pickup screen: order numbers and their stage only (bar-pickup.schema.ts). */
  barPickup: (barId: number | string) => `public/bar-pickup/${barId}`,
  user: (userId: number | string) => `user/${userId}`,
  order: (orderId: number | string) => `order/${orderId}`,
  driver: (driverId: number | string) => `driver/${driverId}`,
  staffOrders: 'staff/orders',
  staffDispatch: 'staff/dispatch',
} as const;

export type RealtimeRole = 'guest' | 'customer' | 'staff' | 'admin' | 'driver';

export interface TopicGrant {
  role: RealtimeRole;
  /** The user id for signed-in clients; a random client id for guests. */
  subject: string;
  /** Topics granted one by one (for example a guest's own order). */
  extraTopics?: readonly string[];
}

const TOPIC_PATTERN = /^[a-z-]+(\/[A-Za-z0-9_-]+)*$/;

/** The topics a client joins on connect. */
export function defaultTopics(grant: TopicGrant): string[] {
  const topics: string[] = [Topics.orderingStatus, Topics.catalog];
  if (grant.role !== 'guest') topics.push(Topics.user(grant.subject));
  if (grant.role === 'staff' || grant.role === 'admin') topics.push(Topics.staffOrders);
  return topics;
}

/** Whether a client holding `grant` may subscribe to `topic`. */
export function mayHear(grant: TopicGrant, topic: string): boolean {
  if (!TOPIC_PATTERN.test(topic) || topic.length > 120) return false;
  if (topic.startsWith('public/')) return true;
  if (grant.extraTopics?.includes(topic)) return true;
  if (grant.role === 'guest') return false;
  if (topic === Topics.user(grant.subject)) return true;
  if (topic.startsWith('staff/')) return grant.role === 'staff' || grant.role === 'admin';
  if (topic.startsWith('driver/') || topic.startsWith('order/')) {
    return grant.role === 'staff' || grant.role === 'admin';
  }
  return false;
}
