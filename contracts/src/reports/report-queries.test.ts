import { describe, expect, it } from 'vitest';
import { commissionCents, MonthRangeQuery } from './bar-commission.schema';
import { DateRangeQuery } from './tax-report.schema';
import { CreateStaffInput, UpdateStaffInput } from '../staff/staff.schema';

describe('report queries', () => {
  it('accepts a leap day and refuses a day that does not exist', () => {
    expect(DateRangeQuery.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(true);
    const bad = DateRangeQuery.safeParse({ from: '2027-02-29', to: '2027-03-01' });
    expect(bad.error?.issues[0]?.message).toBe('This date does not exist');
  });

  it('accepts a full leap year and refuses a longer range', () => {
    expect(DateRangeQuery.safeParse({ from: '2028-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(DateRangeQuery.safeParse({ from: '2028-01-01', to: '2029-01-01' }).success).toBe(false);
  });

  it('refuses month 13 and a range that runs backwards', () => {
    expect(MonthRangeQuery.safeParse({ from: '2026-13', to: '2026-12' }).success).toBe(false);
    expect(MonthRangeQuery.safeParse({ from: '2026-12', to: '2026-11' }).success).toBe(false);
  });
});

describe('commissionCents', () => {
  it('rounds half up once, also for a negative month (more refunded than sold)', () => {
    expect(commissionCents(2724, 1250)).toBe(341); // 340.5
    expect(commissionCents(3333, 833)).toBe(278); // 277.64
    expect(commissionCents(-2724, 1250)).toBe(-341);
    expect(commissionCents(0, 1000)).toBe(0);
  });
});

describe('staff schemas', () => {
  it('takes only staff and admin roles, and refuses an empty change', () => {
    const base = {
      username: 'luigi',
      email: 'luigi@italieno.test',
      fullName: 'Luigi Bianchi',
      password: 'long-enough',
    };
    expect(CreateStaffInput.safeParse({ ...base, role: 'admin' }).success).toBe(true);
    expect(CreateStaffInput.safeParse({ ...base, role: 'driver' }).success).toBe(false);
    expect(UpdateStaffInput.safeParse({}).success).toBe(false);
  });
});
