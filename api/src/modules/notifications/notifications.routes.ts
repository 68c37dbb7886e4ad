import { Router } from 'express';
import {
  NotificationIdParam,
  NotificationList,
  NotificationResponse,
  NotificationsChanged,
  SendNotificationInput,
} from '@shop/contracts';
import type { Db } from '../../db/client';
import { defineRoute } from '../../shared/http/route';
import {
  clearNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  sendNotification,
} from './notifications.service';

export interface NotificationRoutesDeps {
  db: Db;
  /** Asks the outbox relay to push a sent notification now rather than at its next poll. */
  kickRelay: () => void;
}

/** The signed-in user's notifications (the bell and /notifications), and the test sender. */
export function notificationRoutes({ db, kickRelay }: NotificationRoutesDeps): Router {
  const router = Router();
  const tags = ['notifications'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/notifications',
      tags,
      summary: 'My notifications, newest first (at most 50), with the unread count',
      access: 'authenticated',
      response: NotificationList,
    },
    ({ auth }) => listNotifications(db, auth!.user.id),
  );

  defineRoute(
    router,
    {
      method: 'patch',
      path: '/notifications/:notificationId/read',
      tags,
      summary: 'Mark one of my notifications read',
      access: 'authenticated',
      params: NotificationIdParam,
      response: NotificationResponse,
      errors: { 404: 'No such notification of mine' },
    },
    async ({ auth, params }) =>
      ({
        notification: await markNotificationRead(db, auth!.user.id, params.notificationId),
      }) satisfies NotificationResponse,
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/notifications/read-all',
      tags,
      summary: 'Mark all my notifications read',
      access: 'authenticated',
      response: NotificationsChanged,
    },
    async ({ auth }) =>
      ({
        changed: await markAllNotificationsRead(db, auth!.user.id),
      }) satisfies NotificationsChanged,
  );

  defineRoute(
    router,
    {
      method: 'delete',
      path: '/notifications',
      tags,
      summary: 'Clear all my notifications',
      access: 'authenticated',
      response: NotificationsChanged,
    },
    async ({ auth }) =>
      ({ changed: await clearNotifications(db, auth!.user.id) }) satisfies NotificationsChanged,
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/send-notification',
      tags,
      summary:
        'Send a notification: to myself, or as staff to the signed-in customer of the order named',
      access: 'authenticated',
      body: SendNotificationInput,
      status: 201,
      response: NotificationResponse,
    },
    async ({ auth, body }) => {
      const notification = await sendNotification(db, auth!.user, body);
      kickRelay();
      return { notification } satisfies NotificationResponse;
    },
  );

  return router;
}
