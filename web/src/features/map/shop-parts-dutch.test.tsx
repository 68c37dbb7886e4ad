import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BarMenuGrid } from '@/features/bar/bar-menu-grid';
import { MenuItemSkeletonGrid } from '@/features/menu/menu-item-grid';
import { inDutch } from '@/testing/in-dutch';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { DeliveryMap } from './delivery-map';

// A device without WebGL, whatever another test file left on the shared jsdom's canvas; one test
// has it, and MapLibre's code never arrives there (the map waits under its skeleton).
const device = vi.hoisted(() => ({ webgl: false }));
vi.mock('./webgl', () => ({ webglAvailable: () => device.webgl }));
vi.mock('./map-view', () => ({
  default: () => {
    throw new Promise(() => undefined);
  },
}));

inDutch();
afterEach(() => {
  vi.unstubAllGlobals();
  device.webgl = false;
});

describe('parts several shop pages share, in Dutch', () => {
  it('the map says in Dutch that it cannot be shown on a device without WebGL', () => {
    renderWithProviders(<DeliveryMap zones={[]} height={300} />);
    expect(screen.getByText('Kaart niet beschikbaar')).toBeVisible();
    expect(
      screen.getByText(
        'De kaart kan op dit apparaat niet worden getoond. Je kunt je adres nog controleren op het tabblad Adres.',
      ),
    ).toBeVisible();
  });

  it('the map’s placeholder is named in Dutch while the map loads', () => {
    device.webgl = true;
    renderWithProviders(<DeliveryMap zones={[]} height={300} />);
    expect(screen.getByRole('progressbar', { name: 'Kaart laden' })).toBeInTheDocument();
  });

  it('the menu’s placeholder cards are named in Dutch', () => {
    renderWithProviders(<MenuItemSkeletonGrid count={2} />);
    expect(screen.getByRole('status', { name: 'Menu-items laden' })).toBeInTheDocument();
  });

  it('the bar menu says in Dutch that it could not be loaded', async () => {
    mockApi({
      'GET /api/menu': {
        status: 500,
        body: {
          type: 'unknown_error',
          message: 'Something went wrong on our side. Please try again.',
        },
      },
    });
    renderWithProviders(<BarMenuGrid />);
    expect(await screen.findByText('Het menu kon niet worden geladen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/Try again|could not be loaded|went wrong/);
  });
});
