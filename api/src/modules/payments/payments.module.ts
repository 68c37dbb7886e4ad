import type { Logger } from 'pino';
import type { PaymentsConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { PaymentsService } from './payments.service';
import type { PaymentProvider } from './provider';
import type { TrackingLinks } from '../orders';
import { PaymentReconciler } from './reconciler';
import { Refunds } from './refunds';
import { Settlement } from './settlement';
import { StripeProvider } from './stripe-provider';
import { TestModeProvider } from './test-mode-provider';
import { WebhookInbox } from './webhook-inbox';

/** The payments module, assembled once per process and shared by routes and the reconciler. */
export interface Payments {
  provider: PaymentProvider;
  settlement: Settlement;
  inbox: WebhookInbox;
  service: PaymentsService;
  reconciler: PaymentReconciler;
  refunds: Refunds;
}

export interface PaymentsDeps {
  config: PaymentsConfig;
  db: Db;
  log: Logger;
  /** Asks the outbox relay to publish now (after 'order.paid' was committed). */
  kickRelay: () => void;
  /** Signs the tracking links that order events carry for the e-mails. */
  links: TrackingLinks;
  /** A provider of the caller's choosing (tests: Stripe pointed at a local stub). */
  provider?: PaymentProvider;
}

/** The SDK's host, port and protocol for a Stripe stand-in's base URL (STRIPE_API_URL). */
export function stripeClientFor(apiUrl: string) {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? '80' : '443'),
    protocol,
  };
}

/** Stripe when a secret key is configured, otherwise the offline test-mode provider. */
export function createPaymentProvider(config: PaymentsConfig, db: Db): PaymentProvider {
  if (config.provider === 'stripe') {
    return new StripeProvider({
      secretKey: config.secretKey,
      webhookSecret: config.webhookSecret,
      publishableKey: config.publishableKey,
      ...(config.apiUrl ? { client: stripeClientFor(config.apiUrl) } : {}),
    });
  }
  return new TestModeProvider(db);
}

export function createPayments(deps: PaymentsDeps): Payments {
  const { db, log } = deps;
  const provider = deps.provider ?? createPaymentProvider(deps.config, db);
  const { kickRelay, links } = deps;
  const refunds = new Refunds({ db, provider, log, links, kickRelay });
  const settlement = new Settlement({ db, provider, log, kickRelay, links, refunds });
  const inbox = new WebhookInbox({ db, settlement, refunds, log });
  const service = new PaymentsService({ db, provider, settlement, inbox, log });
  const reconciler = new PaymentReconciler(
    { db, settlement, inbox, refunds, log },
    { intervalMinutes: deps.config.reconcileMinutes },
  );
  return { provider, settlement, inbox, service, reconciler, refunds };
}
