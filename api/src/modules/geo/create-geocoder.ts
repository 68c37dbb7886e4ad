import type { Logger } from 'pino';
import type { GeocoderConfig } from '../../config/env';
import { embeddedGeocoder } from './embedded-geocoder';
import type { Geocoder } from './geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { pdokGeocoder } from './pdok-geocoder';

/** The geocoder the configuration names; its base URL comes only from the configuration. */
export function createGeocoder(config: GeocoderConfig, log: Logger): Geocoder {
  switch (config.kind) {
    case 'pdok':
      return pdokGeocoder(config, log);
    case 'nominatim':
      return nominatimGeocoder(config, log);
    case 'embedded':
      return embeddedGeocoder();
  }
}
