import { m } from '@/i18n/paraglide/messages';

/** QR scanner settings: rear camera, 10 fps, a 250×250 box, a 500 ms start delay. */
export const QR_SCANNER = {
  camera: { facingMode: 'environment' },
  fps: 10,
  boxSize: 250,
  startDelayMs: 500,
} as const;

/** After a QR code set a location, the page moves on after 1.5 s. */
export const QR_REDIRECT_MS = 1500;

/** The scanner's texts, each said in the shop's language when it is called. */
export const SCANNER_MESSAGES = {
  unavailable: m.orders_qr_scannerUnavailable,
  denied: m.orders_qr_cameraDenied,
  couldNotStart: m.orders_qr_couldNotStart,
};

/**
 * The scanner's words for a camera that would not start (the library rejects with text too),
 * said in the shop's language when called.
 */
export function scannerErrorText(error: unknown): () => string {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : String(error);
  if (
    name === 'NotAllowedError' ||
    name === 'SecurityError' ||
    /NotAllowedError|permission/i.test(text)
  ) {
    return SCANNER_MESSAGES.denied;
  }
  const reason = text || name || 'unknown error';
  return () => SCANNER_MESSAGES.couldNotStart({ reason });
}
