/**
 * What every client of a run shares: the scenario, the figures, where the shop is, the ledger
 * of what clients were told, and the small facts one kind of client passes to another the way
 * people do in the evening (the customer reads the delivery code to the driver at the door).
 */
import type { Scenario } from '../scenario';
import type { Metrics } from '../metrics';
import type { Balancer } from './http';
import type { Gateways } from './socket';
import type { LatLng } from './amsterdam';

export interface DeliveryAddress {
  streetAddress: string;
  city: string;
  zipCode: string;
  country: string;
}

export interface CartItem {
  menuItemId: number;
  priceCents: number;
}

/** What clients were told: the orders acknowledged (201) and whether each was then paid. */
export class Ledger {
  readonly orders = new Map<number, { paid: boolean; placedAt: number; deliveredAt?: number }>();
  /** Statuses each order's tracking socket heard, in arrival order. */
  readonly heard = new Map<number, string[]>();

  acknowledge(orderId: number) {
    this.orders.set(orderId, { paid: false, placedAt: Date.now() });
  }
  paid(orderId: number) {
    this.orders.get(orderId)!.paid = true;
  }
  hear(orderId: number, status: string) {
    const list = this.heard.get(orderId) ?? [];
    if (list.at(-1) !== status) list.push(status);
    this.heard.set(orderId, list);
  }
  delivered(orderId: number) {
    const order = this.orders.get(orderId);
    if (order && !order.deliveredAt) order.deliveredAt = Date.now();
  }
  get open(): number {
    let n = 0;
    for (const o of this.orders.values()) if (o.paid && !o.deliveredAt) n++;
    return n;
  }
}

export interface RunContext {
  scenario: Scenario;
  metrics: Metrics;
  balancer: Balancer;
  gateways: Gateways;
  /** The Stripe stand-in customers confirm their cards at (Stripe mode); null in test mode. */
  stripe: { balancer: Balancer; publishableKey: string } | null;
  ledger: Ledger;
  /** Addresses the shop delivers to, checked at the start of the run. */
  addresses: DeliveryAddress[];
  /** Items a customer may put in the cart (no options to choose). */
  cart: CartItem[];
  kitchen: LatLng;
  /** When a move was asked for (`orderId:move`), to time its arrival at the customer. */
  movedAt: Map<string, number>;
  /** Delivery codes the customers read from their tracking page. */
  deliveryCodes: Map<number, string>;
  /** The run's tag, in every e-mail address and key the clients make up. */
  runTag: string;
  /** True once the run winds down: clients finish what they do and start nothing new. */
  stopping: boolean;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
