/**
 * The position bus between gateways on a real Redis: fixes gathered into one message per
 * gateway and heard by every gateway in the order they were accepted; a bad fix in a message is
 * dropped without the others; a gateway of the version before (one fix a message) still heard.
 */
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { POSITIONS_CHANNEL, type PositionBroadcast } from '@shop/contracts';
import { eventually } from '../../../infra/testing/eventually';
import { fixAt } from '../../test/positions';
import { RedisPositionBus } from './position-bus';

const log = pino({ level: 'silent' });

describe('drivers’ fixes between gateways through Redis', () => {
  const redisUrl = inject('redisUrl');
  let first: RedisPositionBus;
  let second: RedisPositionBus;
  let raw: Redis;
  let watcher: Redis;
  const heard: PositionBroadcast[] = [];
  const messages: string[] = [];

  beforeAll(async () => {
    first = new RedisPositionBus(redisUrl, log);
    second = new RedisPositionBus(redisUrl, log);
    raw = new Redis(redisUrl);
    watcher = new Redis(redisUrl);
    second.subscribe((broadcast) => heard.push(broadcast));
    watcher.on('message', (_channel: string, message: string) => messages.push(message));
    await Promise.all([first.ready(), second.ready(), watcher.subscribe(POSITIONS_CHANNEL)]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close(), raw.quit(), watcher.quit()]);
  });
  beforeEach(() => {
    heard.length = 0;
    messages.length = 0;
  });

  it('sends the fixes a gateway accepts close together as one message, heard in order', async () => {
    const now = Date.now();
    const sent = [1, 2, 3].map((driverId) => ({
      position: fixAt(driverId, now + driverId),
      orderIds: [driverId * 10],
    }));
    for (const broadcast of sent) first.publish(broadcast);

    await eventually(() => expect(heard).toHaveLength(3));
    expect(heard).toEqual(sent);
    expect(messages).toHaveLength(1);
  });

  it('drops a malformed fix in a message and delivers the others', async () => {
    const now = Date.now();
    const good = { position: fixAt(7, now), orderIds: [] };
    const alsoGood = { position: fixAt(8, now), orderIds: [81] };
    const bad = { position: { ...fixAt(9, now), lat: 'north' }, orderIds: [] };
    await raw.publish(POSITIONS_CHANNEL, JSON.stringify([good, bad, alsoGood]));
    await raw.publish(POSITIONS_CHANNEL, 'not json');

    await eventually(() => expect(heard).toEqual([good, alsoGood]));
  });

  it('still hears a gateway that sends one fix a message', async () => {
    const single = { position: fixAt(5, Date.now()), orderIds: [50] };
    await raw.publish(POSITIONS_CHANNEL, JSON.stringify(single));

    await eventually(() => expect(heard).toEqual([single]));
  });
});
