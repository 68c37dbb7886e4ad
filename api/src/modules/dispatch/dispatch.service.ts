import { randomInt } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  driverRecords,
  endShift,
  lockDriverOfUser,
  setDriverOnline,
  startShift,
  type DriverRecord,
} from '../drivers';
import {
  DRIVER_MAX_OPEN_JOBS,
  haversineMeters,
  type DispatchDriver,
  type DispatchSettings as DispatchSettingsBody,
  type DriverAvailability,
  type DriverJobs,
  type JobOffer,
  type Order,
  type User,
  apiMessage,
} from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../shared/errors/app-error';
import { recordEvent } from '../../shared/events/outbox';
import { setAutoOfferReadyOrders } from '../content';
import { jobOffers } from './dispatch.tables';
import {
  type FoodOrderRow,
  type RecordedMove,
  type RefundReader,
  deliveryJobRecords,
  foodOrderView,
  setOrderDriver,
} from '../orders';
import { driverJobView } from './job-views';
import { driverOfUserQuery, readDashboard } from './dashboard-reads';
import {
  OPEN_JOB_STATUSES,
  dispatchSettings,
  kitchenPoint,
  lockOrderRow,
  notifyDriver,
  notifyDriverById,
  offerOrder,
  offerWaitingOrders,
  withdrawOffers,
} from './offers';

export type DriverRow = DriverRecord;

const drivers = driverRecords();
const orders = deliveryJobRecords();

export interface DispatchDeps {
  db: Db;
  kickRelay: () => void;
  /** The payments module's refunds, for the order view an assignment answers with. */
  refunds: RefundReader;
  /** The time offers are made and expire by; tests move it. */
  clock?: () => Date;
}

/** A fresh 4-digit code, from the system's CSPRNG (a guessable code proves nothing). */
export function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Dispatch: drivers' shifts, offers and their answers, and the kitchen's direct assignment. A
 * driver only ever reaches their own driver row and their own offers; every call checks it.
 */
export class Dispatch {
  readonly now: () => Date;

  constructor(private readonly deps: DispatchDeps) {
    this.now = deps.clock ?? (() => new Date());
  }

  /** The caller's driver row; 403 for an account that has none. */
  async driverOf(user: User, db: Db | Tx = this.deps.db): Promise<DriverRow> {
    if (user.role !== 'driver') throw forbidden('not_a_driver');
    const [row] = await driverOfUserQuery(db).execute({ userId: user.id });
    if (!row) throw forbidden('not_a_driver');
    return row;
  }

  /** The caller's driver row, refused while an admin has not approved them. */
  async activeDriverOf(user: User, db: Db | Tx = this.deps.db): Promise<DriverRow> {
    const driver = await this.driverOf(user, db);
    if (!driver.isActive) throw forbidden('driver_awaiting_approval');
    return driver;
  }

  /**
   * Starts or ends a shift. Going online offers the waiting ready orders at once; going offline
   * hands the driver's open offers to the next driver (jobs already taken stay theirs).
   */
  async setAvailability(user: User, online: boolean): Promise<DriverAvailability> {
    const { db } = this.deps;
    const now = this.now();
    const driver = await db.transaction(async (tx) => {
      const current = await lockDriverOfUser(tx, user.id);
      if (!current || user.role !== 'driver') throw forbidden('not_a_driver');
      if (online && !current.isActive) throw forbidden('driver_awaiting_approval');
      if (current.isOnline === online) return current;
      const updated = await setDriverOnline(tx, current.id, online, now);
      if (online) await startShift(tx, current.id, now);
      else await endShift(tx, current.id, now);
      await recordEvent(tx, {
        name: 'driver.shift-changed',
        version: 1,
        data: { driverId: current.id, userId: current.userId, online },
      });
      await notifyDriver(tx, current);
      return updated;
    });
    if (!online) await this.releaseOffersOf(driver, now);
    else await offerWaitingOrders(db, now);
    this.deps.kickRelay();
    return { online: driver.isOnline, onlineSince: driver.onlineSince?.toISOString() ?? null };
  }

  /** Passes a driver's open offers on, as if declined (they went offline). */
  private async releaseOffersOf(driver: { id: number; userId: number }, now: Date): Promise<void> {
    const open = await this.deps.db
      .select({ id: jobOffers.id })
      .from(jobOffers)
      .where(and(eq(jobOffers.driverId, driver.id), eq(jobOffers.status, 'offered')));
    for (const { id } of open) {
      // An offer that expired or was withdrawn meanwhile needs nothing more.
      await this.answer(driver, id, 'declined', now).catch((err: unknown) => {
        if (!(err instanceof AppError && err.type === 'conflict')) throw err;
      });
    }
  }

  /** Everything the dashboard shows. An inactive driver sees no jobs and no customer data. */
  async jobs(user: User): Promise<DriverJobs> {
    return this.dashboardOf(await this.driverOf(user));
  }

  /** The dashboard of a driver already read (an answer or a delivery reads it first). */
  async dashboardOf(driver: DriverRow): Promise<DriverJobs> {
    const { db } = this.deps;
    const now = this.now();
    const kitchen = await kitchenPoint(db);
    const empty: DriverJobs = {
      online: driver.isOnline,
      isActive: driver.isActive,
      current: null,
      offers: [],
      assigned: [],
      kitchen,
      serverTime: now.toISOString(),
    };
    if (!driver.isActive) return empty;
    const dashboard = await readDashboard(db, driver.id, now);
    const jobs = dashboard.jobs.map(({ order, items }) => driverJobView(order, items));
    const currentIndex = Math.max(
      0,
      jobs.findIndex((j) => j.status === 'in_transit'),
    );
    const offers: JobOffer[] = dashboard.offers.map((offer) => {
      const job = driverJobView(offer.order, offer.items);
      return {
        id: offer.id,
        orderId: offer.order.id,
        offeredAt: offer.offeredAt.toISOString(),
        expiresAt: offer.expiresAt.toISOString(),
        distanceMeters: job.destination
          ? Math.round(haversineMeters(kitchen, job.destination))
          : null,
        job,
      };
    });
    return {
      ...empty,
      current: jobs[currentIndex] ?? null,
      assigned: jobs.filter((_, i) => i !== currentIndex),
      offers,
    };
  }

  /** The driver takes the offer: the order is theirs, with a delivery code for the customer. */
  async accept(user: User, offerId: number): Promise<DriverJobs> {
    const driver = await this.activeDriverOf(user);
    await this.answer(driver, offerId, 'accepted', this.now());
    this.deps.kickRelay();
    return this.dashboardOf(driver);
  }

  /** The driver lets the offer go: it goes to the next driver at once. */
  async decline(user: User, offerId: number): Promise<DriverJobs> {
    const driver = await this.activeDriverOf(user);
    await this.answer(driver, offerId, 'declined', this.now());
    this.deps.kickRelay();
    return this.dashboardOf(driver);
  }

  private async answer(
    driver: { id: number; userId: number },
    offerId: number,
    answer: 'accepted' | 'declined',
    now: Date,
  ): Promise<void> {
    const { db } = this.deps;
    const [offer] = await db.select().from(jobOffers).where(eq(jobOffers.id, offerId));
    // Another driver's offer does not exist for this one.
    if (!offer || offer.driverId !== driver.id) throw notFound('offer_not_found');
    const kitchen = await kitchenPoint(db);
    await db.transaction(async (tx) => {
      const order = await lockOrderRow(tx, offer.orderId);
      const [locked] = await tx
        .select()
        .from(jobOffers)
        .where(eq(jobOffers.id, offerId))
        .for('update');
      const open =
        locked?.status === 'offered' && locked.expiresAt.getTime() > now.getTime() && order;
      if (!open) throw conflict('offer_gone');
      await tx
        .update(jobOffers)
        .set({ status: answer, answeredAt: now })
        .where(eq(jobOffers.id, offerId));
      await notifyDriver(tx, driver);
      if (answer === 'declined') {
        await offerOrder(tx, order, kitchen, now);
        return;
      }
      if (order.status !== 'ready' || order.driverId !== null) {
        throw conflict('offer_gone');
      }
      await this.setDriver(tx, order, driver.id, now);
    });
  }

  /** Gives a locked order to a driver (or takes it back), with its events. */
  private async setDriver(
    tx: Tx,
    order: FoodOrderRow,
    driverId: number | null,
    now: Date,
  ): Promise<FoodOrderRow> {
    const updated = await setOrderDriver(tx, order, {
      driverId,
      assignedAt: driverId !== null ? now : null,
      deliveryCode: order.deliveryCode ?? newDeliveryCode(),
    });
    await recordEvent(tx, {
      name: 'order.driver-changed',
      version: 1,
      data: {
        orderId: order.id,
        userId: order.userId,
        driverId,
        previousDriverId: order.driverId,
      },
    });
    if (order.driverId !== null) await notifyDriverById(tx, order.driverId);
    if (driverId !== null && driverId !== order.driverId) await notifyDriverById(tx, driverId);
    return updated;
  }

  /**
   * The kitchen gives a delivery order to a driver (or takes it back with null) before it is
   * picked up. The driver must be active and online; any open offer is withdrawn.
   */
  async assign(
    orderId: number,
    driverId: number | null,
    expectedDriverId?: number | null,
  ): Promise<Order> {
    const { db } = this.deps;
    const now = this.now();
    const order = await db.transaction(async (tx) => {
      const order = await lockOrderRow(tx, orderId);
      if (!order) throw notFound('order_not_found');
      if (order.deliveryType !== 'delivery') {
        throw conflict(apiMessage('pickup_order', { order: order.id, wording: 'assign' }));
      }
      if (order.status !== 'ready' && order.status !== 'preparing') {
        throw conflict(
          apiMessage('not_assignable', {
            order: order.id,
            reason: order.status === 'pending' ? 'not_paid' : 'left_kitchen',
          }),
        );
      }
      // The row lock makes concurrent assignments queue: the second sees the first's driver.
      if (expectedDriverId !== undefined && order.driverId !== expectedDriverId) {
        throw conflict(
          apiMessage('driver_changed', {
            order: order.id,
            change: order.driverId === null ? 'taken_back' : 'reassigned',
          }),
        );
      }
      if (driverId !== null) {
        const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
        if (!driver) throw notFound('driver_not_found');
        if (!driver.isActive) {
          throw conflict(apiMessage('driver_inactive', { driver: driver.fullName }));
        }
        if (!driver.isOnline) {
          throw conflict(apiMessage('driver_offline', { driver: driver.fullName }));
        }
        if (order.driverId !== driverId) {
          const [carried] = await tx
            .select({ n: count() })
            .from(orders)
            .where(
              and(eq(orders.driverId, driverId), inArray(orders.status, [...OPEN_JOB_STATUSES])),
            );
          if ((carried?.n ?? 0) >= DRIVER_MAX_OPEN_JOBS) {
            throw conflict(
              apiMessage('driver_full', { driver: driver.fullName, max: DRIVER_MAX_OPEN_JOBS }),
            );
          }
        }
      }
      await withdrawOffers(tx, order.id, now);
      if (order.driverId === driverId) return order;
      return this.setDriver(tx, order, driverId, now);
    });
    this.deps.kickRelay();
    return foodOrderView(db, order, this.deps.refunds);
  }

  /** The kitchen's list of drivers to assign: approved drivers, online first, nearest first. */
  async drivers(): Promise<DispatchDriver[]> {
    const { db } = this.deps;
    const kitchen = await kitchenPoint(db);
    const rows = await db
      .select()
      .from(drivers)
      .where(eq(drivers.isActive, true))
      .orderBy(asc(drivers.fullName), asc(drivers.id));
    const open = await db
      .select({ driverId: orders.driverId, n: count() })
      .from(orders)
      .where(inArray(orders.status, [...OPEN_JOB_STATUSES]))
      .groupBy(orders.driverId);
    const list = rows.map((row): DispatchDriver => {
      const at =
        row.lastLatitude !== null && row.lastLongitude !== null
          ? { lat: row.lastLatitude, lng: row.lastLongitude }
          : null;
      return {
        id: row.id,
        name: row.fullName,
        phone: row.phone,
        vehicleType: row.vehicleType,
        online: row.isOnline,
        isActive: row.isActive,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        openJobs: open.find((o) => o.driverId === row.id)?.n ?? 0,
        distanceMeters: at ? Math.round(haversineMeters(kitchen, at)) : null,
      };
    });
    return list.sort(
      (a, b) =>
        Number(b.online) - Number(a.online) ||
        (a.distanceMeters ?? Infinity) - (b.distanceMeters ?? Infinity),
    );
  }

  async settings(): Promise<DispatchSettingsBody> {
    const { autoOfferReadyOrders } = await dispatchSettings(this.deps.db);
    return { autoOfferReadyOrders };
  }

  /** Switching automatic offers on offers the orders waiting now, as a ready move would have. */
  async changeSettings(input: DispatchSettingsBody): Promise<DispatchSettingsBody> {
    const { db } = this.deps;
    const row = await setAutoOfferReadyOrders(db, input.autoOfferReadyOrders, this.now());
    if (!row) throw conflict(apiMessage('no_settings', { wording: 'dispatch' }));
    if (row.autoOfferReadyOrders) {
      await offerWaitingOrders(db, this.now());
      this.deps.kickRelay();
    }
    return row;
  }
}

/**
 * What a lifecycle move means for dispatch, inside the move's transaction: a delivery order
 * that became ready is offered when the shop offers automatically; a cancelled one loses its
 * offers; the driver on the order hears of every move the kitchen makes on it. A function of the
 * clock alone, so the orders module can be given it before dispatch, which moves orders, is built.
 */
export function dispatchAfterMove(clock: () => Date = () => new Date()) {
  return async (tx: Tx, { kind, order }: RecordedMove): Promise<void> => {
    if (order.deliveryType !== 'delivery') return;
    // Offers live by dispatch's clock, the one the sweeper expires them by.
    const now = clock();
    if (kind === 'ready' && order.driverId === null) {
      const { autoOfferReadyOrders, kitchen } = await dispatchSettings(tx);
      if (autoOfferReadyOrders) await offerOrder(tx, order, kitchen, now);
    }
    if (kind === 'cancel') await withdrawOffers(tx, order.id, now);
    if (order.driverId !== null && kind !== 'accept') await notifyDriverById(tx, order.driverId);
  };
}
