/** QR scanner settings: rear camera, 10 fps, a 250×250 box, a 500 ms start delay. */
export const QR_SCANNER = {
  camera: { facingMode: 'environment' },
  fps: 10,
  boxSize: 250,
  startDelayMs: 500,
} as const;

/** After a QR code set a location, the page moves on after 1.5 s. */
export const QR_REDIRECT_MS = 1500;

export const SCANNER_MESSAGES = {
  unavailable: 'QR code scanner is not available on this device or browser',
  denied: 'Camera access denied. Please allow camera access and try again.',
  couldNotStart: (reason: string) => `Could not start scanner: ${reason}`,
} as const;

/** The scanner's words for a camera that would not start (the library rejects with text too). */
export function scannerErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const text = error instanceof Error ? error.message : String(error);
  if (
    name === 'NotAllowedError' ||
    name === 'SecurityError' ||
    /NotAllowedError|permission/i.test(text)
  ) {
    return SCANNER_MESSAGES.denied;
  }
  return SCANNER_MESSAGES.couldNotStart(text || name || 'unknown error');
}
