/**
 * A driver's dashboard reads, prepared once (decision 0054): every driver's portal asks for them
 * after each change to one of its jobs or offers, and each of the driver's moves answers with
 * them.
 */
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { prepared } from '../../db/prepared';
import { driverRecords } from '../drivers';
import type { Db } from '../../db/client';
import { deliveryJobRecords, orderLineRecords, type DeliveryJobRecord } from '../orders';
import { jobOffers } from './dispatch.tables';
import { OPEN_JOB_STATUSES } from './offers';

/** The driver behind a signed-in user. */
export const driverOfUserQuery = prepared((db) => {
  const drivers = driverRecords();
  return db
    .select()
    .from(drivers)
    .where(eq(drivers.userId, sql.placeholder('userId')))
    .prepare('dispatch_driver_of_user');
});

/** A line of a job as its driver sees it. */
export interface JobLine {
  name: string;
  quantity: number;
}

/**
 * Everything of a driver's dashboard that changes, in one statement: their orders not yet
 * delivered, and their offers still open at `now` with the orders offered, each with its
 * lines. An offer's row has its `offerId`; a job's has none.
 */
const dashboardRowsQuery = prepared((db) => {
  const orders = deliveryJobRecords();
  const lines = orderLineRecords('job_lines');
  // Whether an order is a job or an offer, the driver sees the same lines. The order's id is
  // named in full: drizzle leaves a select of one source unqualified, and "id" alone would be
  // the line's inside this subquery.
  const orderId = sql`${sql.identifier(orders._.alias)}.${sql.identifier('id')}`;
  const linesOf = sql<
    JobLine[] | null
  >`(select json_agg(json_build_object('name', ${lines.name}, 'quantity', ${lines.quantity}) order by ${lines.id}) from ${lines} where ${lines.orderId} = ${orderId})`;
  const order = { ...orders._.selectedFields };
  // Typed as the jobs' nulls are; read back as dates (the union reads rows as its first part).
  const offerTime = (column: typeof jobOffers.offeredAt | typeof jobOffers.expiresAt) =>
    sql`${column}`.mapWith(column) as SQL<Date | null>;
  const offered = db
    .select({
      order,
      items: linesOf,
      offerId: sql<number | null>`${jobOffers.id}`,
      offeredAt: offerTime(jobOffers.offeredAt),
      expiresAt: offerTime(jobOffers.expiresAt),
    })
    .from(jobOffers)
    .innerJoin(orders, eq(orders.id, jobOffers.orderId))
    .where(
      and(
        eq(jobOffers.driverId, sql.placeholder('driverId')),
        eq(jobOffers.status, 'offered'),
        gt(jobOffers.expiresAt, sql.placeholder('now')),
      ),
    );
  const jobs = db
    .select({
      order,
      items: linesOf,
      offerId: sql<number | null>`null::integer`,
      offeredAt: sql<Date | null>`null::timestamptz`,
      expiresAt: sql<Date | null>`null::timestamptz`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.driverId, sql.placeholder('driverId')),
        inArray(orders.status, [...OPEN_JOB_STATUSES]),
      ),
    );
  return unionAll(offered, jobs).prepare('dispatch_dashboard_rows');
});

/** A job or an offered order, with its lines. */
export interface DashboardOrder {
  order: DeliveryJobRecord;
  items: JobLine[];
}

/** An open offer of an order to the driver. */
export interface DashboardOffer extends DashboardOrder {
  id: number;
  offeredAt: Date;
  expiresAt: Date;
}

/**
 * A driver's open jobs, in the order they were given (by assignment, then order number), and
 * their offers open at `now`, the soonest to end first.
 */
export async function readDashboard(
  db: Db,
  driverId: number,
  now: Date,
): Promise<{ jobs: DashboardOrder[]; offers: DashboardOffer[] }> {
  const rows = await dashboardRowsQuery(db).execute({ driverId, now: now.toISOString() });
  const jobs: DashboardOrder[] = [];
  const offers: DashboardOffer[] = [];
  for (const { order, items, offerId, offeredAt, expiresAt } of rows) {
    if (offerId !== null && offeredAt && expiresAt)
      offers.push({ id: offerId, order, items: items ?? [], offeredAt, expiresAt });
    else jobs.push({ order, items: items ?? [] });
  }
  jobs.sort((a, b) => byAssignment(a.order, b.order));
  offers.sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  return { jobs, offers };
}

/** By assignment, then by order number; an order not yet assigned last. */
function byAssignment(a: DeliveryJobRecord, b: DeliveryJobRecord): number {
  const at = (a.assignedAt?.getTime() ?? Infinity) - (b.assignedAt?.getTime() ?? Infinity);
  return at !== 0 && !Number.isNaN(at) ? at : a.id - b.id;
}
