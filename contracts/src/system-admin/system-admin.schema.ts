import { z } from 'zod';
import { vm } from '../errors/validation-messages';
import { CodedText } from '../common/errors';

/** One configuration key of the payment provider: whether it is set, never its value. */
export const PaymentKeyState = z.object({
  name: z.string(),
  set: z.boolean(),
});
export type PaymentKeyState = z.infer<typeof PaymentKeyState>;

/** The last provider event the webhook endpoint stored. */
export const LastWebhook = z.object({
  provider: z.enum(['test', 'stripe']),
  type: z.string(),
  receivedAt: z.iso.datetime({ offset: true }),
  processedAt: z.iso.datetime({ offset: true }).nullable(),
  outcome: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type LastWebhook = z.infer<typeof LastWebhook>;

/** What the payment settings screen shows; secrets appear only as set or not set. */
export const PaymentSettings = z
  .object({
    provider: z.enum(['test', 'stripe']),
    /** Stripe's live keys take real money; the test-mode provider and sk_test_ keys do not. */
    mode: z.enum(['test', 'live']),
    keys: z.array(PaymentKeyState),
    reconcileMinutes: z.number().int().positive(),
    lastWebhook: LastWebhook.nullable(),
    /** Intents created and not yet settled (paid, failed or cancelled). */
    unsettledPayments: z.number().int().nonnegative(),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** One run of the payment reconciler. */
export const ReconcileReport = z
  .object({
    checked: z.number().int().nonnegative(),
    paid: z.number().int().nonnegative(),
    eventsApplied: z.number().int().nonnegative(),
    refundsChecked: z.number().int().nonnegative(),
  })
  .meta({ id: 'ReconcileReport' });
export type ReconcileReport = z.infer<typeof ReconcileReport>;

export const EmailTestRequest = z
  .object({
    to: z.email(vm('test_email_invalid')).max(254, vm('test_email_invalid')),
  })
  .meta({ id: 'EmailTestRequest' });
export type EmailTestRequest = z.infer<typeof EmailTestRequest>;

export const EmailTestQueued = z
  .object({
    /** The key of the delivery, as the deliveries list shows it once the worker picked it up. */
    key: z.string(),
    to: z.string(),
  })
  .meta({ id: 'EmailTestQueued' });
export type EmailTestQueued = z.infer<typeof EmailTestQueued>;

export const EmailDelivery = z.object({
  key: z.string(),
  status: z.enum(['sending', 'sent']),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type EmailDelivery = z.infer<typeof EmailDelivery>;

export const EmailDeliveries = z
  .object({ deliveries: z.array(EmailDelivery) })
  .meta({ id: 'EmailDeliveries' });
export type EmailDeliveries = z.infer<typeof EmailDeliveries>;

export const GeolocationStatus = z
  .object({
    geocoder: z.enum(['embedded', 'pdok', 'nominatim']),
    /** The configured base URL; null for the embedded gazetteer. */
    baseUrl: z.string().nullable(),
    /** 'none' for the embedded gazetteer, which calls no one and has no circuit. */
    circuit: z.enum(['closed', 'open', 'half-open', 'none']),
    timeoutMs: z.number().int().positive(),
    perMinute: z.number().int().positive(),
  })
  .meta({ id: 'GeolocationStatus' });
export type GeolocationStatus = z.infer<typeof GeolocationStatus>;

export const GeolocationLookupRequest = z
  .object({
    address: z
      .string()
      .trim()
      .min(3, vm('geocode_address_too_short'))
      .max(200, vm('geocode_address_too_long')),
  })
  .meta({ id: 'GeolocationLookupRequest' });
export type GeolocationLookupRequest = z.infer<typeof GeolocationLookupRequest>;

export const GeolocationLookupResult = z
  .object({
    found: z.boolean(),
    address: z
      .object({
        lat: z.number(),
        lng: z.number(),
        formattedAddress: z.string(),
        approximate: z.boolean(),
      })
      .nullable(),
    /** Why the geocoder could not answer (down, circuit open), else null. */
    error: z.string().nullable(),
    /** The code of `error` and its values, when there is one. */
    texts: z.object({ error: CodedText }).optional(),
    tookMs: z.number().nonnegative(),
    circuit: z.enum(['closed', 'open', 'half-open', 'none']),
  })
  .meta({ id: 'GeolocationLookupResult' });
export type GeolocationLookupResult = z.infer<typeof GeolocationLookupResult>;
