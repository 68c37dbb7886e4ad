import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@shop/contracts/events';
import { catalogChanged, orderingStatusChanged } from '../../../infra/testing/domain-events';
import { Listeners } from './listeners';

describe("a feed's listeners", () => {
  it('hands each listener only the events it named, and every event to one that named none', () => {
    const listeners = new Listeners();
    const all: DomainEvent[] = [];
    const catalog: DomainEvent[] = [];
    listeners.add((e) => all.push(e));
    listeners.add((e) => catalog.push(e), ['catalog.changed']);
    const status = orderingStatusChanged();
    const changed = catalogChanged(['menu']);

    for (const event of [status, changed]) listeners.deliver(event, () => {});

    expect(all).toEqual([status, changed]);
    expect(catalog).toEqual([changed]);
  });

  it('wants a name while some listener wants it, and nothing once they are gone', () => {
    const listeners = new Listeners();
    const stopCatalog = listeners.add(() => {}, ['catalog.changed']);
    const stopStatus = listeners.add(() => {}, ['catalog.changed', 'ordering-status.changed']);
    expect(listeners.want('catalog.changed', {})).toBe(true);
    expect(listeners.want('order.placed', {})).toBe(false);

    stopStatus();
    expect(listeners.want('ordering-status.changed', {})).toBe(false);
    expect(listeners.want('catalog.changed', {})).toBe(true);
    stopCatalog();
    stopCatalog();
    expect(listeners.want('catalog.changed', {})).toBe(false);

    const stopAll = listeners.add(() => {});
    expect(listeners.want('order.placed', {})).toBe(true);
    stopAll();
    expect(listeners.want('order.placed', {})).toBe(false);
  });

  it('asks a listener that peeks about each event’s data, before and on delivery', () => {
    const listeners = new Listeners();
    const everyone: DomainEvent[] = [];
    const followed: DomainEvent[] = [];
    const stopEveryone = listeners.add((e) => everyone.push(e), ['catalog.changed']);
    listeners.add(
      (e) => followed.push(e),
      undefined,
      (name, data) => name !== 'catalog.changed' || isMenu(data),
    );
    const menu = catalogChanged(['menu']);
    const zones = catalogChanged(['zones']);

    // Wanted while any listener wants it: the one that peeks turns the zones down.
    expect(listeners.want(menu.name, menu.data)).toBe(true);
    expect(listeners.want(zones.name, zones.data)).toBe(true);
    for (const event of [menu, zones]) listeners.deliver(event, () => {});
    expect(everyone).toEqual([menu, zones]);
    expect(followed).toEqual([menu]);

    stopEveryone();
    expect(listeners.want(zones.name, zones.data)).toBe(false);
    expect(listeners.want(menu.name, menu.data)).toBe(true);
    // Data of any shape reaches a peek unparsed.
    expect(listeners.want('catalog.changed', null)).toBe(false);
  });

  it('goes on to the next listener when one throws, and reports the failure', () => {
    const listeners = new Listeners();
    const heard: string[] = [];
    const failures: unknown[] = [];
    listeners.add(() => {
      throw new Error('broken listener');
    });
    listeners.add((e) => heard.push(e.id));
    const event = orderingStatusChanged();

    listeners.deliver(event, (err) => failures.push(err));

    expect(heard).toEqual([event.id]);
    expect(failures).toHaveLength(1);
  });
});

const isMenu = (data: unknown) =>
  Array.isArray((data as { resources?: unknown } | null)?.resources) &&
  (data as { resources: unknown[] }).resources.includes('menu');
