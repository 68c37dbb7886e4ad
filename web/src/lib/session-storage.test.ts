import { describe, expect, it } from 'vitest';
import {
  forgetLocationRedirect,
  isSitePath,
  rememberLocationRedirect,
  takeLocationRedirect,
} from './session-storage';

describe('locationRedirect', () => {
  it('is kept under the session key locationRedirect and given back once', () => {
    rememberLocationRedirect('/cart');
    expect(sessionStorage.getItem('locationRedirect')).toBe('/cart');
    expect(takeLocationRedirect()).toBe('/cart');
    expect(takeLocationRedirect()).toBeNull();
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });

  it('keeps a query string', () => {
    rememberLocationRedirect('/cart?barMode=true');
    expect(takeLocationRedirect()).toBe('/cart?barMode=true');
  });

  it('can be forgotten', () => {
    rememberLocationRedirect('/cart');
    forgetLocationRedirect();
    expect(takeLocationRedirect()).toBeNull();
  });

  it.each([
    'https://evil.example/cart',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '',
  ])('never leaves the site: %j is not remembered', (path) => {
    expect(isSitePath(path)).toBe(false);
    rememberLocationRedirect(path);
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });

  it('a foreign value written by something else is not followed', () => {
    sessionStorage.setItem('locationRedirect', '//evil.example');
    expect(takeLocationRedirect()).toBeNull();
    expect(sessionStorage.getItem('locationRedirect')).toBeNull();
  });
});
