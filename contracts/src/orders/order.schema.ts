import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';
import { addressFields } from '../addresses/address.schema';
import { vm } from '../errors/validation-messages';

export const OrderStatus = z.enum([
  'pending',
  'preparing',
  'ready',
  'in_transit',
  'delivered',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** Any value the back office does not know is shown as it is. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

export const PaymentStatus = z.enum(['unpaid', 'processing', 'paid', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const DeliveryType = z.enum(['delivery', 'pickup']);
export type DeliveryType = z.infer<typeof DeliveryType>;

export const DeliveryOption = z.enum(['standard', 'express', 'scheduled']);
export type DeliveryOption = z.infer<typeof DeliveryOption>;

export const OrderType = z.enum(['normal', 'bar', 'merch']);
export type OrderType = z.infer<typeof OrderType>;

export const OrderItemOption = z.object({
  id: Id,
  name: z.string(),
  value: z.string(),
  priceAdd: Euros,
});

export const OrderItem = z
  .object({
    id: Id,
    menuItemId: Id,
    name: z.string(),
    quantity: z.number().int().min(1),
    price: Euros,
    options: z.array(OrderItemOption),
    comboSelections: z.string().nullable(),
    total: Euros,
    /** The line total per VAT rate: a combo with a beer has its beer's share at 21 %. */
    vat: z.array(z.object({ rate: z.number().min(0).max(1), gross: Euros })),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItem>;

export const DeliveryAddress = z
  .object({
    streetAddress: z.string(),
    city: z.string(),
    state: z.string().optional(),
    zipCode: z.string(),
    country: z.string().optional(),
    additionalInfo: z.string().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/** One move in an order's life, as its timeline shows it. */
export const OrderStatusEntry = z
  .object({
    status: OrderStatus,
    /** 'accept' keeps the status (preparing) but starts the kitchen's clock. */
    move: z.enum(['placed', 'pay', 'accept', 'ready', 'pick-up', 'deliver', 'cancel']),
    at: z.string(),
    /** A cancellation's reason, or the preparation time of an accept ("20 minutes"). */
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderStatusEntry' });
export type OrderStatusEntry = z.infer<typeof OrderStatusEntry>;

/** An order's VAT at one rate (fees included): net + VAT = gross. */
export const OrderVatLine = z
  .object({
    /** VAT rate as a fraction (0.09, 0.21). */
    rate: z.number().min(0).max(1),
    gross: Euros,
    vat: Euros,
    net: Euros,
  })
  .meta({ id: 'OrderVatLine' });
export type OrderVatLine = z.infer<typeof OrderVatLine>;

/** A paid order's refund (of the whole or a part); the provider confirms it a moment later. */
export const OrderRefund = z
  .object({
    status: z.enum(['pending', 'succeeded', 'failed']),
    amount: Euros,
    requestedAt: z.string(),
    refundedAt: z.string().nullable(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof OrderRefund>;

export const Order = z
  .object({
    id: Id,
    createdAt: z.string(),
    status: OrderStatus,
    paymentStatus: PaymentStatus,
    orderType: OrderType,
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    barId: Id.nullable(),
    barName: z.string().nullable(),
    deliveryType: DeliveryType,
    deliveryOption: DeliveryOption,
    deliveryAddress: DeliveryAddress.nullable(),
    zoneId: Id.nullable(),
    items: z.array(OrderItem),
    subtotal: Euros,
    /** The VAT below 21 % (food) and at 21 % (alcohol, merchandise), fees included. */
    foodTax: Euros,
    merchandiseTax: Euros,
    /** The VAT per rate, as the invoice states it. */
    vat: z.array(OrderVatLine),
    /** The zone's fee plus the express surcharge; 0 for bar pickup. */
    deliveryFee: Euros,
    /** The part of deliveryFee that express delivery adds. */
    expressFee: Euros,
    serviceFee: Euros,
    tip: Euros,
    total: Euros,
    orderNotes: z.string().nullable(),
    /**
     * How the order was paid (a PaymentMethodType), recorded when the payment settles; 'card'
     * until then.
     */
    paymentMethod: z.string(),
    /** Whether the invoice e-mail goes out once the order is paid. */
    sendInvoice: z.boolean(),
    estimatedDelivery: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    scheduledDeliveryTime: z.string().nullable(),
    /** When the kitchen accepted the order, and with how many minutes of preparation. */
    acceptedAt: z.string().nullable(),
    prepMinutes: z.number().int().positive().nullable(),
    /** When the kitchen expects the food to be ready (accept time plus preparation and delays). */
    readyBy: z.string().nullable(),
    cancellationReason: z.string().nullable(),
    refund: OrderRefund.nullable(),
    /** Every move so far, oldest first, from the order being placed. */
    statusHistory: z.array(OrderStatusEntry),
    /** The driver on the job, once one is assigned; positions then arrive over /ws. */
    driver: z
      .object({
        id: Id,
        name: z.string(),
        phone: z.string(),
        vehicleType: z.enum(['bike', 'e-bike', 'scooter', 'car']),
        /** The last position the shop stored (a few seconds old at most while they move). */
        currentLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
        /** When that position was taken; a driver silent for 60 s shows as stale. */
        lastSeenAt: z.string().nullable(),
      })
      .nullable(),
    /**
     * The 4-digit proof-of-delivery code the customer tells the driver at the door. Shown to the
     * customer (and staff) only; a driver's job view never carries it.
     */
    deliveryCode: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof Order>;

/** Guest checkout contact and address, with the spec's messages. */
export const GuestSessionInput = z
  .object({
    name: z.string().trim().min(2, vm('full_name_required')).max(100),
    email: z
      .string()
      .trim()
      .pipe(z.email(vm('email_invalid')).max(254)),
    phone: z.string().trim().min(10, vm('phone_invalid')).max(30),
    address: z.object(addressFields),
  })
  .meta({ id: 'GuestSessionInput' });
export type GuestSessionInput = z.infer<typeof GuestSessionInput>;

/** The answer to POST /api/guest-session. The guest token itself stays in its httpOnly cookie. */
export const GuestSessionResponse = z
  .object({ ok: z.literal(true), guestSessionId: z.number().int().positive() })
  .meta({ id: 'GuestSessionResponse' });
export type GuestSessionResponse = z.infer<typeof GuestSessionResponse>;
