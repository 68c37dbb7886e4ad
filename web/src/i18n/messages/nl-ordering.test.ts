import { describe, expect, it } from 'vitest';
import {
  orderingBanner,
  orderingEnglish,
  type OrderingStatus,
  type OrderingText,
} from '@shop/contracts';
import dutchApi from './nl-api';
import { translateOrderingText } from './nl-ordering';

const statuses = (): OrderingStatus[] =>
  Array.from({ length: 16 }, (_, mask) => ({
    masterEnabled: Boolean(mask & 1),
    foodOrderingEnabled: Boolean(mask & 2),
    barOrderingEnabled: Boolean(mask & 4),
    merchandiseOrderingEnabled: Boolean(mask & 8),
  }));
const ALL_ON = statuses()[15]!;

describe('the Dutch of the ordering switches’ texts', () => {
  it('says every banner the switches can show in Dutch', () => {
    for (const status of statuses()) {
      for (const scope of ['all', 'food', 'bar', 'merchandise'] as const) {
        const banner = orderingBanner(status, scope);
        if (!banner) continue;
        const dutch = translateOrderingText(banner.text);
        expect(dutch, orderingEnglish(banner.text)).not.toBe(orderingEnglish(banner.text));
        expect(dutch).not.toMatch(/undefined/);
      }
    }
  });

  it('joins the services that are off as Dutch lists them', () => {
    const allOff = orderingBanner(
      {
        ...ALL_ON,
        foodOrderingEnabled: false,
        barOrderingEnabled: false,
        merchandiseOrderingEnabled: false,
      },
      'all',
    )!;
    expect(translateOrderingText(allOff.text)).toBe(
      'Eten bestellen en bezorgen, bestellen met de QR-code in de bar en merchandise bestellen zijn tijdelijk niet mogelijk.',
    );
    const oneOff = orderingBanner({ ...ALL_ON, merchandiseOrderingEnabled: false }, 'all')!;
    expect(translateOrderingText(oneOff.text)).toBe(
      'Merchandise bestellen is tijdelijk niet mogelijk.',
    );
    const foodPage = orderingBanner({ ...ALL_ON, foodOrderingEnabled: false }, 'food')!;
    expect(translateOrderingText(foodPage.text)).toBe(
      'Eten bestellen en bezorgen is tijdelijk niet mogelijk. Onze andere diensten zijn gewoon beschikbaar.',
    );
  });

  it('says a closed service as the api’s refusal of an order says it', () => {
    const closed = (text: OrderingText) => translateOrderingText(text);
    expect(closed({ code: 'master_off' })).toBe(dutchApi.ordering_disabled);
    expect(closed({ code: 'service_off', params: { service: 'food' } })).toBe(
      dutchApi.food_ordering_disabled,
    );
    expect(closed({ code: 'service_off', params: { service: 'bar' } })).toBe(
      dutchApi.bar_ordering_disabled,
    );
    expect(closed({ code: 'service_off', params: { service: 'merchandise' } })).toBe(
      dutchApi.merchandise_ordering_disabled,
    );
  });
});
