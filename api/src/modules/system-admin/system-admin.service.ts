import { performance } from 'node:perf_hooks';
import { desc } from 'drizzle-orm';
import {
  apiMessage,
  codedText,
  type EmailDeliveries,
  type EmailTestQueued,
  type GeolocationLookupResult,
  type GeolocationStatus,
  type PaymentSettings,
  type ReconcileReport,
} from '@shop/contracts';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import { emailDeliveries } from '@shop/workers/tables';
import { recordAudit } from '../../shared/audit/audit-log';
import { recordEvent } from '../../shared/events/outbox';
import type { AuthContext } from '../../shared/http/auth-context';
import { GeocoderUnavailableError, type Geocoder } from '../geo';
import { lastWebhookEvent, unsettledPaymentCount, type Payments } from '../payments';

/** How many deliveries the e-mail screen lists. */
export const RECENT_DELIVERIES = 20;

export interface SystemAdminDeps {
  db: Db;
  config: Config;
  payments: Payments;
  geocoder: Geocoder;
  kickRelay: () => void;
}

/**
 * The back office's system screens: what the payment provider, the mail queue and the geocoder
 * are doing, and a button each to try them. Configuration is read, never changed here.
 */
export function createSystemAdminService({
  db,
  config,
  payments,
  geocoder,
  kickRelay,
}: SystemAdminDeps) {
  const circuit = () => geocoder.circuitState?.() ?? 'none';

  return {
    async paymentSettings(): Promise<PaymentSettings> {
      const pay = config.payments;
      const stripe = pay.provider === 'stripe' ? pay : null;
      // Only whether each key is there: a value (even a publishable one) never leaves here.
      const keys = [
        { name: 'STRIPE_SECRET_KEY', set: Boolean(stripe?.secretKey) },
        { name: 'STRIPE_PUBLISHABLE_KEY', set: Boolean(stripe?.publishableKey) },
        { name: 'STRIPE_WEBHOOK_SECRET', set: Boolean(stripe?.webhookSecret) },
      ];
      const live = stripe !== null && /^(sk|rk)_live_/.test(stripe.secretKey);
      const last = await lastWebhookEvent(db);
      const unsettled = await unsettledPaymentCount(db);
      return {
        provider: pay.provider,
        mode: live ? 'live' : 'test',
        keys,
        reconcileMinutes: pay.reconcileMinutes,
        lastWebhook: last
          ? {
              provider: last.provider,
              type: last.type,
              receivedAt: last.receivedAt.toISOString(),
              processedAt: last.processedAt?.toISOString() ?? null,
              outcome: last.outcome,
              lastError: last.lastError,
            }
          : null,
        unsettledPayments: unsettled,
      };
    },

    /** One reconciler pass now; a pass already running is shared, not doubled. */
    async reconcileNow(auth: AuthContext): Promise<ReconcileReport> {
      const report = await payments.reconciler.runOnce();
      await recordAudit(db, auth, {
        section: 'payment-settings',
        action: 'payments.reconciled',
        entityType: 'payments',
        after: report,
      });
      return report;
    },

    /** Queues one test e-mail through the outbox, like every e-mail the shop sends. */
    async sendTestEmail(to: string, auth: AuthContext): Promise<EmailTestQueued> {
      const event = await db.transaction(async (tx) => {
        const recorded = await recordEvent(tx, {
          name: 'email.test-requested',
          version: 1,
          data: { to, requestedBy: auth.user.username },
        });
        await recordAudit(tx, auth, {
          section: 'email-test',
          action: 'test-email.requested',
          entityType: 'email',
          entityId: recorded.id,
          after: { to },
        });
        return recorded;
      });
      kickRelay();
      // The worker keys the delivery on the job id, which the job derives from the event id.
      return { key: `test-email__${event.id}`, to };
    },

    async recentDeliveries(): Promise<EmailDeliveries> {
      const rows = await db
        .select()
        .from(emailDeliveries)
        .orderBy(desc(emailDeliveries.createdAt))
        .limit(RECENT_DELIVERIES);
      return {
        deliveries: rows.map((r) => ({
          key: r.key,
          status: r.status,
          recipient: r.recipient,
          subject: r.subject,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
      };
    },

    geolocationStatus(): GeolocationStatus {
      const g = config.geocoder;
      return {
        geocoder: g.kind,
        baseUrl: g.baseUrl,
        circuit: circuit(),
        timeoutMs: g.timeoutMs,
        perMinute: g.perMinute,
      };
    },

    /** A look-up through the geocoder in use, with its time; a failure is an answer, not a 5xx. */
    async lookup(address: string): Promise<GeolocationLookupResult> {
      const started = performance.now();
      const tookMs = () => Math.round(performance.now() - started);
      try {
        const found = await geocoder.geocode(address);
        return {
          found: found !== null,
          address: found
            ? {
                lat: found.lat,
                lng: found.lng,
                formattedAddress: found.formattedAddress,
                approximate: found.approximate,
              }
            : null,
          error: null,
          tookMs: tookMs(),
          circuit: circuit(),
        };
      } catch (err) {
        if (!(err instanceof GeocoderUnavailableError)) throw err;
        const noAnswer = apiMessage('geocoder_no_answer', { reason: err.reason });
        return {
          found: false,
          address: null,
          error: noAnswer.text,
          texts: { error: codedText(noAnswer) },
          tookMs: tookMs(),
          circuit: circuit(),
        };
      }
    },
  };
}

export type SystemAdminService = ReturnType<typeof createSystemAdminService>;
