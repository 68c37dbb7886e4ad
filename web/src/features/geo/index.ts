export {
  geocodeAddress,
  getCustomLocation,
  getZone,
  reverseGeocode,
  validatePoint,
  zonesQuery,
} from './api';
export { CHECKOUT_ADDRESS_MESSAGES, oneLine, type AddressInput } from './address-line';
export { ZoneFacts } from './zone-facts';
export { isSamePlace } from './same-place';
