import express, { Router } from 'express';
import { WebhookAck } from '@shop/contracts';
import { badRequest, notFound } from '../../shared/errors/app-error';
import { webhookTotals } from '../../shared/metrics/totals';
import { defineRoute } from '../../shared/http/route';
import type { Payments } from './payments.module';
import { WebhookSignatureError, type ProviderEvent } from './provider';

/**
 * POST /api/payment/webhook with its own raw-body parser: Stripe signs the exact bytes, so this
 * router is mounted before the api's JSON parser could consume them. A verified event is
 * stored and acknowledged at once; it is applied right after the answer (or by the reconciler).
 */
export function paymentWebhookRoutes({ payments }: { payments: Payments }): Router {
  const router = Router();
  const { provider, inbox } = payments;
  router.use('/payment/webhook', express.raw({ type: () => true, limit: '1mb' }));

  defineRoute(
    router,
    {
      method: 'post',
      path: '/payment/webhook',
      tags: ['payments'],
      summary: 'Stripe events (signed); each event is applied once',
      access: 'public',
      response: WebhookAck,
      errors: {
        400: 'Missing or invalid Stripe-Signature',
        404: 'Webhooks are off in test mode',
      },
    },
    async ({ req, res }) => {
      if (!provider.parseWebhook) throw notFound('webhooks_not_used');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        webhookTotals.rejected += 1;
        throw badRequest('missing_signature');
      }
      const raw: unknown = req.body;
      if (!Buffer.isBuffer(raw)) throw badRequest('invalid_signature');
      let event: ProviderEvent;
      try {
        event = provider.parseWebhook(raw, signature);
      } catch (err) {
        if (err instanceof WebhookSignatureError) {
          webhookTotals.rejected += 1;
          req.log?.warn({ reason: err.message }, 'webhook signature rejected');
          throw badRequest('invalid_signature');
        }
        throw err;
      }
      webhookTotals.received += 1;
      const { duplicate } = await inbox.receive(provider.name, event);
      if (duplicate) webhookTotals.duplicate += 1;
      res.setHeader('Cache-Control', 'no-store');
      return { received: true } satisfies WebhookAck;
    },
  );

  return router;
}
