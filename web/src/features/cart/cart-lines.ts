import {
  lineTotalCents,
  toCents,
  toEuros,
  vatOfLines,
  VAT_RATE_FOOD,
  VAT_RATE_MERCHANDISE,
  type MerchandiseItem,
  type PriceableLine,
  type VatAmounts,
} from '@shop/contracts';
import type { CartItem, DeliveryInfo, NewCartItem, SelectedOption } from './cart-types';

/** The options' ids, sorted, so the order they were picked in does not matter. */
export function optionsKey(options: readonly SelectedOption[] | undefined): string {
  return (options ?? [])
    .map((o) => o.id)
    .sort((a, b) => a - b)
    .join(',');
}

/** Same item, same combo selections and same options: one line whose quantity grows. */
export function isSameLine(a: NewCartItem, b: NewCartItem): boolean {
  return lineKey(a) === lineKey(b);
}

/** Adding an item already present raises its quantity by 1; anything else is a new line of 1. */
export function addLine(lines: readonly CartItem[], item: NewCartItem): CartItem[] {
  const index = lines.findIndex((line) => isSameLine(line, item));
  if (index < 0) {
    const key = optionsKey(item.selectedOptions);
    return [...lines, { ...item, ...(key ? { optionsKey: key } : {}), quantity: 1 }];
  }
  return lines.map((line, i) => (i === index ? { ...line, quantity: line.quantity + 1 } : line));
}

/** Names a line: equal for exactly the items that merge into one line. */
export function lineKey(line: NewCartItem): string {
  const kind = line.isMerchandise ? 'merchandise' : 'menu';
  return `${kind}:${line.id}:${optionsKey(line.selectedOptions)}:${line.comboSelections ?? ''}`;
}

/** Sets a line's quantity; 0 or below removes the line. */
export function setLineQuantity(
  lines: readonly CartItem[],
  key: string,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return lines.filter((line) => lineKey(line) !== key);
  const whole = Math.floor(quantity);
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity: whole } : line));
}

export const taxRateOf = (line: CartItem): number =>
  line.taxRate ?? (line.isMerchandise ? VAT_RATE_MERCHANDISE : VAT_RATE_FOOD);

export function priceableLine(line: CartItem): PriceableLine {
  return {
    unitPriceCents: toCents(line.price),
    optionsCents: (line.selectedOptions ?? []).reduce((sum, o) => sum + toCents(o.priceAdd), 0),
    quantity: line.quantity,
    taxRate: taxRateOf(line),
    vatKey: line.vatKey ?? null,
  };
}

/** (price + the options' priceAdd) × quantity, in cents. */
export const lineCents = (line: CartItem): number => lineTotalCents(priceableLine(line));

export interface CartTotals {
  subtotalCents: number;
  /** The VAT the total includes, per rate, rates ascending (the fee's share too). */
  vat: VatAmounts[];
  deliveryFeeCents: number;
  totalCents: number;
}

/** The lines plus the zone's delivery fee (0 without a zone); VAT is included in the prices. */
export function cartTotals(lines: readonly CartItem[], delivery: DeliveryInfo | null): CartTotals {
  const priceable = lines.map(priceableLine);
  const subtotalCents = priceable.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const deliveryFeeCents = toCents(delivery?.zone.deliveryFee ?? 0);
  return {
    subtotalCents,
    vat: vatOfLines(priceable, deliveryFeeCents),
    deliveryFeeCents,
    totalCents: subtotalCents + deliveryFeeCents,
  };
}

export const isMerchandiseOnly = (lines: readonly CartItem[]): boolean =>
  lines.length > 0 && lines.every((line) => line.isMerchandise === true);

/** Merchandise in the food cart, with the defaults a merchandise line takes there. */
export function merchandiseCartItem(item: MerchandiseItem): NewCartItem {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    image: item.image,
    description: 'Italieno Merchandise',
    categoryId: 0,
    available: true,
    featured: false,
    taxRate: VAT_RATE_MERCHANDISE,
    quantityPerOrder: 1,
    preparationTime: 0,
    isComboMeal: false,
    isMerchandise: true,
    merchandiseCategory: item.category,
  };
}

/** A cart line as the food order payload lists it, money in euros. */
export interface FoodOrderItem {
  menuItemId: number;
  quantity: number;
  price: number;
  total: number;
  options: { optionId: number; value: string; priceAdd: number }[];
  comboSelections?: string;
  /** Merchandise added to the food order: its id is a merchandise id, not a menu item id. */
  isMerchandise?: true;
}

/** The food cart's lines for the order payload; the server prices them again from the menu. */
export function foodOrderItems(lines: readonly CartItem[]): FoodOrderItem[] {
  return lines.map((line) => ({
    menuItemId: line.id,
    quantity: line.quantity,
    price: line.price,
    total: toEuros(lineCents(line)),
    options: (line.selectedOptions ?? []).map((o) => ({
      optionId: o.id,
      value: o.value,
      priceAdd: o.priceAdd,
    })),
    ...(line.comboSelections ? { comboSelections: line.comboSelections } : {}),
    ...(line.isMerchandise ? { isMerchandise: true as const } : {}),
  }));
}
