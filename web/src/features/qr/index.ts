export { QR_NO_LOCATION_MESSAGE, qrRefusalText, qrRefusalTitle } from './qr-messages';
export { QrScanner } from './qr-scanner';
export { QR_REDIRECT_MS } from './scanner-config';
