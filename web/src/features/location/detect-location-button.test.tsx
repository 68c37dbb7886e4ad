import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeGeolocation } from '@/testing/fake-geolocation';
import { reversed, zone2 } from '@/testing/geo-fixtures';
import { mockApi } from '@/testing/mock-endpoints';
import { renderWithProviders } from '@/testing/test-utils';
import { DetectLocationButton } from './detect-location-button';

const OVERTOOM = 'Overtoom 100, 1054 HK Amsterdam, Netherlands';
const HERE = { lat: 52.361, lng: 4.871 };

function renderButton() {
  mockApi({ 'POST /api/geo/reverse-geocode': { body: reversed(OVERTOOM, zone2) } });
  const onLocated = vi.fn();
  const onManual = vi.fn();
  const view = renderWithProviders(
    <DetectLocationButton
      label="Detect current location"
      onLocated={onLocated}
      onManual={onManual}
    />,
  );
  return { ...view, onLocated, onManual };
}

const detect = (user: ReturnType<typeof renderButton>['user']) =>
  user.click(screen.getByRole('button', { name: 'Detect current location' }));

afterEach(() => {
  vi.unstubAllGlobals();
  fakeGeolocation(null);
});

describe('the checkout’s Detect current location', () => {
  it('asks for a fresh, precise position within 10 s and reports the address there', async () => {
    const gps = fakeGeolocation([HERE]);
    const { user, onLocated, onManual } = renderButton();
    await detect(user);

    await waitFor(() => expect(onLocated).toHaveBeenCalledTimes(1));
    expect(onLocated.mock.calls[0]![0]).toMatchObject({
      source: 'gps',
      address: OVERTOOM,
      coordinates: HERE,
      zone: { name: 'West & Zuid' },
    });
    expect(gps).toHaveBeenCalledTimes(1);
    expect(gps!.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
    expect(onManual).not.toHaveBeenCalled();
  });

  it('tries again after a timeout and an unavailable position, finding it the third time', async () => {
    const gps = fakeGeolocation([{ code: 3 }, { code: 2 }, HERE]);
    const { user, onLocated, onManual } = renderButton();
    await detect(user);

    await waitFor(() => expect(onLocated).toHaveBeenCalledTimes(1));
    expect(gps).toHaveBeenCalledTimes(3);
    expect(onManual).not.toHaveBeenCalled();
  });

  it('after three timed-out attempts: Maximum attempts reached, and manual entry', async () => {
    const gps = fakeGeolocation([{ code: 3 }]);
    const { user, onLocated, onManual } = renderButton();
    await detect(user);

    expect(await screen.findByText('Maximum attempts reached')).toBeInTheDocument();
    expect(screen.getByText('Location request timed out. Please try again.')).toBeInTheDocument();
    expect(gps).toHaveBeenCalledTimes(3);
    expect(onManual).toHaveBeenCalledTimes(1);
    expect(onLocated).not.toHaveBeenCalled();
  });

  it('a denied permission is not asked again', async () => {
    const gps = fakeGeolocation([{ code: 1 }, HERE]);
    const { user, onLocated, onManual } = renderButton();
    await detect(user);

    expect(
      await screen.findByText('Location access was denied. Please enable location services.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Location unavailable')).toBeInTheDocument();
    expect(gps).toHaveBeenCalledTimes(1);
    expect(onManual).toHaveBeenCalledTimes(1);
    expect(onLocated).not.toHaveBeenCalled();
  });

  it('a browser without geolocation goes to manual entry at once', async () => {
    fakeGeolocation(null);
    const { user, onManual } = renderButton();
    await detect(user);
    await waitFor(() => expect(onManual).toHaveBeenCalledTimes(1));
    expect(
      screen.getByText('Unable to get your location. Please enter your address manually.'),
    ).toBeInTheDocument();
  });
});
