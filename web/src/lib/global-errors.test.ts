import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { handleUncaughtError, installGlobalErrorHandlers } from './global-errors';

describe('uncaught errors', () => {
  it.each([
    new ApiError(401, 'Unauthorized', null),
    new Error('Not authenticated'),
    new TypeError('Failed to fetch'),
    new Error('Network request failed'),
    'Connection refused',
    new Error('blocked by CORS policy'),
  ])('swallows authentication and network errors: %s', (error) => {
    const logger = vi.fn();
    expect(handleUncaughtError(error, logger)).toBe(true);
    expect(logger).not.toHaveBeenCalled();
  });

  it('hands anything else to the logger and lets the browser report it', () => {
    const logger = vi.fn();
    const error = new RangeError('index out of range');
    expect(handleUncaughtError(error, logger)).toBe(false);
    expect(logger).toHaveBeenCalledWith(error);
  });

  it('prevents the browser report of a silenced unhandled rejection', () => {
    const logger = vi.fn();
    const uninstall = installGlobalErrorHandlers(window, logger);
    const silenced = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new TypeError('Failed to fetch'),
    });
    window.dispatchEvent(silenced);
    const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
      reason: new Error('boom'),
    });
    window.dispatchEvent(other);
    uninstall();
    expect(silenced.defaultPrevented).toBe(true);
    expect(other.defaultPrevented).toBe(false);
    expect(logger).toHaveBeenCalledTimes(1);
  });
});
