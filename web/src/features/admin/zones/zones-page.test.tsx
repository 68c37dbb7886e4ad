import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminZone } from '@shop/contracts';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { changeLanguage } from '@/i18n';

afterEach(() => vi.unstubAllGlobals());

const centre: AdminZone = {
  id: 1,
  name: 'Amsterdam City Center',
  deliveryFeeCents: 250,
  minimumOrderCents: 1500,
  estimatedTime: '20-30 min',
  isActive: true,
  sortOrder: 1,
  coordinates: [
    [
      [4.88, 52.36],
      [4.92, 52.36],
      [4.92, 52.38],
      [4.88, 52.38],
      [4.88, 52.36],
    ],
  ],
};
const west: AdminZone = { ...centre, id: 2, name: 'West & Zuid', sortOrder: 2 };

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    'GET /api/user': userAnswer('admin'),
    'GET /api/admin/zones': { body: { zones: [centre, west] } },
    'GET /api/admin/qr-codes': {
      body: {
        codes: [
          {
            kind: 'zone',
            id: 1,
            name: centre.name,
            active: true,
            payload: 'https://italieno.nl/scan-qr?zoneId=1',
            instruction: 'Scan to order',
          },
        ],
      },
    },
    ...extra,
  });
}

// The back office and its pages load lazily: the first render can take a while.
const corners = () => screen.findByRole('textbox', { name: /Border corners/ }, { timeout: 15_000 });

// The first test also loads the back office's lazy chunks; this machine's jsdom is slow.
describe('the delivery zones page', { timeout: 60_000 }, () => {
  it('moves a border through the corner list and saves it, in cents, with a toast', async () => {
    const { calls } = api({
      'PUT /api/admin/zones/1': (body) => ({
        body: { zone: { ...centre, ...(body as object) }, warnings: [] },
      }),
    });
    const { user } = renderApp('/admin/zones');
    const list = await corners();
    expect(list).toHaveValue('4.88, 52.36\n4.92, 52.36\n4.92, 52.38\n4.88, 52.38');

    await user.clear(list);
    await user.click(list);
    await user.paste('4.88, 52.36\n4.9, 52.36\n4.9, 52.38\n4.88, 52.38');
    const fee = screen.getByRole('textbox', { name: /Delivery fee/ });
    await user.clear(fee);
    await user.type(fee, '3,75');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));

    expect(await screen.findByText('Zone saved')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Amsterdam City Center',
      deliveryFeeCents: 375,
      minimumOrderCents: 1500,
      coordinates: [
        [
          [4.88, 52.36],
          [4.9, 52.36],
          [4.9, 52.38],
          [4.88, 52.38],
        ],
      ],
    });
  });

  it('shows the server refusing a self-crossing border under the corner list', async () => {
    const message =
      'The zone border crosses itself. Move the corners so that the border does not cross.';
    api({
      'PUT /api/admin/zones/1': {
        status: 422,
        body: { type: 'unprocessable', message, fieldErrors: { coordinates: [message] } },
      },
    });
    const { user } = renderApp('/admin/zones');
    const list = await corners();
    await user.clear(list);
    await user.click(list);
    await user.paste('4.88, 52.36\n4.92, 52.38\n4.92, 52.36\n4.88, 52.38');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(within(list.closest('.mantine-InputWrapper-root')!).getByText(message)).toBeVisible();
  });

  it('names a corner line it cannot read and checks the fields before calling the api', async () => {
    const { calls } = api();
    const { user } = renderApp('/admin/zones');
    const list = await corners();
    await user.type(list, '\nsomewhere');
    expect(
      await screen.findByText('Line 5: write longitude, latitude, e.g. 4.9041, 52.3676'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('names the line it cannot read in the language of the moment', async () => {
    api();
    const { user } = renderApp('/admin/zones');
    const list = await corners();
    await user.type(list, '\nsomewhere');
    expect(
      await screen.findByText('Line 5: write longitude, latitude, e.g. 4.9041, 52.3676'),
    ).toBeInTheDocument();
    try {
      await act(() => changeLanguage('nl'));
      expect(
        await screen.findByText(
          'Regel 5: schrijf lengtegraad, breedtegraad, bijv. 4.9041, 52.3676',
        ),
      ).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('shows the overlap warnings of a saved zone', async () => {
    const warning =
      'Overlaps the active zone "West & Zuid" (about 12 % of this zone). Addresses in the overlap get the fee and minimum order of "Amsterdam City Center", the zone higher in the list.';
    api({
      'PUT /api/admin/zones/1': {
        body: { zone: centre, warnings: [{ zoneId: 2, name: 'West & Zuid', message: warning }] },
      },
    });
    const { user } = renderApp('/admin/zones');
    await corners();
    await user.type(screen.getByRole('textbox', { name: /Delivery time/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Overlapping zones')).toBeInTheDocument();
    expect(screen.getAllByText(warning).length).toBeGreaterThan(0);
  });

  it('asks before another zone replaces unsaved changes', async () => {
    api();
    const { user } = renderApp('/admin/zones');
    await corners();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), ' Noord');
    await user.click(screen.getByText('West & Zuid'));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Amsterdam City Center Noord',
    );
    await user.click(screen.getByText('West & Zuid'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('West & Zuid'),
    );
  });

  it('previews the zones’ QR codes', async () => {
    api();
    renderApp('/admin/zones');
    expect(await screen.findByRole('img', { name: `QR code for ${centre.name}` })).toBeVisible();
    expect(screen.getByText('https://italieno.nl/scan-qr?zoneId=1')).toBeInTheDocument();
  });
});
