import { z } from 'zod';
import { addressFields } from '../addresses/address.schema';
import { Id } from '../common/ids';
import { PAYMENT_METHOD_TYPES } from '../payments/payment-method.schema';
import { IdempotencyKey } from './merchandise-order.schema';
import { InvoiceDocument } from '../invoices/invoice.schema';
import { DeliveryOption, DeliveryType, Order, OrderStatus } from './order.schema';
import { VatShare } from './vat.schema';
import { API_MESSAGES } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

export const ITEMS_UNAVAILABLE_MESSAGE = API_MESSAGES.items_unavailable;
export const COMBO_INCOMPLETE_MESSAGE = API_MESSAGES.combo_incomplete;
export const DELIVERY_ADDRESS_REQUIRED_MESSAGE = API_MESSAGES.delivery_address_required;
export const PAYMENT_METHODS_ACCEPTED = vm('payment_method');
export const BAR_REQUIRED_MESSAGE = vm('bar_slug_required');

/** 'The minimum order for West & Zuid is € 20,00'. */
export function minimumOrderMessage(zoneName: string, minimumCents: number): string {
  return API_MESSAGES.below_minimum_order({ zone: zoneName, minimumOrderCents: minimumCents });
}

/** The confirm page's scheduled choices: as soon as possible, in 30 minutes, 1 hour, 2 hours. */
export const ScheduledFor = z.enum(['asap', '30min', '1h', '2h'], {
  error: vm('scheduled_for'),
});
export type ScheduledFor = z.infer<typeof ScheduledFor>;

export const SCHEDULED_MINUTES: Record<ScheduledFor, number | null> = {
  asap: null,
  '30min': 30,
  '1h': 60,
  '2h': 120,
};

/** A scheduled order's delivery time; null for 'asap' (the standard estimate applies). */
export function scheduledDeliveryTime(createdAt: Date, scheduledFor: ScheduledFor): Date | null {
  const minutes = SCHEDULED_MINUTES[scheduledFor];
  return minutes === null ? null : new Date(createdAt.getTime() + minutes * 60_000);
}

/** Sent by the browser for compatibility; the server prices everything itself. */
const ignoredAmount = z.unknown().optional().meta({ description: 'Ignored: priced on the server' });

const comboName = z
  .string({ error: COMBO_INCOMPLETE_MESSAGE })
  .trim()
  .min(1, COMBO_INCOMPLETE_MESSAGE)
  .max(100);

/** The combo customiser's choices, by name: an object, or the cart's JSON text of one. */
export const ComboSelectionsInput = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    },
    z
      .object(
        { sandwich: comboName, drink: comboName, sauce: comboName },
        { error: vm('combo_selections') },
      )
      .nullable(),
  )
  .meta({ description: 'An object, or the JSON text of one (as the cart stores it)' });

export const FoodOrderItemInput = z.object({
  menuItemId: Id,
  quantity: z
    .number({ error: vm('quantity_range') })
    .int(vm('quantity_range'))
    .min(1, vm('quantity_range'))
    .max(50, vm('quantity_range')),
  options: z
    .array(
      z.object({
        optionId: Id,
        value: z.string().max(200).optional(),
        priceAdd: ignoredAmount,
      }),
    )
    .max(20, vm('too_many_item_options'))
    .optional(),
  comboSelections: ComboSelectionsInput.optional(),
  price: ignoredAmount,
  total: ignoredAmount,
});
export type FoodOrderItemInput = z.infer<typeof FoodOrderItemInput>;

/** Where to deliver; the guest form's rules, country optional (the cart step may leave it out). */
export const FoodDeliveryAddressInput = z.object({
  ...addressFields,
  country: addressFields.country.optional(),
});
export type FoodDeliveryAddressInput = z.infer<typeof FoodDeliveryAddressInput>;

/** An empty field counts as not given; a given one must be right. */
const optionalContact = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/**
 * Body of POST /api/orders, the food order. Prices, totals and fees
 * sent by the browser are accepted for compatibility and ignored: the server prices every line
 * from the database. Bar orders name their bar and need no address; delivery orders need one.
 */
export const CreateFoodOrderInput = z
  .object({
    items: z
      .array(FoodOrderItemInput, { error: vm('cart_empty') })
      .min(1, vm('cart_empty'))
      .max(50, vm('too_many_lines')),
    deliveryAddress: FoodDeliveryAddressInput.nullable().optional(),
    deliveryOption: DeliveryOption.default('standard'),
    scheduledFor: ScheduledFor.optional(),
    orderType: z.enum(['normal', 'bar'], { error: vm('order_type') }).default('normal'),
    barSlug: z.string().trim().min(1).max(100).optional(),
    customerName: optionalContact(
      z.string().trim().min(2, vm('full_name_required')).max(100).optional(),
    ),
    customerPhone: optionalContact(
      z.string().trim().min(10, vm('phone_invalid')).max(30).optional(),
    ),
    email: optionalContact(
      z
        .string()
        .trim()
        .pipe(z.email(vm('email_invalid')).max(254))
        .optional(),
    ),
    sendInvoice: z.boolean({ error: vm('send_invoice_flag') }).default(true),
    orderNotes: z
      .string({ error: vm('notes_not_text') })
      .trim()
      .max(500, vm('notes_too_long'))
      .optional(),
    /** The method the customer means to pay with; the one that pays is recorded when it does. */
    paymentMethod: z
      .enum(PAYMENT_METHOD_TYPES, { error: PAYMENT_METHODS_ACCEPTED })
      .default('card'),
    /** The old checkout created the intent first; the order's own intent is used regardless. */
    paymentIntentId: z.string().max(255).optional(),
    subtotal: ignoredAmount,
    deliveryFee: ignoredAmount,
    total: ignoredAmount,
    /** Same as the `Idempotency-Key` header: a double submit with one key places one order. */
    idempotencyKey: IdempotencyKey.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.orderType === 'bar' && !input.barSlug) {
      ctx.addIssue({ code: 'custom', path: ['barSlug'], message: BAR_REQUIRED_MESSAGE });
    }
  })
  .meta({ id: 'CreateFoodOrderInput' });
export type CreateFoodOrderInput = z.infer<typeof CreateFoodOrderInput>;

export const OrderResponse = z.object({ order: Order }).meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const OrderList = z.object({ orders: z.array(Order) }).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderList>;

export const OrderListQuery = z.object({
  scope: z.enum(['mine', 'all'], { error: vm('order_scope') }).default('mine'),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

const cents = z.number().int().nonnegative();

/**
 * What the invoice e-mail of a paid food order shows: carried by the `order.paid` event, so the
 * e-mail worker needs nothing but the job. Money in integer cents.
 */
export const FoodReceipt = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  customerName: z.string(),
  /** Empty when a signed-in customer has no e-mail address: then no invoice can be sent. */
  customerEmail: z.string(),
  customerPhone: z.string(),
  sendInvoice: z.boolean(),
  status: OrderStatus,
  orderType: z.enum(['normal', 'bar']),
  deliveryType: DeliveryType,
  deliveryOption: DeliveryOption,
  deliveryAddress: z
    .object({
      streetAddress: z.string(),
      city: z.string(),
      zipCode: z.string(),
      state: z.string().optional(),
      country: z.string().optional(),
      additionalInfo: z.string().optional(),
    })
    .nullable(),
  barName: z.string().nullable(),
  estimatedDelivery: z.iso.datetime({ offset: true }).nullable(),
  orderNotes: z.string().nullable(),
  lines: z.array(
    z.object({
      menuItemId: Id,
      name: z.string(),
      quantity: z.number().int().positive(),
      unitPriceCents: cents,
      options: z.array(z.object({ name: z.string(), value: z.string(), priceAddCents: cents })),
      comboSelections: z
        .object({ sandwich: z.string(), drink: z.string(), sauce: z.string() })
        .nullable(),
      lineTotalCents: cents,
      /** The line total per VAT rate (a combo with a beer has two); absent in older events. */
      vat: z.array(VatShare).optional(),
    }),
  ),
  subtotalCents: cents,
  /** The order's VAT per rate, fees included. */
  vatLines: z.array(z.object({ rate: z.number().min(0).max(1), cents })),
  /** The zone's delivery fee, without the express surcharge. */
  deliveryFeeCents: cents,
  expressFeeCents: cents,
  serviceFeeCents: cents,
  tipCents: cents,
  totalCents: cents,
  paymentMethod: z.string(),
  /** The invoice issued with the payment; absent in events from before invoices were numbered. */
  invoice: InvoiceDocument.nullable().optional(),
});
export type FoodReceipt = z.infer<typeof FoodReceipt>;
