import {
  ITEMS_UNAVAILABLE_MESSAGE,
  priceMerchandiseOrder,
  type Language,
  type MerchandiseOrder,
  type MerchandiseOrderInput,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../shared/errors/app-error';
import { readOrderingStatus } from '../ordering';
import {
  answersSubmit,
  assertReplayable,
  requestHash,
  submitKey,
  mayAccessOrder,
  type OrderCaller,
  type OrderOwner,
  MERCHANDISE_IDEMPOTENCY_KEY_CONSTRAINT,
  findMerchandiseOrder,
  insertMerchandiseOrder,
  merchandiseOrderView,
  type MerchandiseOrderRow,
} from '../orders';
import { availableMerchandise } from '../merchandise';

export const ITEMS_UNAVAILABLE = ITEMS_UNAVAILABLE_MESSAGE;

export interface PlacedOrder {
  order: MerchandiseOrder;
  /** True when an earlier submit with the same key (or the same keyless submit) placed it. */
  replayed: boolean;
}

/**
 * Merchandise orders: priced from the database only, refused while ordering is switched off,
 * and placed once per idempotency key (a replay answers the first order; the key with another
 * body, or from another customer, is refused). Without a key, the same owner's same body within
 * a minute of an unpaid order answers that order.
 */
export class MerchandiseOrdersService {
  constructor(private readonly db: Db) {}

  async place(
    input: MerchandiseOrderInput,
    owner: OrderOwner,
    idempotencyKey: string | null,
    language: Language = 'en',
  ): Promise<PlacedOrder> {
    const createdAt = new Date();
    const hash = requestHash(input);
    const submit = submitKey(idempotencyKey, owner, hash, createdAt);
    const existing = await findMerchandiseOrder(this.db, { idempotencyKey: submit.key });
    if (existing && answersSubmit(existing, submit, createdAt)) {
      return this.replay(existing, owner, hash);
    }
    const switches = await readOrderingStatus(this.db);
    if (!switches.masterEnabled) throw conflict('ordering_disabled');
    if (!switches.merchandiseOrderingEnabled) {
      throw conflict('merchandise_ordering_disabled');
    }

    const ids = [...new Set(input.items.map((i) => i.merchandiseId))];
    const catalog = await availableMerchandise(this.db, ids);
    const lines = input.items.map((item) => {
      const found = catalog.get(item.merchandiseId);
      if (!found) throw badRequest('items_unavailable');
      return {
        merchandiseId: item.merchandiseId,
        name: found.name,
        quantity: item.quantity,
        unitPriceCents: found.priceCents,
        lineTotalCents: found.priceCents * item.quantity,
      };
    });
    const price = priceMerchandiseOrder(lines);
    const address = input.shippingAddress;
    let id: number;
    try {
      id = await insertMerchandiseOrder(
        this.db,
        {
          createdAt,
          userId: owner.userId,
          guestSessionId: owner.guestSessionId,
          customerName: `${address.firstName} ${address.lastName}`,
          customerEmail: address.email,
          customerPhone: address.phone ?? '',
          language,
          addressLine1: address.line1,
          addressLine2: address.line2 ?? '',
          city: address.city,
          state: address.state ?? '',
          postalCode: address.postalCode,
          country: address.country,
          subtotalCents: price.subtotalCents,
          vatCents: price.vatCents,
          shippingCents: price.shippingCents,
          totalCents: price.totalCents,
          idempotencyKey: submit.key,
          requestHash: hash,
        },
        lines,
        submit.releaseBefore,
      );
    } catch (err) {
      // A concurrent submit with the same key committed first: answer with its order.
      if (isUniqueViolation(err, MERCHANDISE_IDEMPOTENCY_KEY_CONSTRAINT)) {
        const winner = await findMerchandiseOrder(this.db, { idempotencyKey: submit.key });
        if (winner) return this.replay(winner, owner, hash);
      }
      throw err;
    }
    const created = await findMerchandiseOrder(this.db, { id });
    return { order: await merchandiseOrderView(this.db, created!), replayed: false };
  }

  /** The order for its customer, the guest browser that placed it, or staff; else 404. */
  async get(id: number, caller: OrderCaller): Promise<MerchandiseOrder> {
    const order = await findMerchandiseOrder(this.db, { id });
    if (!order || !mayAccessOrder(order, caller)) throw notFound('order_not_found');
    return merchandiseOrderView(this.db, order);
  }

  private async replay(
    existing: MerchandiseOrderRow,
    owner: OrderOwner,
    hash: string,
  ): Promise<PlacedOrder> {
    assertReplayable(existing, owner, hash);
    return { order: await merchandiseOrderView(this.db, existing), replayed: true };
  }
}
