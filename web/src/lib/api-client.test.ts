import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { api, ApiError } from './api-client';
import { handleUncaughtError } from './global-errors';

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

describe('a call whose answer says nothing, or that never reached the server', () => {
  it('says the status of an empty answer in the visitor’s language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502 })),
    );
    const english = await api.get('/api/menu').catch((err: unknown) => err);
    expect((english as ApiError).message).toBe('Error 502');
    await changeLanguage('nl');
    await loadMessages('nl');
    const dutch = await api.get('/api/menu').catch((err: unknown) => err);
    expect((dutch as ApiError).message).toBe('Fout 502');
  });

  it('says it could not connect, in the visitor’s language, and stays silenced', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('NetworkError when attempting to fetch'))),
    );
    const english = (await api.get('/api/menu').catch((err: unknown) => err)) as ApiError;
    expect(english).toMatchObject({ status: 0, message: 'Failed to fetch' });
    await changeLanguage('nl');
    await loadMessages('nl');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const dutch = (await api.get('/api/menu').catch((err: unknown) => err)) as ApiError;
    expect(dutch.message).toBe('Geen verbinding met de server');
    // The browser's error is kept as its cause: an expected network error, swallowed.
    expect(handleUncaughtError(dutch, () => {})).toBe(true);
  });
});
