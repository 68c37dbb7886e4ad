/** The camera scanner and what a scanned code means, for the bar's and the location's screens. */
export { QR_NO_LOCATION_MESSAGE } from './qr-messages';
export { QrScanner } from './qr-scanner';
export { QR_REDIRECT_MS } from './scanner-config';
export { useScannedCode } from './use-scanned-code';
