export { isValidLocation, type CheckedLocation, type ValidatedLocation } from './checked-location';
export { checkTypedAddress } from './checkout-address-check';
export { SAVE_LOCATION_FAILED, VALID_ADDRESS_REQUIRED, notifyNotice } from './continue-messages';
export { DetectLocationButton } from './detect-location-button';
export { GPS_DENIED, GPS_MESSAGES, GPS_UNSUPPORTED, gpsErrorMessage } from './geolocation';
export {
  readCheckoutAddress,
  storeCheckoutAddressNote,
  storeValidatedLocation,
} from './location-storage';
export { checkSavedAddress } from './saved-address-check';
