import { GeocoderUnavailableError } from './geocoder';

export interface GeocoderRequestLimits {
  timeoutMs: number;
  /** Answers larger than this are refused (F-4: 256 KB). */
  maxBytes: number;
  userAgent: string;
}

export const MAX_GEOCODER_RESPONSE_BYTES = 256 * 1024;

/**
 * GETs a JSON answer from the configured geocoder (RELIABILITY F-4). The URL is built by the
 * adapter from the configured base URL with user input only in its query string. Redirects are
 * never followed, the whole exchange (headers and body) has one deadline, and the body is read
 * up to a size cap. Anything else than a JSON 2xx answer throws GeocoderUnavailableError,
 * except 400, 404 and 422, which mean the geocoder refused this query: null (no match), so
 * that one user's odd input cannot open the circuit for everyone.
 */
export async function getGeocoderJson(
  url: URL,
  limits: GeocoderRequestLimits,
): Promise<unknown | null> {
  let response: Response;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal,
      headers: { accept: 'application/json', 'user-agent': limits.userAgent },
    });
  } catch (err) {
    throw new GeocoderUnavailableError(describe(err));
  }
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => {});
    throw new GeocoderUnavailableError(`redirect ${response.status} not followed`);
  }
  if (response.status === 400 || response.status === 404 || response.status === 422) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new GeocoderUnavailableError(`status ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new GeocoderUnavailableError('response too large');
  }
  const text = await readCapped(response, limits.maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GeocoderUnavailableError('response is not JSON');
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new GeocoderUnavailableError('response too large');
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) throw err;
    throw new GeocoderUnavailableError(describe(err));
  }
  return Buffer.concat(chunks).toString('utf8');
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timed out';
    return err.message;
  }
  return String(err);
}
