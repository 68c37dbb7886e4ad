import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type DriverReport, type DriverReportRow } from '@shop/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../shared/errors/app-error';
import { deliveredJobs } from '../dispatch';
import { driverRecords, driverShiftRecords } from '../drivers';
import { startOfDate } from '../../shared/time/shop-days';
import { euros, toCsv } from './csv';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Amsterdam day (YYYY-MM-DD) or month (YYYY-MM) an instant falls in. */
function periodOf(at: Date, groupBy: 'day' | 'month'): string {
  const day = dayFormat.format(at);
  return groupBy === 'day' ? day : day.slice(0, 7);
}

/** The periods from `from` to `to` with their instants [start, end). */
function periods(from: string, to: string, groupBy: 'day' | 'month') {
  const list: { period: string; start: Date; end: Date }[] = [];
  let day = from;
  while (day <= to) {
    const start = startOfDate(day);
    let next: string;
    if (groupBy === 'day') {
      next = dayFormat.format(startOfDate(day, 1));
    } else {
      const [y, m] = day.split('-').map(Number) as [number, number];
      next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    }
    const last = next > to ? dayFormat.format(startOfDate(to, 1)) : next;
    list.push({ period: periodOf(start, groupBy), start, end: startOfDate(last) });
    day = next;
  }
  return list;
}

/**
 * One driver's deliveries, distance, time on shift and earnings per Amsterdam day or month.
 * Earnings and distances are the driver portal's own (EARNINGS_RULE, the driver's track);
 * time on shift is the part of each recorded shift inside the period, an open shift counting
 * up to now.
 */
export async function driverReport(
  db: Db,
  driverId: number,
  query: { from: string; to: string; groupBy: 'day' | 'month' },
  now = new Date(),
): Promise<DriverReport> {
  const drivers = driverRecords();
  const [driver] = await db.select().from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw notFound('driver_not_found');
  const buckets = periods(query.from, query.to, query.groupBy);
  const start = buckets[0]!.start;
  const end = buckets.at(-1)!.end;

  const jobs = (await deliveredJobs(db, driverId, start, 10_000)).filter(
    (j) => new Date(j.deliveredAt) < end,
  );
  const driverShifts = driverShiftRecords();
  const shifts = await db
    .select()
    .from(driverShifts)
    .where(
      and(
        eq(driverShifts.driverId, driverId),
        lt(driverShifts.startedAt, end),
        or(isNull(driverShifts.endedAt), gt(driverShifts.endedAt, start)),
      ),
    );

  const rows: DriverReportRow[] = buckets.map((b) => {
    const own = jobs.filter((j) => periodOf(new Date(j.deliveredAt), query.groupBy) === b.period);
    let shiftMs = 0;
    for (const s of shifts) {
      const from = Math.max(s.startedAt.getTime(), b.start.getTime());
      const to = Math.min((s.endedAt ?? now).getTime(), b.end.getTime());
      if (to > from) shiftMs += to - from;
    }
    return {
      period: b.period,
      deliveries: own.length,
      distanceMeters: own.reduce((sum, j) => sum + (j.distanceMeters ?? 0), 0),
      shiftMinutes: Math.floor(shiftMs / 60_000),
      baseCents: own.reduce((sum, j) => sum + j.baseCents, 0),
      feeShareCents: own.reduce((sum, j) => sum + j.feeShareCents, 0),
      tipCents: own.reduce((sum, j) => sum + j.tipCents, 0),
      earningsCents: own.reduce((sum, j) => sum + j.totalCents, 0),
    };
  });
  const total = (key: keyof Omit<DriverReportRow, 'period'>) =>
    rows.reduce((sum, r) => sum + r[key], 0);
  return {
    driverId,
    fullName: driver.fullName,
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows,
    totals: {
      deliveries: total('deliveries'),
      distanceMeters: total('distanceMeters'),
      shiftMinutes: total('shiftMinutes'),
      baseCents: total('baseCents'),
      feeShareCents: total('feeShareCents'),
      tipCents: total('tipCents'),
      earningsCents: total('earningsCents'),
    },
    deliveries: jobs,
  };
}

export function driverReportCsv(report: DriverReport): string {
  return toCsv(
    [
      report.groupBy === 'day' ? 'Day' : 'Month',
      'Deliveries',
      'Distance (km)',
      'Time on shift (h:mm)',
      'Base (EUR)',
      'Fee share (EUR)',
      'Tips (EUR)',
      'Earnings (EUR)',
    ],
    report.rows.map((r) => [
      r.period,
      r.deliveries,
      (r.distanceMeters / 1000).toFixed(1),
      `${Math.floor(r.shiftMinutes / 60)}:${String(r.shiftMinutes % 60).padStart(2, '0')}`,
      euros(r.baseCents),
      euros(r.feeShareCents),
      euros(r.tipCents),
      euros(r.earningsCents),
    ]),
  );
}
