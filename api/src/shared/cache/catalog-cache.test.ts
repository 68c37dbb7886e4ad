import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DomainEvent } from '@shop/contracts/events';
import { InProcessEventFeed } from '@shop/realtime';
import { CatalogCache } from './catalog-cache';

/** A build that returns its call count, so a test sees when a body was rebuilt. */
function counter() {
  let calls = 0;
  return {
    build: async () => ({ version: ++calls }),
    calls: () => calls,
  };
}

async function version(cache: { get(): Promise<{ bytes: Buffer }> }) {
  return JSON.parse((await cache.get()).bytes.toString()).version;
}

const event = (e: Omit<DomainEvent, 'id' | 'occurredAt'>) =>
  ({ ...e, id: randomUUID(), occurredAt: new Date().toISOString() }) as DomainEvent;

afterEach(() => {
  vi.useRealTimers();
});

describe('CatalogCache', () => {
  it('builds a body once and serves it until its resource changes', async () => {
    const cache = new CatalogCache();
    const menu = counter();
    const body = cache.json('menu', menu.build);
    const [a, b] = await Promise.all([body.get(), body.get()]);
    expect(a).toBe(b);
    expect(menu.calls()).toBe(1);
    expect(a.etag).toMatch(/^"[\w-]+"$/);

    cache.invalidate(['menu']);
    expect(await version(body)).toBe(2);
  });

  it('drops only the bodies of the resources named', async () => {
    const cache = new CatalogCache();
    const menu = cache.json('menu', counter().build);
    const reviews = cache.json('reviews', counter().build);
    await Promise.all([menu.get(), reviews.get()]);
    cache.invalidate(['reviews']);
    expect(await version(menu)).toBe(1);
    expect(await version(reviews)).toBe(2);
  });

  it("drops bodies on 'catalog.changed' and 'ordering-status.changed' from the feed", async () => {
    const feed = new InProcessEventFeed();
    const cache = new CatalogCache();
    cache.follow(feed);
    const texts = cache.json('page-texts', counter().build);
    const status = cache.json('ordering-status', counter().build);
    await Promise.all([texts.get(), status.get()]);

    await feed.publish(
      event({ name: 'catalog.changed', version: 1, data: { resources: ['page-texts'] } }),
    );
    expect(await version(texts)).toBe(2);
    expect(await version(status)).toBe(1);

    await feed.publish(
      event({
        name: 'ordering-status.changed',
        version: 1,
        data: {
          status: {
            masterEnabled: false,
            foodOrderingEnabled: true,
            barOrderingEnabled: true,
            merchandiseOrderingEnabled: true,
          },
          changedBy: 1,
        },
      }),
    );
    expect(await version(status)).toBe(2);
    expect(await version(texts)).toBe(2);
  });

  it('stops listening when its signal aborts', async () => {
    const feed = new InProcessEventFeed();
    const cache = new CatalogCache();
    const lifetime = new AbortController();
    cache.follow(feed, lifetime.signal);
    const menu = cache.json('menu', counter().build);
    await menu.get();
    lifetime.abort();
    await feed.publish(
      event({ name: 'catalog.changed', version: 1, data: { resources: ['menu'] } }),
    );
    expect(await version(menu)).toBe(1);
  });

  it('does not keep a body whose build was overtaken by a change', async () => {
    const cache = new CatalogCache();
    let release: () => void = () => {};
    let calls = 0;
    const body = cache.json('menu', async () => {
      const n = ++calls;
      if (n === 1) await new Promise<void>((resolve) => (release = resolve));
      return { version: n };
    });
    const first = body.get();
    await Promise.resolve();
    cache.invalidate(['menu']);
    release();
    expect(JSON.parse((await first).bytes.toString()).version).toBe(1);
    expect(await version(body)).toBe(2);
  });

  it('does not keep a failed build', async () => {
    const cache = new CatalogCache();
    let fail = true;
    const body = cache.json('menu', async () => {
      if (fail) throw new Error('database down');
      return { ok: true };
    });
    await expect(body.get()).rejects.toThrow('database down');
    fail = false;
    expect(JSON.parse((await body.get()).bytes.toString())).toEqual({ ok: true });
  });

  it('rebuilds a body after its maximum age, keeping the ETag when nothing changed', async () => {
    vi.useFakeTimers();
    const cache = new CatalogCache(60_000);
    let calls = 0;
    const body = cache.json('settings', async () => {
      calls++;
      return { same: true };
    });
    const first = await body.get();
    vi.advanceTimersByTime(59_000);
    await body.get();
    expect(calls).toBe(1);
    vi.advanceTimersByTime(2_000);
    const later = await body.get();
    expect(calls).toBe(2);
    expect(later.etag).toBe(first.etag);
  });

  it('serves keyed bodies from one build and has nothing for a key the data lacks', async () => {
    const cache = new CatalogCache();
    let calls = 0;
    const pages = cache.jsonMap('page-texts', async () => {
      calls++;
      return [['home', { title: 'Ciao' }] as const];
    });
    expect(JSON.parse((await pages.get('home'))!.bytes.toString())).toEqual({ title: 'Ciao' });
    expect(await pages.get('nowhere')).toBeUndefined();
    expect(calls).toBe(1);
  });
});
