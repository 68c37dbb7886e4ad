import { Router } from 'express';
import { z } from 'zod';
import {
  Bar,
  CUSTOM_LOCATION_NOT_FOUND_MESSAGE,
  CustomLocation,
  GeocodeInput,
  GeocodeResult,
  IdParam,
  LatLngInput,
  LatitudeLongitudeInput,
  MapConfig,
  PointValidation,
  QR_LOCATION_NOT_FOUND_MESSAGE,
  QrVerification,
  ReverseGeocodeResult,
  VerifyQrInput,
  ZoneSummary,
  ZoneValidation,
  ZonesResponse,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import type { GeocodeLimiter } from './geo-rate-limit';
import type { GeoService } from './geo.service';

const CustomIdParam = z.object({
  customId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, CUSTOM_LOCATION_NOT_FOUND_MESSAGE),
});
const BarSlugParam = z.object({
  slug: z
    .string()
    .max(80, QR_LOCATION_NOT_FOUND_MESSAGE)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, QR_LOCATION_NOT_FOUND_MESSAGE),
});

const lookupErrors = {
  404: 'No address found',
  429: 'Too many address look-ups (Retry-After)',
  503: 'The geocoder is down, slow or its circuit is open (Retry-After)',
};

/**
 * The geocoding and zone-check calls, with both field spellings, plus the bar and QR lookups
 * and the delivery map's configuration.
 */
export function geoRoutes(geo: GeoService, limiter: GeocodeLimiter, map: MapConfig): Router {
  const router = Router();
  const tags = ['geo'];

  defineRoute(
    router,
    {
      method: 'get',
      path: '/map/config',
      tags,
      summary:
        'How the web draws the delivery map: the MAP_STYLE_URL street style, or null for the offline style',
      access: 'public',
      response: MapConfig,
    },
    () => map,
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/geo/zones',
      tags,
      summary: 'The active delivery zones with their polygons, for the map',
      access: 'public',
      response: ZonesResponse,
    },
    async () => ({ zones: await geo.listZones() }),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/geo/zones/:id',
      tags,
      summary: 'One delivery zone, active or not (the QR page reads active)',
      access: 'public',
      params: IdParam,
      response: ZoneSummary,
      errors: { 404: 'No such zone' },
    },
    ({ params }) => geo.zone(params.id),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/geocode',
      tags,
      summary: 'Finds an address and says whether we deliver there',
      access: 'public',
      body: GeocodeInput,
      response: GeocodeResult,
      errors: lookupErrors,
    },
    async ({ body, req }) => {
      await limiter.consume(req);
      return geo.geocode(body.address);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/verify-qr-code',
      tags,
      summary: 'Reads a scanned QR code: a zone, a custom location or a partner bar',
      access: 'public',
      body: VerifyQrInput,
      response: QrVerification,
    },
    ({ body }) => geo.verifyQr(body.code),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/validate-point',
      tags,
      summary: 'Whether a map point {lat, lng} lies in a delivery zone',
      access: 'public',
      body: LatLngInput,
      response: PointValidation,
    },
    ({ body }) => geo.validatePoint(body.lat, body.lng),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/reverse-geocode',
      tags,
      summary: 'The address at a map point {lat, lng}, and its zone',
      access: 'public',
      body: LatLngInput,
      response: ReverseGeocodeResult,
      errors: lookupErrors,
    },
    async ({ body, req }) => {
      await limiter.consume(req);
      return geo.reverse(body.lat, body.lng);
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/geo/validate',
      tags,
      summary: 'Whether ?lat=&lng= lies in a delivery zone (always answers JSON)',
      access: 'public',
      query: LatLngInput,
      response: PointValidation,
    },
    ({ query }) => geo.validatePoint(query.lat, query.lng),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/validate',
      tags,
      summary: 'Whether {latitude, longitude} lies in a delivery zone',
      access: 'public',
      body: LatitudeLongitudeInput,
      response: PointValidation,
    },
    ({ body }) => geo.validatePoint(body.latitude, body.longitude),
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/reverse',
      tags,
      summary: 'The address at {latitude, longitude}',
      access: 'public',
      body: LatitudeLongitudeInput,
      response: ReverseGeocodeResult,
      errors: lookupErrors,
    },
    async ({ body, req }) => {
      await limiter.consume(req);
      return geo.reverse(body.latitude, body.longitude);
    },
  );

  defineRoute(
    router,
    {
      method: 'post',
      path: '/geo/zones/validate',
      tags,
      summary: 'Zone validation result {name, isValid, message} for {lat, lng}',
      access: 'public',
      body: LatLngInput,
      response: ZoneValidation,
    },
    async ({ body }) => {
      const result = await geo.validatePoint(body.lat, body.lng);
      return { ...result, name: result.zone?.name ?? null } satisfies ZoneValidation;
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/geo/custom-locations/:customId',
      tags,
      summary: 'An active custom QR location',
      access: 'public',
      params: CustomIdParam,
      response: CustomLocation,
      errors: { 404: 'No such active custom location' },
    },
    ({ params }) => geo.customLocation(params.customId),
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/bars/:slug',
      tags: ['bars'],
      summary: 'An active partner bar, by the slug in its QR link (/bar/{slug})',
      access: 'public',
      params: BarSlugParam,
      response: Bar,
      errors: { 404: 'No such active bar' },
    },
    ({ params }) => geo.bar(params.slug),
  );

  return router;
}
