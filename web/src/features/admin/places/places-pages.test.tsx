import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCustomLocation } from '@shop/contracts';
import { fiorellaBar } from '@/testing/admin-fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';

afterEach(() => vi.unstubAllGlobals());

const fiorella = fiorellaBar;

const taken = 'This slug is already taken. Please choose a different slug.';

// The back office and its pages load lazily: the first render can take a while.
const slow = { timeout: 15_000 };

describe('the bars page', { timeout: 60_000 }, () => {
  it('adds a bar with its commission and says so', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bars': { body: { bars: [fiorella] } },
      'GET /api/admin/qr-codes': { body: { codes: [] } },
      'POST /api/admin/bars': (body) => ({ status: 201, body: { id: 2, ...(body as object) } }),
    });
    const { user } = renderApp('/admin/bars');
    expect(await screen.findByText('/bar/bar-fiorella', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New bar' }));
    const form = await screen.findByRole('form', { name: 'Bar' });
    const field = (name: RegExp) => within(form).getByRole('textbox', { name });
    await user.type(field(/Slug/), 'cafe-de-jaren');
    await user.type(field(/Name/), 'Café de Jaren');
    await user.type(field(/Address/), 'Nieuwe Doelenstraat 20, 1012 CP Amsterdam');
    await user.type(field(/Latitude/), '52.3678');
    await user.type(field(/Longitude/), '4.8953');
    await user.clear(field(/Commission/));
    await user.type(field(/Commission/), '12.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bar saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: 'cafe-de-jaren',
      name: 'Café de Jaren',
      address: 'Nieuwe Doelenstraat 20, 1012 CP Amsterdam',
      latitude: 52.3678,
      longitude: 4.8953,
      active: true,
      commissionPercent: 12.5,
    });
  });

  it('puts a taken slug under the slug field and a malformed one before any call', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bars': { body: { bars: [fiorella] } },
      'GET /api/admin/qr-codes': { body: { codes: [] } },
      'PUT /api/admin/bars/1': {
        status: 409,
        body: { type: 'conflict', message: taken, fieldErrors: { slug: [taken] } },
      },
    });
    const { user } = renderApp('/admin/bars');
    await user.click(await screen.findByRole('button', { name: 'Edit Bar Fiorella' }, slow));
    // Each bar links to its public pickup screen.
    expect(screen.getByRole('link', { name: 'Open screen: Bar Fiorella' })).toHaveAttribute(
      'href',
      '/bar/bar-fiorella/ready',
    );
    const form = await screen.findByRole('form', { name: 'Bar' });
    const slug = within(form).getByRole('textbox', { name: /Slug/ });
    await user.clear(slug);
    await user.type(slug, 'Bar Fiorella');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Use lower-case letters, digits and single hyphens, e.g. ndsm-terrace',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(slug);
    await user.type(slug, 'cafe-de-jaren');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(taken)).toBeInTheDocument();
  });
});

describe('the QR locations page', { timeout: 60_000 }, () => {
  const spot: AdminCustomLocation = {
    id: 3,
    customId: 'ndsm-terrace',
    name: 'NDSM Terrace',
    description: '',
    address: 'NDSM-Plein 28, 1033 WB Amsterdam',
    latitude: 52.4009,
    longitude: 4.8939,
    active: true,
  };

  it('lists the locations and previews every code with its instruction and link', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/custom-locations': { body: { locations: [spot] } },
      'GET /api/admin/qr-codes': {
        body: {
          codes: [
            {
              kind: 'location',
              id: 3,
              name: 'NDSM Terrace',
              active: true,
              payload: 'https://italieno.nl/scan-qr?customId=ndsm-terrace',
              instruction:
                'Scan with your phone’s camera to have your order delivered to NDSM Terrace.',
            },
          ],
        },
      },
    });
    renderApp('/admin/qr-locations');
    expect(
      await screen.findByRole('img', { name: 'QR code for NDSM Terrace' }, slow),
    ).toBeVisible();
    expect(screen.getByText('https://italieno.nl/scan-qr?customId=ndsm-terrace')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download PNG for NDSM Terrace' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print QR sheet' })).toBeEnabled();
  });

  it('asks before closing a form with unsaved changes', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/custom-locations': { body: { locations: [spot] } },
      'GET /api/admin/qr-codes': { body: { codes: [] } },
    });
    const { user } = renderApp('/admin/qr-locations');
    await user.click(await screen.findByRole('button', { name: 'Edit NDSM Terrace' }, slow));
    const form = await screen.findByRole('form', { name: 'QR location' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), ' North');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'QR location' })).toBeNull());
  });
});
