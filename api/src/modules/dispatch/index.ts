/** Drivers' shifts and jobs, offers, assignment, proof of delivery, earnings and the dispatch map. */

import { Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DriverPosition } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { OrderMoves, RefundReader } from '../orders';
import { Deliveries } from './deliveries';
import { DispatchMap } from './dispatch-map.service';
import { MemoryDispatchSequence, type DispatchSequence } from './dispatch-sequence';
import { dispatchRoutes } from './dispatch.routes';
import { Dispatch } from './dispatch.service';
import { driverJobRoutes } from './driver-jobs.routes';

export { dispatchAfterMove } from './dispatch.service';
export { OfferSweeper } from './offer-sweeper';
export {
  MemoryDispatchSequence,
  RedisDispatchSequence,
  SequencingPublisher,
  type DispatchSequence,
} from './dispatch-sequence';
export { deliveredJobs } from './earnings.service';
export { deleteDeliveryPhotos } from './delivery-photos';

export interface DispatchModuleDeps {
  db: Db;
  kickRelay: () => void;
  /** The payments module's refunds, for the order view an assignment answers with. */
  refunds: RefundReader;
  /** The orders module's moves: a driver's pick-up and delivery are lifecycle moves. */
  moves: OrderMoves;
  /** Wrong delivery codes per order. */
  codeAttempts: RateLimiterAbstract;
  /** The dispatch map's message counter, shared with the relay that stamps it; in memory when absent. */
  sequence?: DispatchSequence;
  /** The drivers' freshest fixes, for the dispatch map's snapshot. */
  latestPositions?: () => Promise<DriverPosition[]>;
  /** The time offers are made and expire by; tests move it. */
  clock?: () => Date;
}

/** The driver's jobs, then the kitchen's dispatch: one router, tried in that order. */
export function createDispatchModule(deps: DispatchModuleDeps): { router: Router } {
  const { db, clock } = deps;
  const dispatch = new Dispatch({ db, kickRelay: deps.kickRelay, refunds: deps.refunds, clock });
  const deliveries = new Deliveries({
    db,
    dispatch,
    moves: deps.moves,
    codeAttempts: deps.codeAttempts,
  });
  const dispatchMap = new DispatchMap({
    db,
    sequence: deps.sequence ?? new MemoryDispatchSequence(),
    latestPositions: deps.latestPositions,
    clock,
  });
  const router = Router();
  router.use(
    driverJobRoutes({ db, dispatch, deliveries }),
    dispatchRoutes({ dispatch, deliveries, dispatchMap }),
  );
  return { router };
}
