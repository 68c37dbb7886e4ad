import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { EVENTS_CHANNEL, type DomainEvent } from '@shop/contracts/events';
import { startGateway, type Gateway } from '../gateway/gateway';
import { catalogChanged, orderingStatusChanged } from '../../../infra/testing/domain-events';
import { eventually } from '../../../infra/testing/eventually';
import { TestSocket } from '../../test/ws-client';
import { RedisEventFeed, RedisEventPublisher } from './redis-feed';

const log = pino({ level: 'silent' });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('domain events through Redis', () => {
  const redisUrl = inject('redisUrl');
  let publisher: RedisEventPublisher;
  let feed: RedisEventFeed;
  let raw: Redis;
  let gateway: Gateway;
  const heard: DomainEvent[] = [];
  const heardIds = () => heard.map((e) => e.id);

  beforeAll(async () => {
    publisher = new RedisEventPublisher(redisUrl, log);
    feed = new RedisEventFeed(redisUrl, log);
    raw = new Redis(redisUrl);
    feed.subscribe((event) => heard.push(event));
    await feed.ready();
    gateway = await startGateway({
      host: '127.0.0.1',
      port: 0,
      feed,
      secret: 'a-realtime-secret-of-at-least-32-characters',
      allowedOrigins: [],
      log,
    });
  });
  afterAll(async () => {
    await gateway.stop();
    await Promise.all([publisher.close(), feed.close(), raw.quit()]);
  });

  it('when an event is published through Redis, then a browser on the gateway receives it', async () => {
    const guest = await TestSocket.open(`ws://127.0.0.1:${gateway.port}/ws`);
    await guest.next('connected');

    const event = orderingStatusChanged({ masterEnabled: false });
    await publisher.publish(event);

    expect(await guest.next('ordering-status')).toMatchObject({
      topic: 'public/ordering-status',
      data: { masterEnabled: false },
    });
    expect(heardIds()).toContain(event.id);
    guest.close();
  });

  it('when something that is not a domain event arrives on the channel, then it is dropped and later events still pass', async () => {
    await raw.publish(EVENTS_CHANNEL, 'not json at all');
    await raw.publish(EVENTS_CHANNEL, JSON.stringify({ name: 'order.exploded', id: 'x' }));
    const bad = { ...orderingStatusChanged(), occurredAt: 'yesterday' };
    await raw.publish(EVENTS_CHANNEL, JSON.stringify(bad));
    const good = orderingStatusChanged();
    await publisher.publish(good);

    await eventually(() => expect(heardIds()).toContain(good.id), 5000);
    expect(heardIds()).not.toContain(bad.id);
    expect(heard.every((e) => e.name !== ('order.exploded' as string))).toBe(true);
  });

  it('when a listener names the events it wants, then it hears only those, and the others still hear everything', async () => {
    const catalogOnly = new RedisEventFeed(redisUrl, log);
    const heardByCatalogOnly: DomainEvent[] = [];
    catalogOnly.subscribe((event) => heardByCatalogOnly.push(event), ['catalog.changed']);
    await catalogOnly.ready();
    try {
      const status = orderingStatusChanged();
      const catalog = catalogChanged(['menu']);
      await publisher.publishMany([status, catalog]);

      await eventually(
        () => expect(heardIds()).toEqual(expect.arrayContaining([status.id, catalog.id])),
        5000,
      );
      await eventually(
        () => expect(heardByCatalogOnly.map((e) => e.id)).toEqual([catalog.id]),
        5000,
      );
    } finally {
      await catalogOnly.close();
    }
  });

  it('when Redis drops the subscriber connection, then the feed subscribes again and hears later events', async () => {
    // Kill exactly this feed's connection on the server side, not other test files' ones.
    const localPort = (feed as unknown as { redis: Redis }).redis.stream.localPort;
    expect(await raw.call('CLIENT', 'KILL', 'ADDR', `127.0.0.1:${localPort}`)).toBe(1);

    // Events published while the connection is down are lost (pub/sub is at most once),
    // so keep publishing until one is heard again.
    const deadline = Date.now() + 10_000;
    let resumed = false;
    while (!resumed && Date.now() < deadline) {
      const event = orderingStatusChanged();
      await publisher.publish(event);
      await sleep(100);
      resumed = heardIds().includes(event.id);
    }
    expect(resumed).toBe(true);
  });
});
