import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@shop/contracts';
import { changeLanguage } from '@/i18n';
import { loadMessages } from '@/i18n/messages';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import DaysChart from './days-chart';

// jsdom has no layout for the chart to draw in: the test reads what the chart is given.
const chart = vi.hoisted(() => ({ props: null as null | Record<string, unknown> }));
vi.mock('@mantine/charts', () => ({
  BarChart: (props: Record<string, unknown>) => {
    chart.props = props;
    return null;
  },
}));

afterEach(() => changeLanguage('en'));

const days = [
  { date: '2026-11-27', orders: 9, revenueCents: 22000 },
  { date: '2026-11-28', orders: 4, revenueCents: 9050 },
];

describe.each([
  ['en', '17.5 min', ['Nov 27', 'Nov 28']],
  ['nl', '17,5 min', ['27 nov', '28 nov']],
] as const)('the dashboard’s numbers in %s', (language, minutes, dayNames) => {
  it('writes the chart’s euros as the shop does and its days in the language', async () => {
    await changeLanguage(language);
    render(<DaysChart days={days} />);
    const format = chart.props!.valueFormatter as (value: number) => string;
    expect([format(220), format(90.5), format(1250)]).toEqual([
      '€ 220,00',
      '€ 90,50',
      '€ 1.250,00',
    ]);
    expect((chart.props!.data as { date: string }[]).map((d) => d.date)).toEqual(dayNames);
  });

  it('writes an average’s decimals with the language’s mark', async () => {
    await changeLanguage(language);
    if (language === 'nl') await loadMessages('nl');
    const dashboard: Dashboard = {
      date: '2026-11-28',
      today: {
        orders: 13,
        revenueCents: 41250,
        averageBasketCents: 3173,
        averagePreparationMinutes: 17.5,
        averageDeliveryMinutes: 14,
      },
      openOrders: { new: 2, preparing: 3, ready: 1, out: 4 },
      driversOnline: 2,
      days,
      latestChanges: [],
      serverTime: '2026-11-28T12:00:00.000Z',
    };
    mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/ordering-status': {
        body: {
          masterEnabled: true,
          foodOrderingEnabled: true,
          barOrderingEnabled: true,
          merchandiseOrderingEnabled: true,
        },
      },
      'GET /api/admin/dashboard': { body: dashboard },
    });
    renderApp('/admin');
    expect(await screen.findByText(minutes, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('14 min')).toBeInTheDocument();
    for (const day of dayNames) {
      expect(screen.getByRole('columnheader', { name: day })).toBeInTheDocument();
    }
  });
});
