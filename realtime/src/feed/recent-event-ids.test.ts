import { describe, expect, it } from 'vitest';
import { RecentEventIds } from './recent-event-ids';

describe('RecentEventIds', () => {
  it('lets an id through once and counts the repeats', () => {
    const recent = new RecentEventIds();
    expect(recent.firstTime('a')).toBe(true);
    expect(recent.firstTime('b')).toBe(true);
    expect(recent.firstTime('a')).toBe(false);
    expect(recent.repeats).toBe(1);
  });

  it('forgets an id once the window has passed', () => {
    let now = 0;
    const recent = new RecentEventIds(1000, 10, () => now);
    recent.firstTime('a');
    now = 999;
    expect(recent.firstTime('a')).toBe(false);
    now = 1001;
    expect(recent.firstTime('a')).toBe(true);
  });

  it('keeps at most the maximum, forgetting the oldest first', () => {
    const recent = new RecentEventIds(60_000, 3, () => 0);
    for (const id of ['a', 'b', 'c', 'd']) recent.firstTime(id);
    expect(recent.size).toBe(3);
    expect(recent.firstTime('d')).toBe(false);
    expect(recent.firstTime('a')).toBe(true);
  });
});
