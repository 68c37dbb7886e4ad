import { describe, expect, it } from 'vitest';
import { resolveOrderMode, type OrderModeInput } from './order-mode';

const base: OrderModeInput = { cart: [], pathname: '/menu', search: '', storedBarMode: null };
const food = { isMerchandise: false };
const merch = { isMerchandise: true };

describe('order mode', () => {
  it('is normal for an empty cart outside a bar', () => {
    expect(resolveOrderMode(base)).toBe('normal');
  });

  it('is normal when the cart mixes food and merchandise', () => {
    expect(resolveOrderMode({ ...base, cart: [food, merch] })).toBe('normal');
  });

  it('is merch when the cart holds only merchandise, even at a bar', () => {
    expect(resolveOrderMode({ ...base, cart: [merch, merch] })).toBe('merch');
    expect(resolveOrderMode({ ...base, cart: [merch], search: '?barMode=true' })).toBe('merch');
  });

  it('is merch when only the merchandise cart holds items, even at a bar', () => {
    expect(resolveOrderMode({ ...base, merchandiseLines: 2 })).toBe('merch');
    expect(resolveOrderMode({ ...base, cart: [merch], merchandiseLines: 1 })).toBe('merch');
    expect(resolveOrderMode({ ...base, merchandiseLines: 1, storedBarMode: 'true' })).toBe('merch');
  });

  it('is normal when the food cart holds food besides a merchandise cart', () => {
    expect(resolveOrderMode({ ...base, cart: [food], merchandiseLines: 3 })).toBe('normal');
  });

  it('is bar when the query says barMode=true', () => {
    expect(resolveOrderMode({ ...base, search: '?barMode=true' })).toBe('bar');
    expect(resolveOrderMode({ ...base, search: 'table=4&barMode=true' })).toBe('bar');
  });

  it('is not bar when the query says barMode=false', () => {
    expect(resolveOrderMode({ ...base, search: '?barMode=false' })).toBe('normal');
  });

  it('is bar when the session holds the barMode flag', () => {
    expect(resolveOrderMode({ ...base, cart: [food], storedBarMode: 'true' })).toBe('bar');
  });

  it('is bar on a path containing /bar/', () => {
    expect(resolveOrderMode({ ...base, pathname: '/bar/de-kroeg' })).toBe('bar');
    expect(resolveOrderMode({ ...base, pathname: '/bar/scan' })).toBe('bar');
  });

  it('is not bar on paths that only start like a bar path', () => {
    expect(resolveOrderMode({ ...base, pathname: '/bar-menu-test' })).toBe('normal');
    expect(resolveOrderMode({ ...base, pathname: '/bars/exit-bar' })).toBe('normal');
  });
});
