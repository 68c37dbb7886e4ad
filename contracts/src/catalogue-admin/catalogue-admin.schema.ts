import { z } from 'zod';
import { Id, idText, idValue } from '../common/ids';
import { ComboConfig, MenuItem, MenuPriceInput } from '../menu/menu.schema';
import { MerchandiseCategory, MerchandiseItem } from '../merchandise/merchandise.schema';
import { API_MESSAGES } from '../errors/api-messages';
import { vm, type NamedField } from '../errors/validation-messages';

/** The VAT rates a product can carry in the Netherlands, as fractions. */
export const PRODUCT_TAX_RATES = [0.09, 0.21] as const;

/** The largest upload the back office accepts for a photo: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The formats a photo may be in, checked on its content. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

export const IMAGE_NOT_AN_IMAGE = API_MESSAGES.not_an_image_type;
export const IMAGE_TOO_LARGE = API_MESSAGES.photo_file_too_large;

/** What the server keeps of an uploaded photo: the large version and a thumbnail. */
export const StoredImage = z
  .object({ url: z.string(), thumbnailUrl: z.string() })
  .meta({ id: 'StoredImage' });
export type StoredImage = z.infer<typeof StoredImage>;

/** A photo's address as the forms send it: one the image service gave out, or none. */
const ImageUrl = z
  .string()
  .trim()
  .max(500, vm('image_address_too_long'))
  .regex(/^(\/media\/[A-Za-z0-9/._-]+|https:\/\/\S+)$/, vm('image_address_format'))
  .nullable();

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const page = z.coerce
  .number({ error: vm('query_page_not_a_number') })
  .int(vm('query_page_not_whole'))
  .min(1, vm('query_page_too_small'))
  .default(1);
const pageSize = z.coerce
  .number({ error: vm('query_page_size_not_a_number') })
  .int(vm('query_page_size_not_whole'))
  .min(1, vm('query_page_size_too_small'))
  .max(100, vm('query_page_size_too_large'))
  .default(20);
const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: vm('flag_true_or_false', { name }) })
    .transform((v) => v === 'true');

export const ADMIN_MENU_SORTS = ['name', 'price', 'category', 'available', 'featured'] as const;

/** The menu items table's query: search, filters, one sort column and a page. */
export const AdminMenuQuery = z.object({
  search: z.string().trim().max(100, vm('search_too_long')).optional(),
  categoryId: idText(vm('category_id_invalid')).optional(),
  available: yesNo('available').optional(),
  archived: yesNo('archived').optional(),
  sort: z.enum(ADMIN_MENU_SORTS, { error: vm('unknown_sort_column') }).default('name'),
  dir: z.enum(SORT_DIRECTIONS, { error: vm('dir_asc_or_desc') }).default('asc'),
  page,
  pageSize,
});
export type AdminMenuQuery = z.infer<typeof AdminMenuQuery>;

/** A menu item as the back office sees it: archived ones too, and whether it was ever ordered. */
export const AdminMenuItem = MenuItem.extend({
  archived: z.boolean(),
  ordered: z.boolean(),
}).meta({ id: 'AdminMenuItem' });
export type AdminMenuItem = z.infer<typeof AdminMenuItem>;

export const AdminMenuPage = z
  .object({ items: z.array(AdminMenuItem), total: z.number().int().min(0) })
  .meta({ id: 'AdminMenuPage' });
export type AdminMenuPage = z.infer<typeof AdminMenuPage>;

const name = (field: NamedField) =>
  z
    .string({ error: vm('field_required', { field }) })
    .trim()
    .min(1, vm('field_required', { field }))
    .max(100, vm('field_too_long', { field, max: 100 }));

export const MenuItemOptionInput = z.object({
  /** The option's id when it exists already, so carts holding it stay valid. */
  id: Id.optional(),
  name: name('option_name'),
  value: name('option_value'),
  priceAdd: MenuPriceInput,
});
export type MenuItemOptionInput = z.infer<typeof MenuItemOptionInput>;

/** Every field of a menu item as the create and edit forms send it. */
export const MenuItemInput = z
  .object({
    name: name('name'),
    description: z.string().trim().max(2000, vm('description_too_long')),
    price: MenuPriceInput,
    image: ImageUrl,
    categoryId: z
      .number({ error: vm('category_required') })
      .int(vm('category_required'))
      .positive(vm('category_required')),
    available: z.boolean(),
    featured: z.boolean(),
    nutritionInfo: z.string().trim().max(2000, vm('nutrition_too_long')).nullable(),
    tebiId: z.string().trim().max(100, vm('tebi_id_too_long')).nullable(),
    preparationTime: z
      .number({ error: vm('prep_time_not_a_number') })
      .int(vm('prep_time_not_whole'))
      .min(0, vm('prep_time_negative'))
      .max(240, vm('prep_time_too_long')),
    quantityPerOrder: z
      .number({ error: vm('quantity_per_order_not_a_number') })
      .int(vm('quantity_per_order_not_whole'))
      .min(1, vm('quantity_per_order_too_small'))
      .max(100, vm('quantity_per_order_too_large')),
    isVegetarian: z.boolean(),
    isVegan: z.boolean(),
    isGlutenFree: z.boolean(),
    hideImage: z.boolean(),
    tags: z.array(name('tag')).max(20, vm('too_many_tags')),
    taxRate: z.union(
      PRODUCT_TAX_RATES.map((rate) => z.literal(rate)),
      { error: vm('vat_rate') },
    ),
    barMenu: z.boolean(),
    isComboMeal: z.boolean(),
    comboOptions: ComboConfig.nullable(),
    drinkPriceModifiers: z.record(name('drink'), MenuPriceInput).nullable(),
    options: z.array(MenuItemOptionInput).max(50, vm('too_many_options')),
  })
  .meta({ id: 'MenuItemInput' });
export type MenuItemInput = z.infer<typeof MenuItemInput>;
export type MenuItemFormValues = z.input<typeof MenuItemInput>;

/** Ids of several items and whether they are to be on sale ("sold out tonight"). */
export const BulkAvailability = z
  .object({
    ids: z
      .array(idValue(vm('invalid_id')))
      .min(1, vm('choose_items'))
      .max(500),
    available: z.boolean({ error: vm('flag_true_or_false', { name: 'available' }) }),
  })
  .meta({ id: 'BulkAvailability' });
export type BulkAvailability = z.infer<typeof BulkAvailability>;

export const BulkResult = z.object({ updated: z.number().int().min(0) }).meta({ id: 'BulkResult' });

export const FeaturedInput = z
  .object({ featured: z.boolean({ error: vm('flag_true_or_false', { name: 'featured' }) }) })
  .meta({ id: 'FeaturedInput' });

/** Every id of the list, in the order they are to appear. */
export const ReorderInput = z
  .object({
    ids: z
      .array(idValue(vm('invalid_id')))
      .min(1, vm('nothing_to_order'))
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, vm('duplicate_id')),
  })
  .meta({ id: 'ReorderInput' });
export type ReorderInput = z.infer<typeof ReorderInput>;

/** What a delete did: removed, or kept as archived because old orders name it. */
export const DeleteOutcome = z
  .object({ outcome: z.enum(['deleted', 'archived']) })
  .meta({ id: 'DeleteOutcome' });
export type DeleteOutcome = z.infer<typeof DeleteOutcome>;

export const AdminCategory = z
  .object({ id: Id, name: z.string(), sortOrder: z.number().int(), itemCount: z.number().int() })
  .meta({ id: 'AdminCategory' });
export type AdminCategory = z.infer<typeof AdminCategory>;

export const CategoryInput = z.object({ name: name('name') }).meta({ id: 'CategoryInput' });
export type CategoryInput = z.infer<typeof CategoryInput>;

export const ADMIN_MERCHANDISE_SORTS = [
  'sortOrder',
  'name',
  'price',
  'category',
  'available',
] as const;

export const AdminMerchandiseQuery = z.object({
  search: z.string().trim().max(100, vm('search_too_long')).optional(),
  category: MerchandiseCategory.optional(),
  archived: yesNo('archived').optional(),
  sort: z.enum(ADMIN_MERCHANDISE_SORTS, { error: vm('unknown_sort_column') }).default('sortOrder'),
  dir: z.enum(SORT_DIRECTIONS, { error: vm('dir_asc_or_desc') }).default('asc'),
  page,
  pageSize,
});
export type AdminMerchandiseQuery = z.infer<typeof AdminMerchandiseQuery>;

export const AdminMerchandiseItem = MerchandiseItem.extend({
  sortOrder: z.number().int(),
  archived: z.boolean(),
  ordered: z.boolean(),
}).meta({ id: 'AdminMerchandiseItem' });
export type AdminMerchandiseItem = z.infer<typeof AdminMerchandiseItem>;

export const AdminMerchandisePage = z
  .object({ items: z.array(AdminMerchandiseItem), total: z.number().int().min(0) })
  .meta({ id: 'AdminMerchandisePage' });
export type AdminMerchandisePage = z.infer<typeof AdminMerchandisePage>;

export const MerchandiseInput = z
  .object({
    name: name('name'),
    description: z.string().trim().max(2000, vm('description_too_long')),
    price: MenuPriceInput,
    image: ImageUrl,
    category: MerchandiseCategory,
    available: z.boolean(),
  })
  .meta({ id: 'MerchandiseInput' });
export type MerchandiseInput = z.infer<typeof MerchandiseInput>;
