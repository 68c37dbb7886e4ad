import { z } from 'zod';
import { Id, idText } from '../common/ids';
import { LatLng } from '../common/geo';
import { OrderStatus } from '../orders/order.schema';
import { VehicleType } from './driver.schema';
import { API_MESSAGES } from '../errors/api-messages';
import { vm } from '../errors/validation-messages';

/** How long a driver has to answer an offer before it goes to the next driver. */
export const OFFER_TTL_MS = 60_000;

/** Wrong delivery codes one order accepts in a row before the driver must wait. */
export const DELIVERY_CODE_ATTEMPTS = 5;

/** The largest delivery photo the api takes (a phone camera's full-size JPEG fits). */
export const DELIVERY_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** The longest side of a stored delivery photo, in pixels. */
export const DELIVERY_PHOTO_MAX_SIDE = 1600;

export const DELIVERY_CODE_PATTERN = /^[0-9]{4}$/;

export const DRIVER_TEXTS = {
  inactive: API_MESSAGES.driver_awaiting_approval,
  wrongCode: API_MESSAGES.wrong_code,
  tooManyCodes: API_MESSAGES.too_many_codes,
  offerGone: API_MESSAGES.offer_gone,
} as const;

/** PUT /api/driver/availability */
export const DriverAvailabilityInput = z
  .object({ online: z.boolean({ error: vm('online_flag') }) })
  .meta({ id: 'DriverAvailabilityInput' });
export type DriverAvailabilityInput = z.infer<typeof DriverAvailabilityInput>;

export const DriverAvailability = z
  .object({ online: z.boolean(), onlineSince: z.string().nullable() })
  .meta({ id: 'DriverAvailability' });
export type DriverAvailability = z.infer<typeof DriverAvailability>;

/**
 * One delivery as its driver sees it: who, where, what and how it is paid. Never the delivery
 * code: the customer gives it at the door, which is what makes it a proof.
 */
export const DriverJob = z
  .object({
    orderId: Id,
    status: OrderStatus,
    customerName: z.string(),
    customerPhone: z.string(),
    address: z.object({
      streetAddress: z.string(),
      city: z.string(),
      zipCode: z.string(),
      additionalInfo: z.string().nullable(),
    }),
    /** The door, when the address was placed on the map at checkout. */
    destination: LatLng.nullable(),
    items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
    notes: z.string().nullable(),
    /** A PaymentMethodType is paid already; anything else is collected at the door. */
    paymentMethod: z.string(),
    /** Euros, two decimals: what the order costs in all. */
    total: z.number(),
    tip: z.number(),
    readyBy: z.string().nullable(),
    estimatedDelivery: z.string().nullable(),
    assignedAt: z.string().nullable(),
    pickedUpAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
  })
  .meta({ id: 'DriverJob' });
export type DriverJob = z.infer<typeof DriverJob>;

export const JobOffer = z
  .object({
    id: Id,
    orderId: Id,
    offeredAt: z.string(),
    expiresAt: z.string(),
    /** The ride from the kitchen to the door in a straight line, in metres, when known. */
    distanceMeters: z.number().nullable(),
    job: DriverJob,
  })
  .meta({ id: 'JobOffer' });
export type JobOffer = z.infer<typeof JobOffer>;

/** GET /api/driver/jobs: everything the dashboard shows. */
export const DriverJobs = z
  .object({
    online: z.boolean(),
    isActive: z.boolean(),
    /** The job under way: the one picked up, else the oldest assigned one. */
    current: DriverJob.nullable(),
    offers: z.array(JobOffer),
    /** Assigned and not yet picked up, besides the current one. */
    assigned: z.array(DriverJob),
    /** Where the food is picked up. */
    kitchen: LatLng,
    serverTime: z.string(),
  })
  .meta({ id: 'DriverJobs' });
export type DriverJobs = z.infer<typeof DriverJobs>;

export const OfferIdParam = z.object({ offerId: idText(vm('offer_id_invalid')) });

/** POST /api/driver/jobs/{id}/deliver */
export const DeliverWithCodeInput = z
  .object({
    code: z
      .string({ error: vm('delivery_code') })
      .trim()
      .regex(DELIVERY_CODE_PATTERN, vm('delivery_code')),
  })
  .meta({ id: 'DeliverWithCodeInput' });
export type DeliverWithCodeInput = z.infer<typeof DeliverWithCodeInput>;

/** A driver on the staff's assign list. */
export const DispatchDriver = z
  .object({
    id: Id,
    name: z.string(),
    phone: z.string(),
    vehicleType: VehicleType,
    online: z.boolean(),
    isActive: z.boolean(),
    lastSeenAt: z.string().nullable(),
    /** Orders assigned to them and not delivered yet. */
    openJobs: z.number().int().nonnegative(),
    /** Straight-line distance from the kitchen, in metres, from their last position. */
    distanceMeters: z.number().nullable(),
  })
  .meta({ id: 'DispatchDriver' });
export type DispatchDriver = z.infer<typeof DispatchDriver>;

export const DispatchDriverList = z
  .object({ drivers: z.array(DispatchDriver) })
  .meta({ id: 'DispatchDriverList' });
export type DispatchDriverList = z.infer<typeof DispatchDriverList>;

/** POST /api/orders/{id}/assign: a driver, or null to take the order back. */
export const AssignDriverInput = z
  .object({
    driverId: z.union([Id, z.null()], { error: vm('driver_required') }),
    /**
     * The driver the caller saw on the order (null: none). When given and someone changed it
     * meanwhile, the assignment is refused (409), so two dispatchers never overwrite each other.
     */
    expectedDriverId: z.union([Id, z.null()]).optional(),
  })
  .meta({ id: 'AssignDriverInput' });
export type AssignDriverInput = z.infer<typeof AssignDriverInput>;

/** One delivered job with what it earned. */
export const DeliveredJob = z
  .object({
    orderId: Id,
    customerName: z.string(),
    streetAddress: z.string(),
    pickedUpAt: z.string().nullable(),
    deliveredAt: z.string(),
    proof: z.enum(['code', 'photo']).nullable(),
    /** Cents. */
    baseCents: z.number().int(),
    feeShareCents: z.number().int(),
    tipCents: z.number().int(),
    totalCents: z.number().int(),
    distanceMeters: z.number().nullable(),
    /** Whether the distance comes from the driver's track or is estimated from the map. */
    distanceSource: z.enum(['track', 'estimate']).nullable(),
  })
  .meta({ id: 'DeliveredJob' });
export type DeliveredJob = z.infer<typeof DeliveredJob>;

export const DriverHistory = z
  .object({ deliveries: z.array(DeliveredJob) })
  .meta({ id: 'DriverHistory' });
export type DriverHistory = z.infer<typeof DriverHistory>;

export const EarningsTotals = z.object({
  deliveries: z.number().int().nonnegative(),
  baseCents: z.number().int(),
  feeShareCents: z.number().int(),
  tipCents: z.number().int(),
  totalCents: z.number().int(),
  distanceMeters: z.number(),
});
export type EarningsTotals = z.infer<typeof EarningsTotals>;

export const DriverEarnings = z
  .object({
    today: EarningsTotals,
    week: EarningsTotals,
    /** This week's deliveries, newest first. */
    deliveries: z.array(DeliveredJob),
    rule: z.object({
      basePerDeliveryCents: z.number().int(),
      feeSharePercent: z.number(),
      tipPercent: z.number(),
    }),
  })
  .meta({ id: 'DriverEarnings' });
export type DriverEarnings = z.infer<typeof DriverEarnings>;

/** GET and PUT /api/dispatch/settings: how ready orders find a driver. */
export const DispatchSettings = z
  .object({
    /** Offer a delivery order to the nearest idle online driver when it becomes ready. */
    autoOfferReadyOrders: z.boolean({ error: vm('auto_offer_flag') }),
  })
  .meta({ id: 'DispatchSettings' });
export type DispatchSettings = z.infer<typeof DispatchSettings>;
