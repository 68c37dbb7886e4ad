/**
 * A driver's dashboard reads, prepared once (decision 0054): every driver's portal asks for them
 * after each change to one of its jobs or offers.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
import { driverRecords } from '../drivers';
import { deliveryJobRecords } from '../orders';
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

/** A driver's orders not yet delivered, in the order they were given. */
export const openJobsQuery = prepared((db) => {
  const orders = deliveryJobRecords();
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.driverId, sql.placeholder('driverId')),
        inArray(orders.status, [...OPEN_JOB_STATUSES]),
      ),
    )
    .orderBy(asc(orders.assignedAt), asc(orders.id))
    .prepare('dispatch_open_jobs_of_driver');
});

/** A driver's offers still open at `now`, the soonest to end first. */
export const openOffersQuery = prepared((db) =>
  db
    .select()
    .from(jobOffers)
    .where(
      and(
        eq(jobOffers.driverId, sql.placeholder('driverId')),
        eq(jobOffers.status, 'offered'),
        gt(jobOffers.expiresAt, sql.placeholder('now')),
      ),
    )
    .orderBy(asc(jobOffers.expiresAt))
    .prepare('dispatch_open_offers_of_driver'),
);
