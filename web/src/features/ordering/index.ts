export { OrderingBanner } from './ordering-banner';
export { useServiceAvailability, type ServiceAvailability } from './use-service-availability';
