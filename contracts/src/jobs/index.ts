import { z } from 'zod';
import type { DomainEvent } from '../events/index';
import { FoodReceipt } from '../orders/food-order.schema';
import { MerchandiseReceipt } from '../orders/merchandise-order.schema';

/** Queue names, shared by the relay that fills them and the workers that drain them. */
export const QUEUES = { email: 'email' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** The contact form message forwarded to the shop's inbox. */
export const ContactMessageEmail = z.object({
  contactMessageId: z.number().int().positive(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
});
export type ContactMessageEmail = z.infer<typeof ContactMessageEmail>;

/**
 * The confirmation of a paid merchandise order, to the customer's e-mail address: order number,
 * lines, VAT per rate, shipping and total (money in integer cents).
 */
export const MerchandiseOrderConfirmationEmail = MerchandiseReceipt.extend({
  orderId: z.number().int().positive(),
  to: z.string(),
});
export type MerchandiseOrderConfirmationEmail = z.infer<typeof MerchandiseOrderConfirmationEmail>;

/**
 * The invoice of a paid food order, to the order's e-mail address: order number, delivery or
 * pickup, estimated delivery, lines with options and combo choices, VAT per rate, fees, total.
 */
export const OrderInvoiceEmail = FoodReceipt.extend({
  orderId: z.number().int().positive(),
  to: z.string().min(1),
});
export type OrderInvoiceEmail = z.infer<typeof OrderInvoiceEmail>;

/** Payload schema per job name, per queue. */
export const JOB_SCHEMAS = {
  email: {
    'contact-message': ContactMessageEmail,
    'merchandise-order-confirmation': MerchandiseOrderConfirmationEmail,
    'order-invoice': OrderInvoiceEmail,
  },
} as const satisfies Record<QueueName, Record<string, z.ZodType>>;

export type JobName<Q extends QueueName> = keyof (typeof JOB_SCHEMAS)[Q] & string;
export type JobData<Q extends QueueName, N extends JobName<Q>> = z.infer<
  (typeof JOB_SCHEMAS)[Q][N]
>;

export interface JobRequest {
  queue: QueueName;
  name: string;
  data: unknown;
  /**
   * Derived from the event id, so a relay that publishes the same outbox row twice enqueues
   * one job, and the worker can key its side effects (one e-mail) on it.
   */
  jobId: string;
}

function job<Q extends QueueName, N extends JobName<Q>>(
  event: DomainEvent,
  queue: Q,
  name: N,
  data: JobData<Q, N>,
): JobRequest {
  return { queue, name, data, jobId: `${name}__${event.id}` };
}

/** The background work a domain event asks for. */
export function jobsFor(event: DomainEvent): JobRequest[] {
  switch (event.name) {
    case 'contact.message-received':
      return [job(event, QUEUES.email, 'contact-message', event.data)];
    case 'order.paid':
      if (event.data.kind === 'food') {
        const { receipt, orderId } = event.data;
        // The customer may have asked for no invoice; without an address there is no one to send it to.
        if (!receipt.sendInvoice || !receipt.customerEmail) return [];
        return [
          job(event, QUEUES.email, 'order-invoice', {
            ...receipt,
            orderId,
            to: receipt.customerEmail,
          }),
        ];
      }
      return [
        job(event, QUEUES.email, 'merchandise-order-confirmation', {
          ...event.data.receipt,
          orderId: event.data.orderId,
          to: event.data.receipt.customerEmail,
        }),
      ];
    case 'order.placed':
    case 'ordering-status.changed':
    case 'catalog.changed':
      return [];
  }
}

/** Parses a job's payload with the contract for its queue and name; throws on anything else. */
export function parseJobData(queue: QueueName, name: string, data: unknown): unknown {
  const schemas = JOB_SCHEMAS[queue] as Record<string, z.ZodType>;
  const schema = schemas[name];
  if (!schema) throw new Error(`No job named ${name} on queue ${queue}`);
  return schema.parse(data);
}
