import { describe, expect, it } from 'vitest';
import { fixAt } from '../../test/positions';
import { NewestByDriver } from './newest-by-driver';

describe('each driver’s newest fix', () => {
  it('keeps a newer fix and refuses one as old or older, driver by driver', () => {
    const newest = new NewestByDriver();
    expect(newest.put(fixAt(1, 1_000))).toBe(true);
    expect(newest.put(fixAt(2, 500))).toBe(true);
    expect(newest.put(fixAt(1, 2_000))).toBe(true);
    expect(newest.put(fixAt(1, 2_000))).toBe(false);
    expect(newest.put(fixAt(1, 1_500))).toBe(false);
    expect(newest.get(1)).toEqual(fixAt(1, 2_000));
    expect(newest.get(2)).toEqual(fixAt(2, 500));
  });

  it('hands over what it kept, in the order the drivers were first heard, and starts empty', () => {
    const newest = new NewestByDriver();
    newest.put(fixAt(2, 1_000));
    newest.put(fixAt(1, 1_000));
    newest.put(fixAt(2, 3_000));
    expect(newest.take()).toEqual([fixAt(2, 3_000), fixAt(1, 1_000)]);
    expect(newest.size).toBe(0);
    // After a hand-over the map starts empty: the next fix is kept, whatever came before.
    expect(newest.put(fixAt(2, 2_000))).toBe(true);
  });
});
