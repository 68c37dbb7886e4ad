export { SignatureImage } from './agreement-parts';
export { useDriverLogout } from './use-driver-logout';
