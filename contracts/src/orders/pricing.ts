import { includedVatCents, VAT_RATE_FOOD, VAT_RATE_MERCHANDISE } from '../common/money';
import { mergeShares, orderVat, splitByKey, type VatKeyPart } from './vat';
import type { VatAmounts, VatShare } from './vat.schema';

/**
 * Pure pricing rules in integer cents, used by the server to charge and by the web to show the
 * same figures. The server always recomputes from database prices.
 */

/**
 * The fees an admin sets on the store settings screen. The public settings answer carries them,
 * so the cart preview prices with the same numbers the server charges by.
 */
export interface PricingFees {
  /** The service fee on subtotal plus delivery and express fees, in basis points (500 = 5 %). */
  serviceFeeBasisPoints: number;
  /** The express delivery surcharge in cents. */
  expressFeeCents: number;
}

/** 5 % service fee and +3.00 for express, until an admin changes them. */
export const DEFAULT_PRICING_FEES: PricingFees = {
  serviceFeeBasisPoints: 500,
  expressFeeCents: 300,
};

export interface PriceableLine {
  /** Unit price of the item (for a combo: base price plus the drink surcharge). */
  unitPriceCents: number;
  /** Sum of the selected options' priceAdd, per unit. */
  optionsCents: number;
  quantity: number;
  /** VAT rate as a fraction, VAT included in the price. */
  taxRate: number;
  /**
   * A combo's VAT key: its parts' own prices and rates. The unit price is split by it; the
   * options stay at the item's own rate. Absent for items sold at one rate.
   */
  vatKey?: readonly VatKeyPart[] | null;
}

/** (price + sum of options) × quantity. */
export function lineTotalCents(line: PriceableLine): number {
  return (line.unitPriceCents + line.optionsCents) * line.quantity;
}

/** A line's price per VAT rate; the shares add up to the line total. */
export function lineVatShares(line: PriceableLine): VatShare[] {
  const itemCents = line.unitPriceCents * line.quantity;
  const item = line.vatKey?.length
    ? splitByKey(itemCents, line.vatKey, line.taxRate)
    : [{ rate: line.taxRate, grossCents: itemCents }];
  return mergeShares([
    ...item,
    { rate: line.taxRate, grossCents: line.optionsCents * line.quantity },
  ]);
}

/** The VAT in the lines plus `feesCents` of fees (split as orderVat says), per rate. */
export function vatOfLines(lines: readonly PriceableLine[], feesCents = 0): VatAmounts[] {
  return orderVat(lines.flatMap(lineVatShares), feesCents);
}

export interface FoodOrderPrice {
  subtotalCents: number;
  foodTaxCents: number;
  merchandiseTaxCents: number;
  deliveryFeeCents: number;
  expressFeeCents: number;
  serviceFeeCents: number;
  totalCents: number;
}

export interface FoodOrderPricing extends FoodOrderPrice {
  /** Each line's price per VAT rate, in the order of the lines given. */
  lineVat: VatShare[][];
  /** The order's VAT per rate, its fees included (orderVat). */
  vat: VatAmounts[];
}

/**
 * A food order: line totals, the zone's delivery fee (0 for bar pickup), the express surcharge,
 * and the service fee (a share of subtotal plus fees, rounded half up to the cent). VAT is
 * included in the prices and reported per rate: foodTax is the VAT below 21 %, merchandiseTax
 * the VAT at 21 % (alcohol and merchandise), both with the fees' share.
 */
export function priceFoodOrder(input: {
  lines: readonly PriceableLine[];
  deliveryFeeCents: number;
  express: boolean;
  fees: PricingFees;
}): FoodOrderPricing {
  const subtotalCents = input.lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const expressFeeCents = input.express ? input.fees.expressFeeCents : 0;
  const serviceFeeCents = Math.round(
    ((subtotalCents + input.deliveryFeeCents + expressFeeCents) *
      input.fees.serviceFeeBasisPoints) /
      10_000,
  );
  const lineVat = input.lines.map(lineVatShares);
  const vat = orderVat(lineVat.flat(), input.deliveryFeeCents + expressFeeCents + serviceFeeCents);
  return {
    subtotalCents,
    ...taxSplit(vat),
    deliveryFeeCents: input.deliveryFeeCents,
    expressFeeCents,
    serviceFeeCents,
    totalCents: subtotalCents + input.deliveryFeeCents + expressFeeCents + serviceFeeCents,
    lineVat,
    vat,
  };
}

/** The order's two VAT fields: below 21 % (food) and at 21 % (alcohol, merchandise). */
export function taxSplit(vat: readonly VatAmounts[]): {
  foodTaxCents: number;
  merchandiseTaxCents: number;
} {
  const sum = (high: boolean) =>
    vat.filter((v) => v.rate >= VAT_RATE_MERCHANDISE === high).reduce((s, v) => s + v.vatCents, 0);
  return { foodTaxCents: sum(false), merchandiseTaxCents: sum(true) };
}

/**
 * The three merchandise shipping readings the shop shows. Only 'checkout' is charged:
 *  - 'cart': free from 75.00, otherwise 4.99 (the merchandise cart's banner);
 *  - 'checkout': free from 50.00, otherwise 5.95 (what the order costs);
 *  - 'page': Standard Shipping 5.99, 3-5 business days (the merchandise page's block).
 */
export function merchandiseShippingCents(
  subtotalCents: number,
  reading: 'cart' | 'checkout' | 'page',
): number {
  switch (reading) {
    case 'cart':
      return subtotalCents >= 7500 ? 0 : 499;
    case 'checkout':
      return subtotalCents >= 5000 ? 0 : 595;
    case 'page':
      return 599;
  }
}

export const FREE_SHIPPING_CART_THRESHOLD_CENTS = 7500;
export const FREE_SHIPPING_CHECKOUT_THRESHOLD_CENTS = 5000;

export interface MerchandiseOrderPrice {
  subtotalCents: number;
  vatCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * A merchandise order: shipping as the checkout reads it, and 21 % VAT included in both the
 * goods and their shipping (shipping follows the goods it ships).
 */
export function priceMerchandiseOrder(
  lines: readonly { unitPriceCents: number; quantity: number }[],
): MerchandiseOrderPrice {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const shippingCents = merchandiseShippingCents(subtotalCents, 'checkout');
  return {
    subtotalCents,
    vatCents: includedVatCents(subtotalCents + shippingCents, VAT_RATE_MERCHANDISE),
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/** The combo surcharge for a drink: Beer and Red Bull cost 1.00 extra by default. */
export function comboDrinkSurchargeCents(
  drinkName: string,
  modifiersCents: Readonly<Record<string, number>> | null | undefined,
): number {
  const modifiers = modifiersCents ?? { Beer: 100, 'Red Bull': 100 };
  return modifiers[drinkName] ?? 0;
}

export { VAT_RATE_FOOD, VAT_RATE_MERCHANDISE };
