export { addressesQuery, createAddress, defaultAddressQuery } from './api';
export { CheckoutAddressForm } from './checkout-address-form';
export { GuestDetailsForm } from './guest-details-form';
export { ZoneCards } from './zone-cards';
