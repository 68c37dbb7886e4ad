import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LatLng } from '@shop/contracts';
import { MARKER_GLIDE_MS, useGlidingPosition } from './use-gliding-position';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const A = { lat: 52.37, lng: 4.88 };
const B = { lat: 52.38, lng: 4.9 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = (target: LatLng | null) =>
  renderHook(({ to }) => useGlidingPosition(to), { initialProps: { to: target } });

describe('useGlidingPosition', () => {
  it('glides from the drawn position to a new fix over about a second', () => {
    prefersReducedMotion(false);
    const { result, rerender } = render(A);
    expect(result.current).toEqual(A);

    rerender({ to: B });
    act(() => vi.advanceTimersByTime(MARKER_GLIDE_MS / 2));
    const half = result.current!;
    expect(half.lat).toBeGreaterThan(A.lat);
    expect(half.lat).toBeLessThan(B.lat);
    expect(half.lng).toBeGreaterThan(A.lng);
    expect(half.lng).toBeLessThan(B.lng);

    act(() => vi.advanceTimersByTime(MARKER_GLIDE_MS));
    expect(result.current).toEqual(B);
  });

  it('a fix arriving mid-glide glides on from where the marker is drawn', () => {
    prefersReducedMotion(false);
    const { result, rerender } = render(A);
    rerender({ to: B });
    act(() => vi.advanceTimersByTime(MARKER_GLIDE_MS / 2));
    const midway = result.current!;
    rerender({ to: A });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current!.lat).toBeLessThanOrEqual(midway.lat);
    expect(result.current!.lat).toBeGreaterThan(A.lat);
    act(() => vi.advanceTimersByTime(MARKER_GLIDE_MS));
    expect(result.current).toEqual(A);
  });

  it('jumps with prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    const { result, rerender } = render(A);
    rerender({ to: B });
    expect(result.current).toEqual(B);
  });

  it('the first fix and a lost position are shown at once', () => {
    prefersReducedMotion(false);
    const { result, rerender } = render(null);
    rerender({ to: A });
    expect(result.current).toEqual(A);
    rerender({ to: null });
    expect(result.current).toBeNull();
  });
});
