import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { BarMenuGrid } from '@/features/bar/bar-menu-grid';
import { MenuItemSkeletonGrid } from '@/features/menu/menu-item-grid';
import { localizeMessage } from '@/i18n/messages';
import { inDutch } from '@/testing/in-dutch';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { DeliveryMap } from './delivery-map';
import { LOADING_MAP } from './map-constants';

// A device without WebGL, whatever another test file left on the shared jsdom's canvas.
vi.mock('./webgl', () => ({ webglAvailable: () => false }));

inDutch();
afterEach(() => vi.unstubAllGlobals());

describe('parts several shop pages share, in Dutch', () => {
  it('the map says in Dutch that it cannot be shown on a device without WebGL', () => {
    renderWithProviders(<DeliveryMap zones={[]} height={300} />);
    expect(screen.getByText('Kaart niet beschikbaar')).toBeVisible();
    expect(
      screen.getByText(
        'De kaart kan op dit apparaat niet worden getoond. Je kunt je adres nog controleren op het tabblad Adres.',
      ),
    ).toBeVisible();
    expect(localizeMessage(LOADING_MAP)).toBe('Kaart laden');
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
