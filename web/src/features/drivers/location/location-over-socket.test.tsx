import { act, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeProvider } from '@/features/realtime/realtime-provider';
import { createQueryClient } from '@/lib/query-client';
import { fakePositionWatch } from '@/testing/fake-position-watch';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { LocationStreamer } from './location-streamer';

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => vi.unstubAllGlobals());

const sentFixes = (socket: FakeWebSocket) =>
  socket.sent
    .map((frame) => JSON.parse(frame) as { type: string; timestamp?: number })
    .filter((message) => message.type === 'location');

describe('the driver portal on the live connection', () => {
  it('fixes taken before the socket opens go out on it, oldest first, as location messages', async () => {
    mockApi({
      'GET /api/user': userAnswer('driver'),
      'GET /api/realtime/ticket': {
        body: { token: 'tok', role: 'driver', id: '4', t: 1, expiresAt: 2 },
      },
    });
    const gps = fakePositionWatch();
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient()}>
          <RealtimeProvider>
            <LocationStreamer active onJob={false} />
          </RealtimeProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const first = Date.now() - 8_000;
    act(() => gps.move(52.37, 4.89, first));
    act(() => gps.move(52.371, 4.89, first + 4_000));
    expect(await screen.findByText('2 positions wait for the connection.')).toBeVisible();

    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.last()!;
    act(() => socket.open());
    await waitFor(() => expect(sentFixes(socket)).toHaveLength(2));
    expect(sentFixes(socket).map((m) => m.timestamp)).toEqual([first, first + 4_000]);
    expect(await screen.findByText('Sharing your location with the shop')).toBeVisible();

    act(() => gps.move(52.372, 4.89, first + 8_000));
    await waitFor(() => expect(sentFixes(socket)).toHaveLength(3));
  });
});
