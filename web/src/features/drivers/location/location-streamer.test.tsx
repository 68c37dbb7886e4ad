import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '@shop/contracts/realtime';
import { RealtimeContext } from '@/lib/realtime-context';
import type { RealtimeStatus } from '@/lib/realtime';
import { fakePositionWatch, setPageVisible } from '@/testing/fake-position-watch';
import { renderWithProviders } from '@/testing/test-utils';
import portal from '@/i18n/locales/en/portal';
import { LocationStreamer } from './location-streamer';

const TRACKING_PAUSED = portal.location.paused;
const WAKE_LOCK_TEXTS = portal.location.wakeLock;

// Fixes are stamped now: the portal never sends one older than ten minutes.
const T0 = Date.now();

function setup({ connected = true } = {}) {
  const gps = fakePositionWatch();
  const socket = { open: connected, sent: [] as ClientMessage[] };
  const send = vi.fn((message: ClientMessage) => {
    if (!socket.open) return false;
    socket.sent.push(message);
    return true;
  });
  const ui = (props: { active: boolean; onJob?: boolean }, status: RealtimeStatus) => (
    <RealtimeContext
      value={{ status, subscribe: () => () => {}, followOrder: () => () => {}, send }}
    >
      <LocationStreamer active={props.active} onJob={props.onJob ?? false} />
    </RealtimeContext>
  );
  let status: RealtimeStatus = connected ? 'connected' : 'disconnected';
  let props = { active: true, onJob: false };
  const view = renderWithProviders(ui(props, status));
  const update = (next: { active?: boolean; onJob?: boolean; status?: RealtimeStatus }) => {
    props = { ...props, ...next };
    status = next.status ?? status;
    view.rerender(ui(props, status));
  };
  const card = () => within(screen.getByRole('region', { name: 'Location sharing' }));
  const statusText = () => screen.getByLabelText('Location status').textContent;
  return { gps, socket, send, update, card, statusText, ...view };
}

const removeWakeLock = () =>
  Object.defineProperty(navigator, 'wakeLock', { value: undefined, configurable: true });

function fakeWakeLock(answer: 'grant' | 'refuse') {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  const request = vi.fn(async () => {
    if (answer === 'refuse') throw new DOMException('Battery saver', 'NotAllowedError');
    const sentinel = Object.assign(new EventTarget(), {
      released: false,
      async release() {
        sentinel.released = true;
        sentinel.dispatchEvent(new Event('release'));
      },
    });
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

beforeEach(() => {
  setPageVisible(true);
  removeWakeLock();
});
afterEach(() => setPageVisible(true));

describe('LocationStreamer', () => {
  it('streams fixes over the socket as location messages, as the policy allows', async () => {
    const { gps, socket, statusText, card } = setup();
    expect(gps.watchPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      expect.objectContaining({ enableHighAccuracy: true }),
    );
    expect(statusText()).toBe('Finding your position…');

    act(() => gps.move(52.37, 4.89, T0, 12.4));
    act(() => gps.move(52.37, 4.89, T0 + 1_500)); // standing still, 1.5 s later: not sent
    act(() => gps.move(52.37, 4.89, T0 + 4_000)); // 4 s after the last one sent
    await vi.waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(socket.sent).toEqual([
      {
        type: 'location',
        lat: 52.37,
        lng: 4.89,
        accuracy: 12.4,
        heading: null,
        speed: null,
        timestamp: T0,
      },
      expect.objectContaining({ type: 'location', timestamp: T0 + 4_000 }),
    ]);
    expect(statusText()).toBe('Sharing your location with the shop');
    expect(card().getByText('Sending')).toBeVisible();
    expect(card().getByLabelText('Last fix')).toHaveTextContent(
      /^Last fix \d\d:\d\d:\d\d · accuracy ±8 m$/,
    );
  });

  it('offline and on no job: no watch, nothing sent', () => {
    const { gps, socket, update, statusText } = setup();
    act(() => gps.move(52.37, 4.89, T0));
    update({ active: false });
    expect(gps.clearWatch).toHaveBeenCalled();
    expect(gps.open()).toBe(0);
    act(() => gps.move(52.38, 4.9, T0 + 10_000));
    expect(socket.sent).toHaveLength(1);
    expect(statusText()).toBe('Location sharing is off while you are offline');
  });

  it('keeps the fixes taken while the socket is down and sends them oldest first on reconnect', async () => {
    const { gps, socket, update, statusText, card } = setup({ connected: false });
    act(() => gps.move(52.37, 4.89, Date.now() - 8_000));
    act(() => gps.move(52.37, 4.89, Date.now() - 4_000));
    act(() => gps.move(52.37, 4.89, Date.now()));
    expect(socket.sent).toHaveLength(0);
    expect(statusText()).toBe('No connection: your positions are kept and sent when it is back');
    expect(card().getByLabelText('Positions waiting')).toHaveTextContent(
      '3 positions wait for the connection.',
    );

    socket.open = true;
    update({ status: 'connected' });
    await vi.waitFor(() => expect(socket.sent).toHaveLength(3));
    const times = socket.sent.map((m) => (m.type === 'location' ? m.timestamp : 0));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    await vi.waitFor(() =>
      expect(card().queryByLabelText('Positions waiting')).not.toBeInTheDocument(),
    );
  });

  it.each([
    [1, 'Location access was denied. Please enable location services.', 'Denied'],
    [2, 'Location information is unavailable. Please try again.', 'No GPS'],
    [3, 'Location request timed out. Please try again.', 'No GPS'],
  ] as const)(
    'error %i shows the spec’s text and how to turn location on',
    async (code, text, badge) => {
      const { gps, user, card } = setup();
      act(() => gps.fail(code));
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(card().getByText(badge)).toBeVisible();
      const help = within(card().getByLabelText('How to turn on location'));
      expect(help.getByRole('heading', { name: 'iPhone (Safari)' })).toBeVisible();
      expect(help.getByRole('heading', { name: 'Android (Chrome)' })).toBeVisible();

      // A denied watch is over; Try again asks the browser again.
      if (code === 1) expect(gps.open()).toBe(0);
      const calls = gps.watchPosition.mock.calls.length;
      await user.click(help.getByRole('button', { name: 'Try again' }));
      expect(gps.watchPosition).toHaveBeenCalledTimes(calls + 1);
      act(() => gps.move(52.37, 4.89, T0));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a browser without geolocation says so', () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    const send = vi.fn(() => true);
    renderWithProviders(
      <RealtimeContext
        value={{
          status: 'connected',
          subscribe: () => () => {},
          followOrder: () => () => {},
          send,
        }}
      >
        <LocationStreamer active onJob={false} />
      </RealtimeContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This browser cannot share your location.');
    expect(send).not.toHaveBeenCalled();
  });

  it('a hidden page says tracking is paused, in the card and the tab title, and tells of the gap after', async () => {
    const { statusText, card, user } = setup();
    document.title = 'Italieno';
    act(() => setPageVisible(false));
    expect(statusText()).toBe(TRACKING_PAUSED);
    expect(card().getByText('Paused')).toBeInTheDocument();
    expect(document.title).toBe(TRACKING_PAUSED);

    act(() => setPageVisible(true));
    expect(document.title).toBe('Italieno');
    expect(card().getByText('Tracking was paused')).toBeVisible();
    await user.click(card().getByRole('button', { name: 'Dismiss' }));
    expect(card().queryByText('Tracking was paused')).not.toBeInTheDocument();
  });

  describe('screen wake lock', () => {
    it('holds the screen on during a job, and asks again when the page comes back', async () => {
      const lock = fakeWakeLock('grant');
      const { update, card } = setup();
      expect(lock.request).not.toHaveBeenCalled();
      update({ onJob: true });
      await vi.waitFor(() => expect(lock.request).toHaveBeenCalledWith('screen'));
      expect(card().queryByText('Your screen may turn off')).not.toBeInTheDocument();

      // The browser lets go of the lock when the page is hidden.
      act(() => setPageVisible(false));
      await act(() => lock.sentinels[0]!.release());
      act(() => setPageVisible(true));
      await vi.waitFor(() => expect(lock.request).toHaveBeenCalledTimes(2));

      update({ onJob: false });
      await vi.waitFor(() => expect(lock.sentinels[1]!.released).toBe(true));
    });

    it('warns plainly where the browser has no wake lock (installed web apps on iOS before 18.4)', () => {
      const { update, card } = setup();
      update({ onJob: true });
      expect(card().getByText('Your screen may turn off')).toBeVisible();
      expect(card().getByText(WAKE_LOCK_TEXTS.unsupported)).toBeVisible();
    });

    it('warns when the browser refuses the lock', async () => {
      fakeWakeLock('refuse');
      const { update, card } = setup();
      update({ onJob: true });
      expect(await card().findByText(WAKE_LOCK_TEXTS.refused)).toBeVisible();
    });

    it('no warning and no lock when not on a job', () => {
      const { card } = setup();
      expect(card().queryByText('Your screen may turn off')).not.toBeInTheDocument();
    });
  });
});
