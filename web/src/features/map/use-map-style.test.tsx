import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi, offline, pending } from '@/testing/mock-api';
import { buildOfflineStyle } from './map-style';
import { selectMapStyle, useMapStyle } from './use-map-style';

const STREETS = 'https://tiles.example.org/styles/streets/style.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderStyle() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMapStyle(), { wrapper });
}

describe('selecting the map style', () => {
  it('uses the street style the api names', () => {
    expect(selectMapStyle({ styleUrl: STREETS }, '/map')).toBe(STREETS);
  });

  it('falls back to the offline style when the api names none or could not say', () => {
    expect(selectMapStyle({ styleUrl: null }, '/map')).toEqual(buildOfflineStyle('/map'));
    expect(selectMapStyle(undefined, '/map')).toEqual(buildOfflineStyle('/map'));
  });
});

describe('the delivery map’s style from GET /api/map/config', () => {
  it('is the configured street style', async () => {
    const fetchMock = mockApi({ '/api/map/config': { styleUrl: STREETS } });
    const { result } = renderStyle();
    await waitFor(() => expect(result.current).toBe(STREETS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is the offline style, drawn from /map, when the api names none', async () => {
    mockApi({ '/api/map/config': { styleUrl: null } });
    const { result } = renderStyle();
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toMatchObject({ glyphs: '/map/glyphs/{fontstack}/{range}.pbf' });
  });

  it.each([
    ['answers 500', () => json({ message: 'Internal Server Error' }, 500)],
    ['cannot be reached', offline],
  ])('is the offline style when the api %s', async (_what, answer) => {
    mockApi({ '/api/map/config': answer });
    const { result } = renderStyle();
    await waitFor(() => expect(result.current).toEqual(buildOfflineStyle('/map')));
  });

  it('is not chosen before the api has answered', () => {
    mockApi({ '/api/map/config': pending });
    const { result } = renderStyle();
    expect(result.current).toBeUndefined();
  });
});
