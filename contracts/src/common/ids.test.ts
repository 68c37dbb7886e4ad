import { describe, expect, it } from 'vitest';
import { IdParam, idValue, MAX_ID } from './ids';

describe('IdParam', () => {
  it.each(['1', '16', '2147483647'])('reads %s as its number', (id) => {
    expect(IdParam.parse({ id })).toEqual({ id: Number(id) });
  });

  it.each([
    '0x10',
    ' 1',
    '1 ',
    '+1',
    '-1',
    '0',
    '01',
    '1e1',
    '1.0',
    '1.5',
    '0b1',
    '0o7',
    'Infinity',
    '',
    '١',
    '2147483648',
    '9999999999',
    '99999999999999999999',
  ])('refuses %j', (id) => {
    const result = IdParam.safeParse({ id });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid id');
  });
});

describe('idValue', () => {
  const orderId = idValue('Order id must be a number');

  it('takes a number or its decimal digits', () => {
    expect(orderId.parse(7)).toBe(7);
    expect(orderId.parse('7')).toBe(7);
    expect(orderId.parse(MAX_ID)).toBe(MAX_ID);
  });

  it.each(['0x10', ' 7', '7.0', '0', 7.5, MAX_ID + 1, true, null])('refuses %j', (value) => {
    const result = orderId.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Order id must be a number');
  });
});

it('tells 0 and negative ids their own message when one is given', () => {
  const orderId = idValue('Order id must be a number', 'Order id must be at least 1');
  expect(orderId.safeParse(0).error?.issues[0]?.message).toBe('Order id must be at least 1');
  expect(orderId.safeParse(-3).error?.issues[0]?.message).toBe('Order id must be at least 1');
});
