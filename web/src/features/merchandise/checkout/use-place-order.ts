import { useRef, useState } from 'react';
import {
  toEuros,
  type MerchandiseOrder,
  type MerchandiseOrderInput,
  type ShippingAddress,
} from '@shop/contracts';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { placeMerchandiseOrder } from '../api';
import type { MerchandiseCartItem } from '@/features/cart';
import { merchandiseCheckoutPrice } from './checkout-summary';
import { m } from '@/i18n/paraglide/messages';

const newKey = () => globalThis.crypto.randomUUID();

export function orderInput(
  lines: readonly MerchandiseCartItem[],
  shippingAddress: ShippingAddress,
): MerchandiseOrderInput {
  const price = merchandiseCheckoutPrice(lines);
  return {
    items: lines.map((line) => ({
      merchandiseId: line.id,
      quantity: line.quantity,
      price: line.price,
    })),
    shippingAddress,
    totalAmount: toEuros(price.totalCents),
    shippingCost: toEuros(price.shippingCents),
    type: 'merchandise',
  };
}

/**
 * Places the merchandise order. One Idempotency-Key per checkout attempt: a retry or a double
 * click of the same order sends the same key (the server answers the first order again); a
 * changed order gets a fresh key.
 */
export function usePlaceMerchandiseOrder() {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const [placing, setPlacing] = useState(false);

  const place = async (input: MerchandiseOrderInput): Promise<MerchandiseOrder | null> => {
    if (inFlight.current) return null;
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newKey(), body };
    inFlight.current = true;
    setPlacing(true);
    try {
      return await placeMerchandiseOrder(input, attempt.current.key);
    } catch (err) {
      // Only the server's own words; a network failure gets the plain retry hint.
      const fromServer = err instanceof ApiError && err.status > 0 ? err.message : '';
      notify.error(m.orders_merch_orderFailed(), fromServer || m.orders_merch_pleaseTryAgain());
      return null;
    } finally {
      inFlight.current = false;
      setPlacing(false);
    }
  };

  return { place, placing };
}
