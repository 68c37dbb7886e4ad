import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';
import { InvoiceDocument } from '../invoices/invoice.schema';
import { PaymentStatus } from './order.schema';
import { vm } from '../errors/validation-messages';

/** A client-chosen key (a UUID, say) that makes retries of one submit place one order. */
export const IdempotencyKey = z
  .string()
  .trim()
  .min(1, vm('idempotency_key_length'))
  .max(255, vm('idempotency_key_length'))
  .regex(/^[\x21-\x7e]+$/, vm('idempotency_key_characters'));

/** The one shipping method merchandise orders have, as the order pages show it. */
export const MERCHANDISE_SHIPPING_METHOD = 'Standard Shipping (3-5 business days)';

export const MERCHANDISE_COUNTRIES = ['Netherlands', 'Belgium', 'Germany', 'France'] as const;
export const MerchandiseCountry = z.enum(MERCHANDISE_COUNTRIES, {
  error: vm('shipping_country'),
});

export const ShippingAddress = z
  .object({
    firstName: z.string().trim().min(1, vm('first_name_required')).max(100),
    lastName: z.string().trim().min(1, vm('last_name_required')).max(100),
    email: z
      .string()
      .trim()
      .pipe(z.email(vm('email_invalid')).max(254)),
    phone: z.string().trim().max(30).optional(),
    line1: z
      .string()
      .trim()
      .min(1, vm('field_required', { field: 'address' }))
      .max(200),
    line2: z.string().trim().max(200).optional(),
    city: z.string().trim().min(1, vm('city_required')).max(100),
    state: z.string().trim().max(100).optional(),
    postalCode: z.string().trim().min(1, vm('postal_code_required')).max(20),
    country: MerchandiseCountry,
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * Body of POST /api/merchandise/orders. Prices and totals sent by the browser are accepted
 * for compatibility and ignored: the server prices every line from the database.
 */
export const MerchandiseOrderInput = z
  .object({
    items: z
      .array(
        z.object({
          merchandiseId: Id,
          quantity: z.number().int().min(1).max(50),
          price: z.number().optional(),
        }),
      )
      .min(1, vm('cart_empty'))
      .max(50),
    shippingAddress: ShippingAddress,
    totalAmount: z.number().optional(),
    shippingCost: z.number().optional(),
    type: z.literal('merchandise').optional(),
    /** Same as the `Idempotency-Key` header: a double submit with one key places one order. */
    idempotencyKey: IdempotencyKey.optional(),
  })
  .meta({ id: 'MerchandiseOrderInput' });
export type MerchandiseOrderInput = z.infer<typeof MerchandiseOrderInput>;

export const MerchandiseOrderLine = z.object({
  merchandiseId: Id,
  name: z.string(),
  quantity: z.number().int(),
  price: Euros,
  total: Euros,
});

export const MerchandiseOrder = z
  .object({
    id: Id,
    createdAt: z.string(),
    status: z.string(),
    paymentStatus: PaymentStatus,
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string(),
    shippingMethod: z.string(),
    additionalInfo: z.string(),
    items: z.array(MerchandiseOrderLine),
    totalAmount: Euros,
    vatAmount: Euros,
    shippingCost: Euros,
    grandTotal: Euros,
  })
  .meta({ id: 'MerchandiseOrder' });
export type MerchandiseOrder = z.infer<typeof MerchandiseOrder>;

/**
 * What the confirmation e-mail of a paid merchandise order shows: carried by the `order.paid`
 * event, so the e-mail worker needs nothing but the job. Money in integer cents.
 */
export const MerchandiseReceipt = z.object({
  createdAt: z.iso.datetime({ offset: true }),
  customerName: z.string(),
  customerEmail: z.string(),
  lines: z.array(
    z.object({
      merchandiseId: Id,
      name: z.string(),
      quantity: z.number().int().positive(),
      unitPriceCents: z.number().int().nonnegative(),
      lineTotalCents: z.number().int().nonnegative(),
    }),
  ),
  subtotalCents: z.number().int().nonnegative(),
  /** VAT included in the total, per rate (merchandise and its shipping: one line at 21 %). */
  vatLines: z.array(
    z.object({ rate: z.number().min(0).max(1), cents: z.number().int().nonnegative() }),
  ),
  shippingCents: z.number().int().nonnegative(),
  totalCents: z.number().int().nonnegative(),
  shippingMethod: z.string(),
  shippingAddress: z.object({
    line1: z.string(),
    line2: z.string(),
    postalCode: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
  }),
  /** The invoice issued with the payment; absent in events from before invoices were numbered. */
  invoice: InvoiceDocument.nullable().optional(),
});
export type MerchandiseReceipt = z.infer<typeof MerchandiseReceipt>;
