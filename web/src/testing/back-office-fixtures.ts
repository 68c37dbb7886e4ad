import type { BarCommissionReport, StaffAccount, TaxReport } from '@shop/contracts';

/** An active admin account, last seen on 25 Nov 2026 at 12:00 in Amsterdam. */
export function staffAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 7,
    username: 'maria',
    email: 'maria@example.com',
    fullName: 'Maria Rossi',
    role: 'admin',
    isActive: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    deactivatedAt: null,
    lastSeenAt: '2026-11-25T11:00:00.000Z',
    ...overrides,
  };
}

/** November 2026: food at 9 %, four paid orders (€ 120,00) and one refund (€ 11,00). */
export const taxReport: TaxReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  rates: [
    {
      ratePercent: 9,
      grossCents: 10900,
      vatCents: 900,
      netCents: 10000,
      lines: [
        {
          category: 'food',
          ratePercent: 9,
          salesGrossCents: 12000,
          refundsGrossCents: 1100,
          grossCents: 10900,
          vatCents: 900,
          netCents: 10000,
        },
      ],
    },
  ],
  totals: { grossCents: 10900, vatCents: 900, netCents: 10000 },
  paidOrders: 4,
  paidTotalCents: 12000,
  refunds: 1,
  refundedTotalCents: 1100,
};

/** One bar in November 2026: three orders, € 27,24 turnover, 12,50 % owed as € 3,41. */
export const barCommissionReport: BarCommissionReport = {
  from: '2026-11',
  to: '2026-11',
  rows: [
    {
      month: '2026-11',
      barId: 1,
      barName: 'Café de Jaren',
      commissionBps: 1250,
      orders: 3,
      refundedOrders: 1,
      turnoverCents: 2724,
      commissionCents: 341,
    },
  ],
  totals: { orders: 3, turnoverCents: 2724, commissionCents: 341 },
};
