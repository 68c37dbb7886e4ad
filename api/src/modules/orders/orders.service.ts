import {
  BACK_OFFICE_ROLES,
  estimatedDeliveryAt,
  priceFoodOrder,
  scheduledDeliveryTime,
  type CreateFoodOrderInput,
  type FoodDeliveryAddressInput,
  type KitchenCapacity,
  type Order,
  type OrderingStatus,
  type OrderListQuery,
  type PricingFees,
  apiMessage,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  unprocessable,
} from '../../shared/errors/app-error';
import type { AuthContext } from '../../shared/http/auth-context';
import { findGuestSession, type GuestSession } from '../addresses';
import type { GeoService } from '../geo';
import type { OrderCatalogue } from '../menu';
import { kitchenCapacityDelay } from '../settings-admin';
import type { CheckoutCaller } from './checkout-caller';
import { locateDelivery, type DeliveryLocation } from './delivery-location';
import { priceLines } from './food-order-lines';
import { answersSubmit, assertReplayable, requestHash, submitKey } from './idempotency';
import { customerContact, guestContact } from './order-contact';
import { mayAccessOrder, type OrderCaller, type OrderOwner } from './order-access';
import {
  FOOD_IDEMPOTENCY_KEY_CONSTRAINT,
  findFoodOrder,
  foodOrderView,
  insertFoodOrder,
  listFoodOrders,
  recentFoodOrders,
} from './orders.repo';
import { toOrderView, type FoodOrderRow, type RefundReader } from './orders.view';
import type { TrackingLinks } from './tracking-links';

/** My Orders shows at most this many orders. */
export const ORDER_LIST_LIMIT = 50;

export interface PlacedFoodOrder {
  order: Order;
  /** True when an earlier submit with the same key (or the same keyless submit) placed it. */
  replayed: boolean;
}

/**
 * What placing an order reads of the menu's, the switches' and the settings' modules: rows that
 * change a few times a week, from the catalogue's cache, the same the customer's pages are
 * built from (decision 0058).
 */
export interface PlacingReads {
  orderingStatus: () => Promise<OrderingStatus>;
  /** Told after this process paused ordering for a full kitchen (`afterSwitchesWritten`). */
  switchesWritten: () => void;
  kitchenCapacity: () => Promise<KitchenCapacity>;
  catalogue: () => Promise<OrderCatalogue>;
  pricingFees: () => Promise<PricingFees>;
}

export interface FoodOrdersDeps {
  db: Db;
  placing: PlacingReads;
  geo: GeoService;
  links: TrackingLinks;
  /** The payments module's refunds, shown on an order's page. */
  refunds: RefundReader;
  /** Asks the outbox relay to publish now, after 'order.placed' was committed. */
  kickRelay: () => void;
}

/** The address the guest form stored, when the checkout sent none. */
function guestAddress(session: GuestSession | null): FoodDeliveryAddressInput | null {
  if (!session) return null;
  const a = session.address;
  return {
    streetAddress: a.streetAddress,
    city: a.city,
    zipCode: a.zipCode,
    country: a.country,
    ...(a.state ? { state: a.state } : {}),
    ...(a.additionalInfo ? { additionalInfo: a.additionalInfo } : {}),
    ...(a.latitude !== null && a.longitude !== null
      ? { latitude: a.latitude, longitude: a.longitude }
      : {}),
  };
}

/**
 * Food orders, for delivery or pickup at a partner bar: priced from the database only, refused
 * with the spec's words when they cannot be served, placed once per idempotency key (or, without
 * one, once per owner and body within a minute), and shown only to whoever placed them (and staff).
 */
export class FoodOrdersService {
  constructor(private readonly deps: FoodOrdersDeps) {}

  async place(
    input: CreateFoodOrderInput,
    auth: AuthContext | null,
    caller: CheckoutCaller,
    idempotencyKey: string | null,
  ): Promise<PlacedFoodOrder> {
    const { db, geo, placing } = this.deps;
    const { owner } = caller;
    const createdAt = new Date();
    const hash = requestHash(input);
    const submit = submitKey(idempotencyKey, owner, hash, createdAt);
    const existing = await findFoodOrder(db, { idempotencyKey: submit.key });
    if (existing && answersSubmit(existing, submit, createdAt)) {
      return this.replay(existing, owner, hash);
    }

    const switches = await placing.orderingStatus();
    if (!switches.masterEnabled) throw conflict('ordering_disabled');
    const bar = input.orderType === 'bar';
    if (bar ? !switches.barOrderingEnabled : !switches.foodOrderingEnabled) {
      throw conflict(bar ? 'bar_ordering_disabled' : 'food_ordering_disabled');
    }
    const pickupBar = bar ? await geo.bar(input.barSlug!) : null;
    // Above the kitchen's capacity the estimate moves later, or ordering pauses (409).
    const capacityDelay = await kitchenCapacityDelay(
      db,
      await placing.kitchenCapacity(),
      createdAt,
      recentFoodOrders,
      placing.switchesWritten,
    );

    const session =
      !auth && caller.guestCookie ? await findGuestSession(db, caller.guestCookie) : null;
    const contact = auth ? customerContact(auth.user, input) : guestContact(input, session);

    const [catalogue, fees] = await Promise.all([placing.catalogue(), placing.pricingFees()]);
    const lines = priceLines(input.items, catalogue.items, catalogue.comboChoices, input.orderType);

    let delivery: DeliveryLocation | null = null;
    if (!bar) {
      const address = input.deliveryAddress ?? guestAddress(session);
      if (!address) {
        throw badRequest('delivery_address_required');
      }
      delivery = await locateDelivery(geo, address);
    }
    // A pickup at the bar has no delivery options: no fee, no express, the standard estimate.
    const deliveryOption = bar ? 'standard' : input.deliveryOption;
    const price = priceFoodOrder({
      lines,
      deliveryFeeCents: delivery?.zone.deliveryFeeCents ?? 0,
      express: deliveryOption === 'express',
      fees,
    });
    if (delivery && price.subtotalCents < delivery.zone.minimumOrderCents) {
      throw unprocessable(
        apiMessage('below_minimum_order', {
          zone: delivery.zone.name,
          minimumOrderCents: delivery.zone.minimumOrderCents,
        }),
      );
    }

    const scheduled =
      deliveryOption === 'scheduled' && input.scheduledFor
        ? scheduledDeliveryTime(createdAt, input.scheduledFor)
        : null;
    let placed: Awaited<ReturnType<typeof insertFoodOrder>>;
    try {
      placed = await insertFoodOrder(
        db,
        {
          createdAt,
          orderType: input.orderType,
          userId: owner.userId,
          guestSessionId: owner.guestSessionId,
          customerName: contact.name,
          customerEmail: contact.email,
          customerPhone: contact.phone,
          language: caller.language,
          barId: pickupBar?.id ?? null,
          barName: pickupBar?.name ?? null,
          deliveryType: bar ? 'pickup' : 'delivery',
          deliveryOption,
          deliveryAddress: delivery?.address ?? null,
          zoneId: delivery?.zone.id ?? null,
          subtotalCents: price.subtotalCents,
          foodTaxCents: price.foodTaxCents,
          merchandiseTaxCents: price.merchandiseTaxCents,
          vatBreakdown: price.vat,
          deliveryFeeCents: price.deliveryFeeCents,
          expressFeeCents: price.expressFeeCents,
          serviceFeeCents: price.serviceFeeCents,
          tipCents: 0,
          totalCents: price.totalCents,
          orderNotes: input.orderNotes || null,
          paymentMethod: input.paymentMethod,
          sendInvoice: input.sendInvoice,
          estimatedDelivery: new Date(
            estimatedDeliveryAt(createdAt, deliveryOption, scheduled).getTime() +
              (scheduled ? 0 : capacityDelay * 60_000),
          ),
          scheduledDeliveryTime: scheduled,
          idempotencyKey: submit.key,
          requestHash: hash,
        },
        lines.map((line, i) => ({
          menuItemId: line.menuItemId,
          name: line.name,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          options: line.options,
          comboSelections: line.comboSelections,
          taxRate: line.taxRateText,
          lineTotalCents: (line.unitPriceCents + line.optionsCents) * line.quantity,
          vatShares: price.lineVat[i]!,
        })),
        submit.releaseBefore,
      );
    } catch (err) {
      // A concurrent submit with the same key committed first: answer with its order.
      if (isUniqueViolation(err, FOOD_IDEMPOTENCY_KEY_CONSTRAINT)) {
        const winner = await findFoodOrder(db, { idempotencyKey: submit.key });
        if (winner) return this.replay(winner, owner, hash);
      }
      throw err;
    }
    this.deps.kickRelay();
    return { order: toOrderView(placed.order, placed.extras), replayed: false };
  }

  /**
   * The order for its customer, the guest browser that placed it, staff, or whoever holds its
   * signed tracking link (until a day after it was delivered); else 404.
   */
  async get(id: number, caller: OrderCaller, trackingToken?: string): Promise<Order> {
    const order = await this.readable(id, caller, trackingToken);
    if (!order) throw notFound('order_not_found');
    return foodOrderView(this.deps.db, order, this.deps.refunds);
  }

  /** The order when this caller may read it (see get), else null. */
  async readable(
    id: number,
    caller: OrderCaller,
    trackingToken?: string,
  ): Promise<FoodOrderRow | null> {
    const order = await findFoodOrder(this.deps.db, { id });
    if (!order) return null;
    return mayAccessOrder(order, caller) || this.deps.links.opens(order, trackingToken)
      ? order
      : null;
  }

  /** The caller's own orders, newest first; staff and admins may ask for every order. */
  async list(auth: AuthContext, query: OrderListQuery): Promise<Order[]> {
    if (query.scope === 'all') {
      if (!(BACK_OFFICE_ROLES as readonly string[]).includes(auth.user.role)) {
        throw forbidden('all_orders_staff_only');
      }
      return listFoodOrders(this.deps.db, 'all', ORDER_LIST_LIMIT, this.deps.refunds);
    }
    return listFoodOrders(
      this.deps.db,
      { userId: auth.user.id },
      ORDER_LIST_LIMIT,
      this.deps.refunds,
    );
  }

  private async replay(
    existing: FoodOrderRow,
    owner: OrderOwner,
    hash: string,
  ): Promise<PlacedFoodOrder> {
    assertReplayable(existing, owner, hash);
    return {
      order: await foodOrderView(this.deps.db, existing, this.deps.refunds),
      replayed: true,
    };
  }
}
