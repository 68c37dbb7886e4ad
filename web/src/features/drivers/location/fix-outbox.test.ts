import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocationMessage } from '@shop/contracts';
import { FixOutbox, FLUSH_GAP_MS, OUTBOX_LIMIT } from './fix-outbox';

const START = new Date('2026-03-14T19:00:00.000Z').getTime();

const fix = (timestamp: number): LocationMessage => ({
  type: 'location',
  lat: 52.37,
  lng: 4.89,
  accuracy: 10,
  heading: null,
  speed: null,
  timestamp,
});

function outboxWithSocket() {
  const socket = { open: true, sent: [] as LocationMessage[] };
  const pending: number[] = [];
  const outbox = new FixOutbox({
    send: (message) => {
      if (!socket.open) return false;
      socket.sent.push(message);
      return true;
    },
    onPending: (n) => pending.push(n),
  });
  return { socket, outbox, pending };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('FixOutbox', () => {
  it('sends a fix at once while the socket is open', () => {
    const { socket, outbox } = outboxWithSocket();
    outbox.push(fix(START));
    expect(socket.sent).toEqual([fix(START)]);
    expect(outbox.pending).toBe(0);
  });

  it('keeps fixes while the socket is down and sends them oldest first on reconnect, ten a second', () => {
    const { socket, outbox, pending } = outboxWithSocket();
    socket.open = false;
    for (let i = 0; i < 30; i += 1) {
      vi.advanceTimersByTime(1_000);
      outbox.push(fix(Date.now()));
    }
    expect(socket.sent).toHaveLength(0);
    expect(outbox.pending).toBe(30);
    expect(pending.at(-1)).toBe(30);

    socket.open = true;
    outbox.resume();
    expect(socket.sent).toHaveLength(1);
    // Never more than one message per FLUSH_GAP_MS: 10 in any second, far below the gateway's 20.
    vi.advanceTimersByTime(FLUSH_GAP_MS * 9);
    expect(socket.sent).toHaveLength(10);
    vi.advanceTimersByTime(1_000);
    expect(socket.sent).toHaveLength(20);
    vi.advanceTimersByTime(5_000);
    expect(socket.sent).toHaveLength(30);
    const times = socket.sent.map((m) => m.timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(outbox.pending).toBe(0);
    expect(pending.at(-1)).toBe(0);
  });

  it('a new fix during the flush waits behind the kept ones', () => {
    const { socket, outbox } = outboxWithSocket();
    socket.open = false;
    outbox.push(fix(START - 3_000));
    outbox.push(fix(START - 2_000));
    socket.open = true;
    outbox.resume();
    outbox.push(fix(START));
    expect(socket.sent.map((m) => m.timestamp)).toEqual([START - 3_000]);
    vi.advanceTimersByTime(FLUSH_GAP_MS * 2);
    expect(socket.sent.map((m) => m.timestamp)).toEqual([START - 3_000, START - 2_000, START]);
  });

  it('keeps only the last ten minutes', () => {
    const { socket, outbox } = outboxWithSocket();
    socket.open = false;
    outbox.push(fix(START));
    vi.advanceTimersByTime(8 * 60_000);
    outbox.push(fix(Date.now()));
    vi.advanceTimersByTime(3 * 60_000);
    socket.open = true;
    outbox.resume();
    vi.advanceTimersByTime(1_000);
    // The first fix is 11 minutes old: the gateway would refuse it, so it is not sent.
    expect(socket.sent.map((m) => m.timestamp)).toEqual([START + 8 * 60_000]);
  });

  it('holds at most ten minutes of one-a-second fixes, dropping the oldest', () => {
    const { socket, outbox } = outboxWithSocket();
    socket.open = false;
    for (let i = 0; i < OUTBOX_LIMIT + 50; i += 1) outbox.push(fix(START + i));
    expect(outbox.pending).toBe(OUTBOX_LIMIT);
    socket.open = true;
    outbox.resume();
    expect(socket.sent[0]?.timestamp).toBe(START + 50);
  });

  it('stops at a drop in the middle of a flush and goes on after the next reconnect', () => {
    const { socket, outbox } = outboxWithSocket();
    socket.open = false;
    for (let i = 0; i < 5; i += 1) outbox.push(fix(START + i * 1_000));
    socket.open = true;
    outbox.resume();
    vi.advanceTimersByTime(FLUSH_GAP_MS);
    socket.open = false;
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toHaveLength(2);
    expect(outbox.pending).toBe(3);
    socket.open = true;
    outbox.resume();
    vi.advanceTimersByTime(1_000);
    expect(socket.sent.map((m) => m.timestamp)).toEqual(
      [0, 1, 2, 3, 4].map((i) => START + i * 1_000),
    );
  });

  it('clear forgets what was kept: nothing is sent after going offline', () => {
    const { socket, outbox } = outboxWithSocket();
    socket.open = false;
    outbox.push(fix(START));
    outbox.clear();
    socket.open = true;
    outbox.resume();
    vi.advanceTimersByTime(1_000);
    expect(socket.sent).toHaveLength(0);
    expect(outbox.pending).toBe(0);
  });

  it('tells what waits whenever it changes, and takes back what a page before it kept, in time order', () => {
    const kept: number[][] = [];
    const socket = { open: false, sent: [] as LocationMessage[] };
    const outbox = new FixOutbox({
      send: (m) => socket.open && socket.sent.push(m) > 0,
      onChange: (waiting) => kept.push(waiting.map((f) => f.timestamp)),
    });
    outbox.push(fix(START));
    expect(kept.at(-1)).toEqual([START]);

    // The page before the reload kept two older fixes (and one this page has too).
    outbox.restore([fix(START - 20_000), fix(START - 10_000), fix(START)]);
    expect(kept.at(-1)).toEqual([START - 20_000, START - 10_000, START]);
    socket.open = true;
    outbox.resume();
    vi.advanceTimersByTime(1_000);
    expect(socket.sent.map((m) => m.timestamp)).toEqual([START - 20_000, START - 10_000, START]);
    expect(kept.at(-1)).toEqual([]);
  });

  it('restores nothing older than ten minutes', () => {
    const { socket, outbox } = outboxWithSocket();
    outbox.restore([fix(START - 11 * 60_000), fix(START - 60_000)]);
    expect(socket.sent.map((m) => m.timestamp)).toEqual([START - 60_000]);
  });
});
