import { describe, expect, it } from 'vitest';
import { noticeUrl, parsePush, pushNotification } from './push-notice';

const NOW = Date.parse('2026-11-28T18:00:00.000Z');

describe('a push as the service worker reads it', () => {
  it('takes an order number, a status and a language, and nothing else', () => {
    expect(parsePush('{"orderId":12,"status":"on_its_way","language":"nl"}')).toEqual({
      orderId: 12,
      status: 'on_its_way',
      language: 'nl',
    });
    for (const bad of [
      null,
      'not json',
      '{"orderId":"12","status":"accepted","language":"en"}',
      '{"orderId":12,"status":"cooking","language":"en"}',
      '{"orderId":12,"status":"accepted","language":"de"}',
      '{"orderId":12,"status":"offered","language":"en","expiresAt":"soon"}',
    ]) {
      expect(parsePush(bad)).toBeNull();
    }
  });

  it('tells the customer in their language, and a click opens the tracking page', () => {
    const en = pushNotification({ orderId: 12, status: 'on_its_way', language: 'en' }, NOW);
    expect(en.title).toBe('Order #12 is on its way');
    expect(en.options).toMatchObject({ lang: 'en', tag: 'order-12', data: { url: '/order/12' } });
    const nl = pushNotification({ orderId: 12, status: 'delivered', language: 'nl' }, NOW);
    expect(nl.title).toBe('Bestelling #12 bezorgd');
    const cancelled = pushNotification({ orderId: 12, status: 'cancelled', language: 'nl' }, NOW);
    expect(cancelled.title).toBe('Bestelling #12 geannuleerd');
    expect(cancelled.options).toMatchObject({ tag: 'order-12', data: { url: '/order/12' } });
  });

  it('opens the board for a new order and the portal for an offer, whose end it names in Amsterdam time', () => {
    expect(noticeUrl({ orderId: 3, status: 'new_order', language: 'en' })).toBe('/admin/orders');
    const offer = pushNotification(
      { orderId: 3, status: 'offered', language: 'en', expiresAt: '2026-11-28T18:01:00.000Z' },
      NOW,
    );
    expect(offer.title).toBe('New delivery offer: order #3');
    expect(offer.options.body).toBe('Accept it before 19:01:00. Tap to open the portal.');
    expect(offer.options).toMatchObject({
      requireInteraction: true,
      data: { url: '/driverdashboardnow' },
    });
  });
});
