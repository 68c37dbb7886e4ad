import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { PushOptIn } from './push-opt-in';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0';

/** A browser without the Push API, as Safari is in a tab on iOS, seen as `userAgent`. */
function browser(userAgent: string, { touchPoints = 5, standalone = false } = {}) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { value: touchPoints, configurable: true });
  Object.defineProperty(navigator, 'standalone', { value: standalone, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'maxTouchPoints');
  Reflect.deleteProperty(navigator, 'standalone');
});

const order = { topic: 'order', orderId: 12, trackingToken: null } as const;

describe('the opt-in on a device whose browser cannot push', () => {
  it.each([
    ['an iPhone', IPHONE_SAFARI, 5],
    ['an iPad, which says it is a Mac with a touch screen', IPAD_SAFARI, 5],
  ])(
    'on %s in Safari, then it shows the three steps to the Home Screen and no button',
    async (_device, userAgent, touchPoints) => {
      browser(userAgent, { touchPoints });
      renderWithProviders(<PushOptIn {...order} />);

      expect(
        await screen.findByRole('region', { name: 'Tell me with the page closed' }),
      ).toHaveTextContent('On an iPhone or iPad: add Italieno to the Home Screen first');
      const steps = screen.getAllByRole('listitem').map((item) => item.textContent);
      expect(steps).toEqual([
        'Tap the Share button at the bottom of Safari.',
        'Choose “Add to Home Screen” and tap Add.',
        'Open Italieno from the Home Screen and turn notifications on here.',
      ]);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('on an iPhone opened from the Home Screen (an iOS too old to push), then nothing is offered', () => {
    browser(IPHONE_SAFARI, { standalone: true });
    renderWithProviders(<PushOptIn {...order} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('on a Mac without a touch screen or an Android browser without push, then nothing is offered', () => {
    for (const [userAgent, touchPoints] of [
      [IPAD_SAFARI, 0],
      [ANDROID_FIREFOX, 5],
    ] as const) {
      browser(userAgent, { touchPoints });
      const { unmount } = renderWithProviders(<PushOptIn topic="kitchen" />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      unmount();
    }
  });
});
