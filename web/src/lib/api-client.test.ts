import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { api, ApiError } from './api-client';

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('a refused call', () => {
  it('tells a Dutch visitor the Dutch of the body’s code, even when the English was reworded', async () => {
    await changeLanguage('nl');
    await loadMessages('nl');
    const body = { type: 'conflict', code: 'kitchen_full', message: 'The kitchen is busy, sorry' };
    answer(409, body);
    const error = await api.post('/api/orders', {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Onze keuken zit de komende minuten helemaal vol. Probeer het over een paar minuten opnieuw.',
    );
    expect((error as ApiError).body).toEqual(body);
  });

  it('tells an English visitor the api’s own English', async () => {
    answer(404, { type: 'not_found', code: 'order_not_found', message: 'Order not found' });
    const error = await api.get('/api/orders/1').catch((err: unknown) => err);
    expect((error as ApiError).message).toBe('Order not found');
  });
});
