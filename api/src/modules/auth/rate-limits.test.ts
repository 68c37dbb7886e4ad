import { describe, expect, it } from 'vitest';
import { clientKey, createAuthRateLimits } from './rate-limits';
import { AppError, unauthorized } from '../../shared/errors/app-error';

describe('clientKey', () => {
  it('counts an IPv4 address, mapped or not, as itself', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every IPv6 address of one /64 as one client', () => {
    const a = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002::1')).toBe(a);
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('puts requests without an address in one bucket', () => {
    expect(clientKey(undefined)).toBe('unknown');
  });
});

describe('sign-in limits', () => {
  const fail = async (): Promise<never> => {
    throw unauthorized('bad_credentials');
  };

  it('when parallel guesses race, then no more than the allowed number reach the password check', async () => {
    const limits = createAuthRateLimits({
      settings: { loginFailuresPerIp: { points: 3, durationSeconds: 60, blockSeconds: 60 } },
    });
    let checked = 0;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        limits.signIn('198.51.100.1', 'name:anna', async () => {
          checked += 1;
          await new Promise((r) => setTimeout(r, 5));
          return fail();
        }),
      ),
    );
    expect(checked).toBe(3);
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof AppError && r.reason.type === 'rate_limited',
    );
    expect(refused).toHaveLength(7);
  });

  it('when an attempt fails for another reason than the password, then it does not count', async () => {
    const limits = createAuthRateLimits({
      settings: { loginFailuresPerIp: { points: 2, durationSeconds: 60, blockSeconds: 60 } },
    });
    for (let i = 0; i < 5; i++) {
      await expect(
        limits.signIn('198.51.100.2', `name:n${i}`, async () => {
          throw new Error('database went away');
        }),
      ).rejects.toThrow('database went away');
    }
    await expect(limits.signIn('198.51.100.2', 'name:x', fail)).rejects.toMatchObject({
      type: 'unauthorized',
    });
  });
});
