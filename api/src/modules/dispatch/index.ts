export { Dispatch } from './dispatch.service';
export { Deliveries } from './deliveries';
export { OfferSweeper } from './offer-sweeper';
export { dispatchRoutes } from './dispatch.routes';
export { driverJobRoutes } from './driver-jobs.routes';
export { DispatchMap } from './dispatch-map.service';
export {
  MemoryDispatchSequence,
  RedisDispatchSequence,
  SequencingPublisher,
  type DispatchSequence,
} from './dispatch-sequence';
export { deliveredJobs } from './earnings.service';
export { deleteDeliveryPhotos } from './delivery-photos';
