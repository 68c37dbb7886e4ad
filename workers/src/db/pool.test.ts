import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './pool';

/** drizzle wraps the driver's error: the reason sits in the cause chain. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    ['pg_terminate_backend', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'a server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'IPv4 and IPv6 both refused',
      new AggregateError([Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })]),
    ],
  ])('is true for %s, also when wrapped', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    [
      'a pool the process itself ended',
      new Error('Cannot use a pool after calling end on the pool'),
    ],
    ['something else', new TypeError('x is undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });
});
