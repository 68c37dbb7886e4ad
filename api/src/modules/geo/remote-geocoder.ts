import type { Logger } from 'pino';
import type { ZodType } from 'zod';
import type { GeocoderConfig } from '../../config/env';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';
import { GeocoderUnavailableError, type GeocodedAddress, type Geocoder } from './geocoder';
import { MAX_GEOCODER_RESPONSE_BYTES, getGeocoderJson } from './geocoder-http';

/** How one web geocoder builds its requests and reads its answers. */
export interface RemoteGeocoderSpec<G, R> {
  kind: 'pdok' | 'nominatim';
  /** The search request for a typed address, or null when it cannot match (e.g. not Dutch). */
  geocodeUrl(base: string, address: string): URL | null;
  reverseUrl(base: string, lat: number, lng: number): URL;
  geocodeAnswer: ZodType<G>;
  reverseAnswer: ZodType<R>;
  readGeocode(answer: G, address: string): GeocodedAddress | null;
  readReverse(answer: R): GeocodedAddress | null;
}

/**
 * A geocoder on the web behind a circuit breaker: timeouts, error statuses, redirects and
 * answers that fail the schema (coordinates out of range included) count as failures;
 * five in a row open the circuit for 30 s, then one trial call decides.
 */
export function remoteGeocoder<G, R>(
  spec: RemoteGeocoderSpec<G, R>,
  config: GeocoderConfig,
  log: Logger,
  breaker = new CircuitBreaker(),
): Geocoder {
  const base = config.baseUrl;
  if (!base) throw new Error(`the ${spec.kind} geocoder needs a base URL`);
  const limits = {
    timeoutMs: config.timeoutMs,
    maxBytes: MAX_GEOCODER_RESPONSE_BYTES,
    userAgent: config.userAgent,
  };

  async function call<T, A>(url: URL, schema: ZodType<A>, read: (answer: A) => T | null) {
    try {
      return await breaker.run(
        async () => {
          const body = await getGeocoderJson(url, limits);
          if (body === null) return null;
          const parsed = schema.safeParse(body);
          if (!parsed.success) throw new GeocoderUnavailableError('unexpected answer');
          return read(parsed.data);
        },
        (err) => err instanceof GeocoderUnavailableError,
      );
    } catch (err) {
      if (err instanceof CircuitOpenError) {
        throw new GeocoderUnavailableError('circuit open', Math.ceil(err.retryAfterMs / 1000));
      }
      if (err instanceof GeocoderUnavailableError) {
        log.warn({ geocoder: spec.kind, reason: err.reason }, 'geocoder unavailable');
      }
      throw err;
    }
  }

  return {
    kind: spec.kind,
    circuitState: () => breaker.state,
    async geocode(address) {
      const url = spec.geocodeUrl(base, address);
      if (!url) return null;
      return call(url, spec.geocodeAnswer, (answer) => spec.readGeocode(answer, address));
    },
    async reverse(lat, lng) {
      return call(spec.reverseUrl(base, lat, lng), spec.reverseAnswer, spec.readReverse);
    },
  };
}

/** A path under the configured base URL with the given query; input never touches the path. */
export function geocoderUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(path, base);
  url.search = new URLSearchParams(query).toString();
  return url;
}
