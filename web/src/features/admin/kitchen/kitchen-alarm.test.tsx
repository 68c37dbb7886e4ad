import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAudioContext } from '@/testing/fake-audio-context';
import { kitchenApi, renderBoard } from '@/testing/kitchen-board';
import { foodOrder } from '@/testing/order-fixtures';
import { ALARM_PATTERNS } from './alarm-sound';

/** Order 12 of the fixtures was paid at 18:31:00; the board opens at that moment. */
const PAID = Date.parse('2026-03-14T18:31:00.000Z');

beforeEach(() => {
  FakeAudioContext.reset();
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.useFakeTimers({ now: PAID });
  document.title = 'Italieno';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Each time the alarm sounded: when (ms after payment), how loud, how many tones. */
function rings() {
  const byTime = new Map<number, { at: number; volume: number; tones: number }>();
  for (const tone of FakeAudioContext.tones()) {
    const ring = byTime.get(tone.at) ?? { at: tone.at - PAID, volume: tone.volume, tones: 0 };
    ring.tones += 1;
    byTime.set(tone.at, ring);
  }
  return [...byTime.values()];
}
const ringsBetween = (from: number, to: number) =>
  rings().filter((ring) => ring.at >= from && ring.at < to);
/** Whether the rings follow each other every `everyMs` (give or take a few ms of rendering). */
const repeatsEvery = (list: { at: number }[], everyMs: number) =>
  list.slice(1).every((ring, i) => Math.abs(ring.at - list[i]!.at - everyMs) <= 100);

async function openBoard() {
  const api = kitchenApi([foodOrder()]);
  const view = renderBoard();
  await advance(0);
  await advance(0);
  expect(screen.getByRole('article', { name: 'Order #12' })).toBeInTheDocument();
  return { ...api, ...view };
}

const accept = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Accept with 20 minutes' }));
  await advance(0);
  await advance(0);
  expect(
    within(screen.getByRole('region', { name: 'Preparing' })).getByRole('article'),
  ).toHaveAccessibleName('Order #12');
};

describe('new-order alarm', () => {
  it('repeats until the order is accepted, louder and faster after 2 and 5 minutes', async () => {
    FakeAudioContext.startRunning = true;
    await openBoard();

    // It sounds at once, then every 10 s.
    await advance(119_000);
    const first = ringsBetween(0, 120_000);
    expect(first[0]?.at).toBe(0);
    expect(first).toHaveLength(12);
    expect(repeatsEvery(first, ALARM_PATTERNS[0].everyMs)).toBe(true);
    expect(first.every((ring) => ring.volume === ALARM_PATTERNS[0].volume)).toBe(true);

    // After 2 minutes: louder, at once and every 5 s.
    await advance(180_000);
    const second = ringsBetween(120_000, 300_000);
    expect(second[0]!.at).toBeLessThanOrEqual(121_000);
    expect(second.every((ring) => ring.volume === ALARM_PATTERNS[1].volume)).toBe(true);
    expect(repeatsEvery(second, ALARM_PATTERNS[1].everyMs)).toBe(true);
    expect(second.length).toBeGreaterThanOrEqual(35);

    // After 5 minutes: loudest, every 2.5 s.
    await advance(60_000);
    const third = ringsBetween(300_000, 360_000);
    expect(third[0]!.at).toBeLessThanOrEqual(301_000);
    expect(third.every((ring) => ring.volume === 1)).toBe(true);
    expect(repeatsEvery(third, ALARM_PATTERNS[2].everyMs)).toBe(true);
    expect(third[0]!.tones).toBeGreaterThan(first[0]!.tones);

    // Someone accepts it: silence.
    await accept();
    const heard = rings().length;
    await advance(120_000);
    expect(rings()).toHaveLength(heard);
  });

  it('sounds again at once when another order arrives', async () => {
    FakeAudioContext.startRunning = true;
    const { setOrders, queryClient } = await openBoard();
    await advance(3_000);
    expect(rings()).toHaveLength(1);

    setOrders([foodOrder(), foodOrder({ id: 13 })]);
    await act(() => queryClient.invalidateQueries({ queryKey: ['/api/kitchen/orders'] }));
    await advance(0);
    expect(screen.getByRole('article', { name: 'Order #13' })).toBeInTheDocument();
    expect(rings().map((ring) => ring.at)).toEqual([0, 3_000]);
  });

  it('shows “Sound is off — tap to enable” until the first tap, then sounds the alarm', async () => {
    await openBoard();
    const bar = screen.getByRole('button', { name: 'Sound is off — tap to enable' });
    await advance(30_000);
    // The browser blocks sound until a tap; nothing is queued to blare out afterwards.
    expect(rings()).toHaveLength(0);

    fireEvent.click(bar);
    await advance(0);
    expect(
      screen.queryByRole('button', { name: 'Sound is off — tap to enable' }),
    ).not.toBeInTheDocument();
    expect(rings().map((ring) => ring.at)).toEqual([30_000]);
    await advance(10_000);
    expect(rings()).toHaveLength(2);
  });

  it('is enabled by a tap anywhere on the page', async () => {
    await openBoard();
    fireEvent.pointerDown(screen.getByRole('heading', { name: 'Orders' }));
    await advance(0);
    expect(
      screen.queryByRole('button', { name: 'Sound is off — tap to enable' }),
    ).not.toBeInTheDocument();
    expect(rings()).toHaveLength(1);
  });
});

describe('tab title', () => {
  it('flashes “(1) New order” while an order waits and comes back once it is accepted', async () => {
    await openBoard();
    expect(document.title).toBe('(1) New order');
    await advance(1_000);
    expect(document.title).toBe('Italieno');
    await advance(1_000);
    expect(document.title).toBe('(1) New order');

    await accept();
    expect(document.title).toBe('Italieno');
    await advance(5_000);
    expect(document.title).toBe('Italieno');
  });

  it('counts the waiting orders', async () => {
    kitchenApi([foodOrder(), foodOrder({ id: 13 })]);
    renderBoard();
    await advance(0);
    await advance(0);
    expect(document.title).toBe('(2) New orders');
  });
});
