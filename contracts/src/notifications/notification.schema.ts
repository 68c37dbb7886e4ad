import { z } from 'zod';
import { Id, idValue } from '../common/ids';

export const NotificationType = z.enum([
  'order_status_update',
  'driver_location_update',
  'new_order',
  'notification',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z
  .object({
    id: z.string(),
    type: NotificationType,
    title: z.string(),
    message: z.string(),
    orderId: Id.nullable(),
    status: z.string().nullable(),
    estimatedDeliveryTime: z.string().nullable(),
    timestamp: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const SendNotificationInput = z
  .object({
    notification: z.object({
      type: NotificationType.default('notification'),
      title: z.string().trim().min(1).max(120),
      message: z.string().trim().min(1).max(500),
      orderId: idValue('Invalid order id').optional(),
      status: z.string().max(40).optional(),
    }),
    role: z.string().max(20).optional(),
  })
  .meta({ id: 'SendNotificationInput' });
export type SendNotificationInput = z.infer<typeof SendNotificationInput>;

/** The bell keeps at most this many notifications. */
export const MAX_NOTIFICATIONS = 50;
