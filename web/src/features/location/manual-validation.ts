import type { GeocodeResult, LatLng, ZoneSummary } from '@shop/contracts';
import { localizeApiMessage, localizeMessage } from '@/i18n/messages';
import { m } from '@/i18n/paraglide/messages';

/** A failure of the manual validator; `say` gives its text in the shop's language when shown. */
export class ManualValidationError extends Error {
  constructor(readonly say: () => string) {
    super(say());
    this.name = 'ManualValidationError';
  }
}

/** The api's sentence (contracts), or an English one of the web's with no Dutch, as text. */
const asText = (message: string) => () => localizeMessage(message);

/** The validator's texts, each said in the shop's language when it is called. */
export const MANUAL_MESSAGES = {
  empty: asText('Please enter an address'),
  noCoordinates: m.orders_manualCheck_noCoordinates,
  invalidCoordinates: m.orders_manualCheck_invalidCoordinates,
  nonJson: m.orders_manualCheck_nonJson,
  html: m.orders_manualCheck_html,
  unparsable: m.orders_manualCheck_unparsable,
  outsideZone: m.orders_manualCheck_outsideZone,
  unreachable: asText(
    "We couldn't validate your address. Please try again or select a different address.",
  ),
  geocodeStatus: (status: number) => asText(`Geocoding failed with status ${status}`),
  validationStatus: (status: number) => asText(`Validation request failed with status ${status}`),
};

export interface RawResponse {
  ok: boolean;
  status: number;
  contentType: string;
  text: string;
}

/** The server's message in a refusal's body, said in the shop's language when called. */
function messageField(text: string): (() => string) | null {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      const { message } = body;
      return message ? () => localizeApiMessage(body, message) : null;
    }
  } catch {
    // Not JSON: the status text below says what happened.
  }
  return null;
}

/** The geocoder's answer: its coordinates must be there and be numbers. */
export function readGeocodeResponse(res: RawResponse): { result: GeocodeResult; point: LatLng } {
  if (!res.ok) {
    throw new ManualValidationError(
      messageField(res.text) ?? MANUAL_MESSAGES.geocodeStatus(res.status),
    );
  }
  let body: Partial<GeocodeResult> & { lat?: unknown; lng?: unknown };
  try {
    body = JSON.parse(res.text) as typeof body;
  } catch {
    throw new ManualValidationError(MANUAL_MESSAGES.unparsable);
  }
  const raw = (body.coordinates ??
    (body.lat !== undefined ? { lat: body.lat, lng: body.lng } : null)) as {
    lat?: unknown;
    lng?: unknown;
  } | null;
  if (
    !raw ||
    raw.lat === undefined ||
    raw.lat === null ||
    raw.lng === undefined ||
    raw.lng === null
  ) {
    throw new ManualValidationError(MANUAL_MESSAGES.noCoordinates);
  }
  const lat = typeof raw.lat === 'number' ? raw.lat : Number.parseFloat(String(raw.lat));
  const lng = typeof raw.lng === 'number' ? raw.lng : Number.parseFloat(String(raw.lng));
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
    throw new ManualValidationError(MANUAL_MESSAGES.invalidCoordinates);
  }
  return { result: body as GeocodeResult, point: { lat, lng } };
}

export interface ManualValidation {
  isValid: boolean;
  zone: ZoneSummary | null;
  message: string | null;
}

/** GET /api/geo/validate must answer JSON; an HTML page (a proxy's error) is refused. */
export function readValidationResponse(res: RawResponse): ManualValidation {
  if (!res.ok) throw new ManualValidationError(MANUAL_MESSAGES.validationStatus(res.status));
  const text = res.text.trimStart();
  if (/text\/html/i.test(res.contentType) || text.startsWith('<')) {
    throw new ManualValidationError(MANUAL_MESSAGES.html);
  }
  if (!/json/i.test(res.contentType)) throw new ManualValidationError(MANUAL_MESSAGES.nonJson);
  let body: { isValid?: unknown; valid?: unknown; zone?: ZoneSummary | null; message?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ManualValidationError(MANUAL_MESSAGES.unparsable);
  }
  const isValid = body.isValid === true || body.valid === true;
  return {
    isValid,
    zone: isValid ? (body.zone ?? null) : null,
    message: typeof body.message === 'string' ? body.message : null,
  };
}

async function send(url: string, init: RequestInit = {}): Promise<RawResponse> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', ...init });
  } catch {
    throw new ManualValidationError(MANUAL_MESSAGES.unreachable);
  }
  return {
    ok: res.ok,
    status: res.status,
    contentType: res.headers.get('Content-Type') ?? '',
    text: await res.text(),
  };
}

export async function geocodeForValidator(query: string) {
  return readGeocodeResponse(
    await send('/api/geo/geocode', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ address: query }),
    }),
  );
}

export async function validateCoordinates(point: LatLng) {
  const query = new URLSearchParams({ lat: String(point.lat), lng: String(point.lng) });
  return readValidationResponse(await send(`/api/geo/validate?${query.toString()}`));
}
