import { eq } from 'drizzle-orm';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { type DriverJobs } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../shared/http/auth-context';
import { notFound, rateLimited, unprocessable } from '../../shared/errors/app-error';
import { deliveryPhotos } from './dispatch.tables';
import type { OrderMoves } from '../orders';
import type { Dispatch } from './dispatch.service';
import { reencodeDeliveryPhoto } from './delivery-photo';

export interface DeliveriesDeps {
  db: Db;
  dispatch: Dispatch;
  moves: OrderMoves;
  /** Wrong delivery codes per order (DELIVERY_CODE_ATTEMPTS in 15 minutes). */
  codeAttempts: RateLimiterAbstract;
}

/**
 * A driver's own moves on their job: picked up, and delivered with a proof. The lifecycle's
 * OrderMoves decides (only the assigned driver, only from the right status); this adds the
 * proof of delivery and the limit on guessing codes.
 */
export class Deliveries {
  constructor(private readonly deps: DeliveriesDeps) {}

  async pickUp(auth: AuthContext, orderId: number): Promise<DriverJobs> {
    const driver = await this.deps.dispatch.activeDriverOf(auth.user);
    await this.deps.moves.apply(orderId, { status: 'in_transit' }, { auth, guestSessionId: null });
    return this.deps.dispatch.dashboardOf(driver);
  }

  /** Delivered, proven by the code the customer reads from their tracking page. */
  async deliverWithCode(auth: AuthContext, orderId: number, code: string): Promise<DriverJobs> {
    const { dispatch, moves, codeAttempts } = this.deps;
    const driver = await dispatch.activeDriverOf(auth.user);
    const key = String(orderId);
    const tries = await codeAttempts.get(key);
    if (tries && tries.remainingPoints <= 0 && tries.msBeforeNext > 0) throw tooManyCodes(tries);
    let wrong = false;
    try {
      await moves.apply(
        orderId,
        { status: 'delivered' },
        { auth, guestSessionId: null },
        {
          proof: 'code',
          verify: async (_tx, order) => {
            if (order.deliveryCode !== null && order.deliveryCode === code) return;
            wrong = true;
            throw unprocessable('wrong_code');
          },
        },
      );
    } catch (err) {
      if (wrong)
        await codeAttempts.consume(key).catch((res: unknown) => {
          if (res instanceof RateLimiterRes) throw tooManyCodes(res);
          throw res;
        });
      throw err;
    }
    await codeAttempts.delete(key);
    return dispatch.dashboardOf(driver);
  }

  /** Delivered while the customer could not be reached: a photo of the food at the door. */
  async deliverWithPhoto(auth: AuthContext, orderId: number, image: Buffer): Promise<DriverJobs> {
    const { dispatch, moves } = this.deps;
    const driver = await dispatch.activeDriverOf(auth.user);
    const jpeg = await reencodeDeliveryPhoto(image);
    await moves.apply(
      orderId,
      { status: 'delivered' },
      { auth, guestSessionId: null },
      {
        proof: 'photo',
        verify: async (tx, order) => {
          await tx
            .insert(deliveryPhotos)
            .values({
              orderId: order.id,
              driverId: driver.id,
              contentType: 'image/jpeg',
              image: jpeg,
            })
            .onConflictDoUpdate({
              target: deliveryPhotos.orderId,
              set: { driverId: driver.id, image: jpeg, createdAt: new Date() },
            });
        },
      },
    );
    return dispatch.dashboardOf(driver);
  }

  /** The stored photo of a delivery, for staff. */
  async photo(orderId: number): Promise<{ contentType: string; image: Buffer }> {
    const [row] = await this.deps.db
      .select({ contentType: deliveryPhotos.contentType, image: deliveryPhotos.image })
      .from(deliveryPhotos)
      .where(eq(deliveryPhotos.orderId, orderId));
    if (!row) throw notFound('no_delivery_photo');
    return row;
  }
}

function tooManyCodes(res: RateLimiterRes) {
  return rateLimited('too_many_codes', Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
}
