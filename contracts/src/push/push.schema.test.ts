import { describe, expect, it } from 'vitest';
import { BrowserPushSubscription, PushPayload } from './push.schema';

/** A subscription as Chrome's PushSubscription.toJSON() gives it. */
const chrome = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('a browser’s push subscription', () => {
  it('accepts what a browser gives', () => {
    expect(BrowserPushSubscription.parse(chrome)).toEqual(chrome);
  });

  it.each([
    ['an http endpoint', { ...chrome, endpoint: 'http://fcm.googleapis.com/fcm/send/x' }],
    ['no endpoint', { keys: chrome.keys }],
    ['a short key', { ...chrome, keys: { ...chrome.keys, p256dh: 'BNcRdreALRFXTk' } }],
    [
      'a key that is no base64url',
      { ...chrome, keys: { ...chrome.keys, auth: 'tBHItJI5svbpez7KI4CC+g' } },
    ],
    ['no keys', { endpoint: chrome.endpoint }],
  ])('refuses %s', (_case, value) => {
    expect(BrowserPushSubscription.safeParse(value).success).toBe(false);
  });
});

describe('a push’s payload', () => {
  it('holds an order number, a status and a language', () => {
    expect(PushPayload.parse({ orderId: 12, status: 'on_its_way', language: 'nl' })).toEqual({
      orderId: 12,
      status: 'on_its_way',
      language: 'nl',
    });
    expect(PushPayload.safeParse({ orderId: 12, status: 'cooking', language: 'en' }).success).toBe(
      false,
    );
  });
});
