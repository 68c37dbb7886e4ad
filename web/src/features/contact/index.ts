export { useGeocode } from './api';
export { CONTACT_EMAIL } from './contact-details';
