export { AddressService } from './addresses.service';
export { addressRoutes } from './addresses.routes';
export { findGuestSession, saveGuestSession, type GuestSession } from './guest-sessions';
export { savedAddressesOf } from './saved-addresses';
