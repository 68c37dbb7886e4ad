import {
  focusManager,
  QueryObserver,
  type FetchQueryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comboDrinksQuery, comboSandwichesQuery, comboSaucesQuery } from '@/features/combo/api';
import {
  orderingStatusQuery,
  pageTextsQuery,
  reviewsQuery,
  settingsQuery,
} from '@/features/content/api';
import { merchandiseQuery } from '@/features/merchandise/api';
import { categoriesQuery, menuQuery, recommendationsQuery } from '@/features/menu/api';
import { mockApi } from '@/testing/mock-endpoints';
import { createQueryClient } from './query-client';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let client: QueryClient;

beforeEach(() => {
  // Only the clock is faked: staleness is measured with Date.now().
  vi.useFakeTimers({ toFake: ['Date'] });
  client = createQueryClient();
  // As QueryClientProvider does: the client now hears focus and online changes.
  client.mount();
});

afterEach(() => {
  client.unmount();
  client.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type ReadAfter = (waits: number[]) => Promise<number>;

/** Reads through the query's options as a page would; answers how often the api was asked. */
async function readsAfter<T>(options: FetchQueryOptions<T, Error, T, string[]>, waits: number[]) {
  const path = String(options.queryKey[0]);
  const { calls } = mockApi({ [`GET ${path}`]: { body: {} } });
  await client.prefetchQuery(options);
  for (const wait of waits) {
    vi.setSystemTime(Date.now() + wait);
    await client.prefetchQuery(options);
  }
  return calls.filter((c) => c.path === path).length;
}

describe('query defaults', () => {
  it('does not retry a failed call', async () => {
    const { calls } = mockApi({ 'GET /api/settings': { status: 500, body: { message: 'down' } } });
    const observer = new QueryObserver(client, settingsQuery);
    const unsubscribe = observer.subscribe(() => {});
    // With retries the query would end in error only after calling again.
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'), {
      timeout: 15_000,
    });
    unsubscribe();
    expect(calls).toHaveLength(1);
  });

  it('does not read again when the window regains focus, even once the data is stale', async () => {
    const { calls } = mockApi({ 'GET /api/ordering-status': { body: {} } });
    const observer = new QueryObserver(client, orderingStatusQuery);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    vi.setSystemTime(Date.now() + 3 * MINUTE);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    expect(calls).toHaveLength(1);
  });

  it.each<[string, ReadAfter]>([
    ['settings', (waits) => readsAfter(settingsQuery, waits)],
    ['categories', (waits) => readsAfter(categoriesQuery, waits)],
    ['menu recommendations', (waits) => readsAfter(recommendationsQuery, waits)],
  ])('never treats %s as stale, having no cache time of its own', async (_name, reads) => {
    expect(await reads([DAY])).toBe(1);
  });
});

describe('cache times', () => {
  it.each<[string, ReadAfter, number]>([
    ['menu', (waits) => readsAfter(menuQuery, waits), 5 * MINUTE],
    ['combo drinks', (waits) => readsAfter(comboDrinksQuery, waits), 5 * MINUTE],
    ['combo sauces', (waits) => readsAfter(comboSaucesQuery, waits), 5 * MINUTE],
    ['combo sandwiches', (waits) => readsAfter(comboSandwichesQuery, waits), 5 * MINUTE],
    ['page texts', (waits) => readsAfter(pageTextsQuery('home'), waits), 5 * MINUTE],
    ['reviews', (waits) => readsAfter(reviewsQuery, waits), 5 * MINUTE],
    ['ordering status', (waits) => readsAfter(orderingStatusQuery, waits), 2 * MINUTE],
    ['merchandise', (waits) => readsAfter(merchandiseQuery, waits), MINUTE],
  ])('keeps %s for its cache time, then reads it again', async (_name, reads, cacheTime) => {
    expect(await reads([cacheTime - 1000])).toBe(1);
    client.clear();
    expect(await reads([cacheTime + 1])).toBe(2);
  });
});
