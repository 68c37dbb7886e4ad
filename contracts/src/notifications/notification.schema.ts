import { z } from 'zod';
import { Id, idValue } from '../common/ids';
import { vm } from '../errors/validation-messages';
import { NotificationText } from './notification-texts';

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
    /**
     * The title and the message by code (notification-texts.ts), for a client that says them
     * in its visitor's language; `title` and `message` are their English. Absent for a
     * notification someone typed.
     */
    texts: z.object({ title: NotificationText, message: NotificationText }).optional(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const SendNotificationInput = z
  .object({
    notification: z.object({
      type: NotificationType.default('notification'),
      title: z.string().trim().min(1).max(120),
      message: z.string().trim().min(1).max(500),
      orderId: idValue(vm('order_id_invalid')).optional(),
      status: z.string().max(40).optional(),
    }),
    role: z.string().max(20).optional(),
  })
  .meta({ id: 'SendNotificationInput' });
export type SendNotificationInput = z.infer<typeof SendNotificationInput>;

/**
 * GET /api/notifications: the newest first, at most MAX_NOTIFICATIONS (limits.ts), with the
 * unread count.
 */
export const NotificationList = z
  .object({ notifications: z.array(Notification), unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationResponse = z
  .object({ notification: Notification })
  .meta({ id: 'NotificationResponse' });
export type NotificationResponse = z.infer<typeof NotificationResponse>;

/** Mark all read and Clear all answer how many notifications they changed. */
export const NotificationsChanged = z
  .object({ changed: z.number().int().nonnegative() })
  .meta({ id: 'NotificationsChanged' });
export type NotificationsChanged = z.infer<typeof NotificationsChanged>;

/** PATCH /api/notifications/{id}/read */
/** A notification's id is a UUID, not a row number: it has a path parameter of its own. */
export const NotificationIdParam = z.object({
  notificationId: z.uuid({ error: vm('notification_id_invalid') }),
});
export type NotificationIdParam = z.infer<typeof NotificationIdParam>;

/** The defaults of the test notification sender. */
export const TEST_NOTIFICATION_DEFAULTS = { orderId: 123, status: 'preparing' } as const;
