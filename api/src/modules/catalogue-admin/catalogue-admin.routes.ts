import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  AdminCategory,
  AdminMenuItem,
  AdminMenuPage,
  AdminMenuQuery,
  AdminMerchandiseItem,
  AdminMerchandisePage,
  AdminMerchandiseQuery,
  BulkAvailability,
  BulkResult,
  CategoryInput,
  DeleteOutcome,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TOO_LARGE,
  IdParam,
  MAX_IMAGE_BYTES,
  MenuItemInput,
  MenuItemUpdate,
  MerchandiseInput,
  ReorderInput,
  StoredImage,
  sectionAccess,
  type AdminSectionPath,
} from '@shop/contracts';
import { assertAccess, defineRoute } from '../../shared/http/route';
import { AppError, badRequest } from '../../shared/errors/app-error';
import type { CatalogueImageKind, ImageStore } from '../../shared/images/image-store';
import { declaresNonImage } from '../../shared/images/media-store';
import {
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  MENU_ITEM_NOT_FOUND,
  MERCHANDISE_NOT_FOUND,
  type CatalogueAdmin,
} from './catalogue-admin.service';

const ComboChoiceRow = z.object({
  id: z.number(),
  kind: z.enum(['sandwich', 'drink', 'sauce']),
  name: z.string(),
  surchargeCents: z.number(),
  sortOrder: z.number(),
  available: z.boolean(),
});

/**
 * The photo arrives as the request's raw bytes (any declared type: the content decides). A
 * body over the limit is refused while it streams, before it is all in memory.
 */
const imageBody: RequestHandler = (req, res, next) => {
  express.raw({ type: () => true, limit: MAX_IMAGE_BYTES })(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
      next(new AppError('invalid_data', 'photo_file_too_large'));
    } else next(error);
  });
};

export function catalogueAdminRoutes(admin: CatalogueAdmin, images: ImageStore): Router {
  const router = Router();
  const menu = { tags: ['admin', 'menu'], access: sectionAccess('menu') };
  const cats = { tags: ['admin', 'menu'], access: sectionAccess('categories') };
  const merch = { tags: ['admin', 'merchandise'], access: sectionAccess('merchandise') };

  /* Menu items */

  defineRoute(
    router,
    {
      ...menu,
      method: 'get',
      path: '/admin/menu/items',
      summary: 'Menu items for the back office: search, filter, sort and page',
      query: AdminMenuQuery,
      response: AdminMenuPage,
    },
    ({ query }) => admin.listMenuItems(query),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'post',
      path: '/admin/menu/items',
      summary: 'Add a menu item',
      status: 201,
      body: MenuItemInput,
      response: AdminMenuItem,
    },
    ({ auth, body }) => admin.createMenuItem(auth!, body),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'post',
      path: '/admin/menu/items/availability',
      summary: 'Put several menu items on or off sale at once ("sold out tonight")',
      body: BulkAvailability,
      response: BulkResult,
      errors: { 404: 'Some of these items do not exist or are archived' },
    },
    ({ auth, body }) => admin.setMenuAvailability(auth!, body),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'get',
      path: '/admin/menu/combo-choices',
      summary: 'Every sandwich, drink and sauce a combo meal can be built from',
      response: z.array(ComboChoiceRow),
    },
    () => admin.comboChoices(),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'get',
      path: '/admin/menu/items/:id',
      summary: 'One menu item, archived or not',
      params: IdParam,
      response: AdminMenuItem,
      errors: { 404: MENU_ITEM_NOT_FOUND },
    },
    ({ params }) => admin.menuItem(params.id),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'put',
      path: '/admin/menu/items/:id',
      summary: 'Change every field of a menu item',
      params: IdParam,
      body: MenuItemInput,
      response: AdminMenuItem,
      errors: { 404: MENU_ITEM_NOT_FOUND, 409: 'The item is archived' },
    },
    ({ auth, params, body }) => admin.updateMenuItem(auth!, params.id, body),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'patch',
      path: '/admin/menu/items/:id',
      summary: 'Switch a menu item on or off, feature it, or change its price',
      params: IdParam,
      body: MenuItemUpdate,
      response: AdminMenuItem,
      errors: { 404: MENU_ITEM_NOT_FOUND, 409: 'The item is archived' },
    },
    ({ auth, params, body }) => admin.patchMenuItem(auth!, params.id, body),
  );

  defineRoute(
    router,
    {
      ...menu,
      method: 'delete',
      path: '/admin/menu/items/:id',
      summary: 'Delete a menu item, or archive it when orders name it',
      params: IdParam,
      response: DeleteOutcome,
      errors: { 404: MENU_ITEM_NOT_FOUND },
    },
    ({ auth, params }) => admin.deleteMenuItem(auth!, params.id),
  );

  /* Categories */

  defineRoute(
    router,
    {
      ...cats,
      method: 'get',
      path: '/admin/categories',
      summary: 'Every category in menu order, with how many items it holds',
      response: z.array(AdminCategory),
    },
    () => admin.listCategories(),
  );

  defineRoute(
    router,
    {
      ...cats,
      method: 'post',
      path: '/admin/categories',
      summary: 'Add a category at the end of the menu',
      status: 201,
      body: CategoryInput,
      response: AdminCategory,
      errors: { 409: CATEGORY_NAME_TAKEN },
    },
    ({ auth, body }) => admin.createCategory(auth!, body),
  );

  defineRoute(
    router,
    {
      ...cats,
      method: 'put',
      path: '/admin/categories/order',
      summary: 'Put the categories in the order given (every id once)',
      body: ReorderInput,
      response: BulkResult,
      errors: { 409: 'The list has changed meanwhile' },
    },
    ({ auth, body }) => admin.reorderCategories(auth!, body.ids),
  );

  defineRoute(
    router,
    {
      ...cats,
      method: 'put',
      path: '/admin/categories/:id',
      summary: 'Rename a category',
      params: IdParam,
      body: CategoryInput,
      errors: { 404: CATEGORY_NOT_FOUND, 409: CATEGORY_NAME_TAKEN },
    },
    ({ auth, params, body }) => admin.renameCategory(auth!, params.id, body),
  );

  defineRoute(
    router,
    {
      ...cats,
      method: 'delete',
      path: '/admin/categories/:id',
      summary: 'Delete an empty category',
      params: IdParam,
      response: DeleteOutcome,
      errors: { 404: CATEGORY_NOT_FOUND, 409: 'The category still holds items' },
    },
    ({ auth, params }) => admin.deleteCategory(auth!, params.id),
  );

  /* Merchandise */

  defineRoute(
    router,
    {
      ...merch,
      method: 'get',
      path: '/admin/merchandise',
      summary: 'Merchandise for the back office: search, filter, sort and page',
      query: AdminMerchandiseQuery,
      response: AdminMerchandisePage,
    },
    ({ query }) => admin.listMerchandise(query),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'post',
      path: '/admin/merchandise',
      summary: 'Add a merchandise item at the end of the shop',
      status: 201,
      body: MerchandiseInput,
      response: AdminMerchandiseItem,
    },
    ({ auth, body }) => admin.createMerchandise(auth!, body),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'post',
      path: '/admin/merchandise/availability',
      summary: 'Put several merchandise items on or off sale at once',
      body: BulkAvailability,
      response: BulkResult,
      errors: { 404: 'Some of these items do not exist or are archived' },
    },
    ({ auth, body }) => admin.setMerchandiseAvailability(auth!, body),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'put',
      path: '/admin/merchandise/order',
      summary: 'Put the merchandise in the order given (every item not archived, once)',
      body: ReorderInput,
      response: BulkResult,
      errors: { 409: 'The list has changed meanwhile' },
    },
    ({ auth, body }) => admin.reorderMerchandise(auth!, body.ids),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'get',
      path: '/admin/merchandise/:id',
      summary: 'One merchandise item, archived or not',
      params: IdParam,
      response: AdminMerchandiseItem,
      errors: { 404: MERCHANDISE_NOT_FOUND },
    },
    ({ params }) => admin.merchandiseItem(params.id),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'put',
      path: '/admin/merchandise/:id',
      summary: 'Change every field of a merchandise item',
      params: IdParam,
      body: MerchandiseInput,
      response: AdminMerchandiseItem,
      errors: { 404: MERCHANDISE_NOT_FOUND, 409: 'The item is archived' },
    },
    ({ auth, params, body }) => admin.updateMerchandise(auth!, params.id, body),
  );

  defineRoute(
    router,
    {
      ...merch,
      method: 'delete',
      path: '/admin/merchandise/:id',
      summary: 'Delete a merchandise item, or archive it when orders name it',
      params: IdParam,
      response: DeleteOutcome,
      errors: { 404: MERCHANDISE_NOT_FOUND },
    },
    ({ auth, params }) => admin.deleteMerchandise(auth!, params.id),
  );

  /* Photos */

  const imageRoute = (section: AdminSectionPath & CatalogueImageKind, path: string) => {
    // The caller is checked before a byte of the photo is read.
    router.post(path, (req, res, next) => {
      try {
        assertAccess(sectionAccess(section), req.auth);
        if (declaresNonImage(req)) throw badRequest('not_an_image_type');
      } catch (error) {
        next(error);
        return;
      }
      imageBody(req, res, next);
    });
    defineRoute(
      router,
      {
        method: 'post',
        path,
        tags: ['admin', section],
        summary: `Upload a ${section} photo (JPEG, PNG or WebP, at most 5 MB) as the raw body`,
        access: sectionAccess(section),
        status: 201,
        response: StoredImage,
        errors: { 400: `${IMAGE_NOT_AN_IMAGE}, or ${IMAGE_TOO_LARGE}` },
      },
      ({ req }) => {
        const body: unknown = req.body;
        if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('photo_required');
        return images.storeImage(body, { kind: section });
      },
    );
  };
  imageRoute('menu', '/admin/menu/images');
  imageRoute('merchandise', '/admin/merchandise/images');

  return router;
}
