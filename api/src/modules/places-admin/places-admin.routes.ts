import { Router } from 'express';
import {
  AdminBar,
  AdminBarInput,
  AdminBarList,
  AdminCustomLocation,
  AdminCustomLocationInput,
  AdminCustomLocationList,
  AdminZoneInput,
  AdminZoneList,
  AdminZoneSaved,
  IdParam,
  QrCodeList,
  QrCodeQuery,
  sectionAccess,
} from '@shop/contracts';
import { defineRoute } from '../../shared/http/route';
import { listQrCodes, type PlacesAdmin, type ZonesAdmin } from '../geo';
import type { Db } from '../../db/client';

export interface PlacesAdminRouteDeps {
  db: Db;
  zones: ZonesAdmin;
  places: PlacesAdmin;
  /** The shop's public address: what the printed codes link to. */
  publicOrigin: string;
}

/** The back office's zones, QR locations, bars and their printable codes (admin only). */
export function placesAdminRoutes({ db, zones, places, publicOrigin }: PlacesAdminRouteDeps) {
  const router = Router();
  const tags = ['admin', 'places'];
  const zoneAccess = sectionAccess('zones');
  const locationAccess = sectionAccess('qr-locations');
  const barAccess = sectionAccess('bars');

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/zones',
      tags,
      summary: 'Every delivery zone, active or not, in the order addresses are matched',
      access: zoneAccess,
      response: AdminZoneList,
    },
    async () => ({ zones: await zones.list() }),
  );
  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/zones',
      tags,
      summary: 'Add a delivery zone; overlaps with active zones come back as warnings',
      access: zoneAccess,
      body: AdminZoneInput,
      status: 201,
      response: AdminZoneSaved,
      errors: { 409: 'Name taken', 422: 'Too few corners, no area, or a self-crossing border' },
    },
    ({ body, auth }) => zones.create(body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/zones/:id',
      tags,
      summary: 'Change a delivery zone; customers’ checks use it at once',
      access: zoneAccess,
      params: IdParam,
      body: AdminZoneInput,
      response: AdminZoneSaved,
      errors: {
        404: 'No such zone',
        409: 'Name taken',
        422: 'Too few corners, no area, or a self-crossing border',
      },
    },
    ({ params, body, auth }) => zones.update(params.id, body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'delete',
      path: '/admin/zones/:id',
      tags,
      summary: 'Delete a delivery zone that no order names',
      access: zoneAccess,
      params: IdParam,
      status: 204,
      errors: { 404: 'No such zone', 409: 'The zone has orders: deactivate it instead' },
    },
    async ({ params, auth, res }) => {
      await zones.remove(params.id, auth!);
      res.status(204).end();
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/custom-locations',
      tags,
      summary: 'Every custom QR location',
      access: locationAccess,
      response: AdminCustomLocationList,
    },
    async () => ({ locations: await places.listLocations() }),
  );
  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/custom-locations',
      tags,
      summary: 'Add a custom QR location',
      access: locationAccess,
      body: AdminCustomLocationInput,
      status: 201,
      response: AdminCustomLocation,
      errors: { 409: 'Slug taken' },
    },
    ({ body, auth }) => places.createLocation(body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/custom-locations/:id',
      tags,
      summary: 'Change a custom QR location',
      access: locationAccess,
      params: IdParam,
      body: AdminCustomLocationInput,
      response: AdminCustomLocation,
      errors: { 404: 'No such location', 409: 'Slug taken' },
    },
    ({ params, body, auth }) => places.updateLocation(params.id, body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'delete',
      path: '/admin/custom-locations/:id',
      tags,
      summary: 'Delete a custom QR location',
      access: locationAccess,
      params: IdParam,
      status: 204,
      errors: { 404: 'No such location' },
    },
    async ({ params, auth, res }) => {
      await places.removeLocation(params.id, auth!);
      res.status(204).end();
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/bars',
      tags,
      summary: 'Every partner bar',
      access: barAccess,
      response: AdminBarList,
    },
    async () => ({ bars: await places.listBars() }),
  );
  defineRoute(
    router,
    {
      method: 'post',
      path: '/admin/bars',
      tags,
      summary: 'Add a partner bar',
      access: barAccess,
      body: AdminBarInput,
      status: 201,
      response: AdminBar,
      errors: { 409: 'Slug taken' },
    },
    ({ body, auth }) => places.createBar(body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'put',
      path: '/admin/bars/:id',
      tags,
      summary: 'Change a partner bar',
      access: barAccess,
      params: IdParam,
      body: AdminBarInput,
      response: AdminBar,
      errors: { 404: 'No such bar', 409: 'Slug taken' },
    },
    ({ params, body, auth }) => places.updateBar(params.id, body, auth!),
  );
  defineRoute(
    router,
    {
      method: 'delete',
      path: '/admin/bars/:id',
      tags,
      summary: 'Delete a partner bar that has no orders',
      access: barAccess,
      params: IdParam,
      status: 204,
      errors: { 404: 'No such bar', 409: 'The bar has orders: deactivate it instead' },
    },
    async ({ params, auth, res }) => {
      await places.removeBar(params.id, auth!);
      res.status(204).end();
    },
  );

  defineRoute(
    router,
    {
      method: 'get',
      path: '/admin/qr-codes',
      tags,
      summary: 'The shop link to print as a QR code for each zone, custom location and bar',
      access: locationAccess,
      query: QrCodeQuery,
      response: QrCodeList,
    },
    async ({ query }) => ({ codes: await listQrCodes(db, publicOrigin, query.kind) }),
  );

  return router;
}
