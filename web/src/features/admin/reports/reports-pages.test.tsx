import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { barCommissionReport, taxReport as report } from '@/testing/back-office-fixtures';
import { mockApi, userAnswer } from '@/testing/mock-endpoints';
import { renderApp } from '@/testing/render-app';
import { presetRange } from './report-dates';

afterEach(() => vi.unstubAllGlobals());

describe('report date presets', () => {
  it('starts the week on Monday and last month on its first day', () => {
    expect(presetRange('week', '2026-11-25')).toEqual(['2026-11-23', '2026-11-25']);
    expect(presetRange('last-month', '2026-01-10')).toEqual(['2025-12-01', '2025-12-31']);
    expect(presetRange('day', '2026-11-25')).toEqual(['2026-11-25', '2026-11-25']);
  });
});

describe('tax reports page', () => {
  it('shows staff the lines and totals, and asks again for today', async () => {
    const { calls } = mockApi({
      'GET /api/user': userAnswer('staff'),
      'GET /api/admin/tax-reports': { body: report },
    });
    const { user } = renderApp('/admin/tax-reports');
    // The first page to load the date pickers and the table library takes a while on a busy machine.
    expect(
      await screen.findByRole('cell', { name: 'Food' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Total: gross € 109,00, VAT € 9,00, net € 100,00/)).toBeInTheDocument();
    // Refunds show as a negative amount.
    expect(screen.getByRole('cell', { name: /11,00/ }).textContent).toMatch(/-/);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/tax-reports\?from=.*&format=csv$/);

    // Last month first: on the first of a month this month, the page's start, is today, and
    // its report is already in hand.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(),
    );
    const reportsOf = (from: string, to: string) =>
      calls.filter(
        (c) =>
          c.path === '/api/admin/tax-reports' &&
          c.query.get('from') === from &&
          c.query.get('to') === to,
      );
    const [monthStart, monthEnd] = presetRange('last-month', today);
    await user.click(screen.getByText('Last month'));
    await waitFor(() => expect(reportsOf(monthStart, monthEnd).length).toBeGreaterThan(0));
    expect(csv.getAttribute('href')).toBe(
      `/api/admin/tax-reports?from=${monthStart}&to=${monthEnd}&format=csv`,
    );
    await user.click(screen.getByText('Today'));
    await waitFor(() => expect(reportsOf(today, today).length).toBeGreaterThan(0));
    expect(csv.getAttribute('href')).toBe(
      `/api/admin/tax-reports?from=${today}&to=${today}&format=csv`,
    );
  });

  it("shows the api's message when the report fails", async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/tax-reports': {
        status: 400,
        body: { type: 'invalid_data', message: 'A report covers at most 366 days' },
      },
    });
    renderApp('/admin/tax-reports');
    expect(await screen.findByText('A report covers at most 366 days')).toBeInTheDocument();
  });
});

describe('bar commissions page', () => {
  it('lists each bar and month with the commission owed', async () => {
    mockApi({
      'GET /api/user': userAnswer('admin'),
      'GET /api/admin/bar-commissions': { body: barCommissionReport },
    });
    renderApp('/admin/bar-commissions');
    const cell = await screen.findByRole('cell', { name: 'Café de Jaren' });
    const row = cell.closest('tr')!;
    expect(within(row).getByText('12.50 %')).toBeInTheDocument();
    expect(within(row).getByText('€ 3,41')).toBeInTheDocument();
    expect(
      screen.getByText(/Total: 3 orders, turnover € 27,24, commission owed € 3,41/),
    ).toBeInTheDocument();
  });

  it('is refused to staff', async () => {
    mockApi({ 'GET /api/user': userAnswer('staff') });
    renderApp('/admin/bar-commissions');
    expect(
      await screen.findByText('You do not have permission to access this page.'),
    ).toBeInTheDocument();
  });
});
