import { describe, expect, it } from 'vitest';
import { Notification } from './notification.schema';
import {
  NOTIFICATION_TEXT_CODES,
  NotificationText,
  notificationEnglish,
  notificationText,
} from './notification-texts';

describe('the catalogue of the notifications’ texts', () => {
  it('names every text by a snake_case code', () => {
    for (const code of NOTIFICATION_TEXT_CODES)
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('writes the English from the values, with the shop’s words for a bar without a name', () => {
    expect(notificationEnglish(notificationText('paid_thanks'))).toBe(
      'Thank you! The kitchen will accept your order in a moment.',
    );
    expect(notificationEnglish(notificationText('accepted_pickup', { bar: '', at: '19:45' }))).toBe(
      'Ready for pickup at the bar at 19:45.',
    );
    expect(
      notificationEnglish(
        notificationText('new_order_waiting', {
          where: 'pickup',
          bar: '',
          customer: '',
          totalCents: 1250,
        }),
      ),
    ).toBe('Pickup at a bar, € 12,50. Waiting to be accepted.');
    expect(
      notificationEnglish(
        notificationText('cancelled', { reason: 'Oven broke', refundCents: 990 }),
      ),
    ).toBe('Reason: Oven broke. Your refund of € 9,90 is on its way.');
  });

  it('a notification’s texts name a known code, or the notification is refused', () => {
    const stored = {
      id: 'a',
      type: 'order_status_update',
      title: 'Order #7 is ready',
      message: 'It leaves the kitchen with a driver shortly.',
      orderId: 7,
      status: 'ready',
      estimatedDeliveryTime: null,
      timestamp: '2026-11-29T18:00:00.000Z',
      read: false,
    };
    const texts = {
      title: notificationText('order_ready', { order: 7 }),
      message: notificationText('leaves_kitchen_shortly'),
    };
    expect(Notification.parse({ ...stored, texts })).toEqual({ ...stored, texts });
    // One typed by someone has none.
    expect(Notification.safeParse(stored).success).toBe(true);
    expect(NotificationText.safeParse({ code: 'order_teleported' }).success).toBe(false);
  });
});
