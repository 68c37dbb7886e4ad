import { z } from 'zod';
import { Id, idText, idValue } from '../common/ids';
import { ComboConfig, MenuItem, MenuPriceInput } from '../menu/menu.schema';
import { MerchandiseCategory, MerchandiseItem } from '../merchandise/merchandise.schema';
import { API_MESSAGES } from '../errors/api-messages';

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
  .max(500, 'Image address is too long')
  .regex(/^(\/media\/[A-Za-z0-9/._-]+|https:\/\/\S+)$/, 'Upload a photo or give an https address')
  .nullable();

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const page = z.coerce
  .number({ error: 'page must be a number' })
  .int('page must be a whole number')
  .min(1, 'page must be at least 1')
  .default(1);
const pageSize = z.coerce
  .number({ error: 'pageSize must be a number' })
  .int('pageSize must be a whole number')
  .min(1, 'pageSize must be at least 1')
  .max(100, 'pageSize can be at most 100')
  .default(20);
const yesNo = (name: string) =>
  z
    .enum(['true', 'false'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true');

export const ADMIN_MENU_SORTS = ['name', 'price', 'category', 'available', 'featured'] as const;

/** The menu items table's query: search, filters, one sort column and a page. */
export const AdminMenuQuery = z.object({
  search: z.string().trim().max(100, 'Search is too long').optional(),
  categoryId: idText('categoryId must be a category id').optional(),
  available: yesNo('available').optional(),
  archived: yesNo('archived').optional(),
  sort: z.enum(ADMIN_MENU_SORTS, { error: 'Unknown sort column' }).default('name'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).default('asc'),
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

const name = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(100, `${what} can be at most 100 characters`);

export const MenuItemOptionInput = z.object({
  /** The option's id when it exists already, so carts holding it stay valid. */
  id: Id.optional(),
  name: name('Option name'),
  value: name('Option value'),
  priceAdd: MenuPriceInput,
});
export type MenuItemOptionInput = z.infer<typeof MenuItemOptionInput>;

/** Every field of a menu item as the create and edit forms send it. */
export const MenuItemInput = z
  .object({
    name: name('Name'),
    description: z.string().trim().max(2000, 'Description can be at most 2000 characters'),
    price: MenuPriceInput,
    image: ImageUrl,
    categoryId: z
      .number({ error: 'Choose a category' })
      .int('Choose a category')
      .positive('Choose a category'),
    available: z.boolean(),
    featured: z.boolean(),
    nutritionInfo: z.string().trim().max(2000, 'Nutrition info is too long').nullable(),
    tebiId: z.string().trim().max(100, 'Tebi id is too long').nullable(),
    preparationTime: z
      .number({ error: 'Preparation time must be a number' })
      .int('Preparation time must be whole minutes')
      .min(0, 'Preparation time cannot be negative')
      .max(240, 'Preparation time can be at most 240 minutes'),
    quantityPerOrder: z
      .number({ error: 'Quantity per order must be a number' })
      .int('Quantity per order must be a whole number')
      .min(1, 'Quantity per order must be at least 1')
      .max(100, 'Quantity per order can be at most 100'),
    isVegetarian: z.boolean(),
    isVegan: z.boolean(),
    isGlutenFree: z.boolean(),
    hideImage: z.boolean(),
    tags: z.array(name('Tag')).max(20, 'At most 20 tags'),
    taxRate: z.union(
      PRODUCT_TAX_RATES.map((rate) => z.literal(rate)),
      { error: 'VAT rate must be 9 % or 21 %' },
    ),
    barMenu: z.boolean(),
    isComboMeal: z.boolean(),
    comboOptions: ComboConfig.nullable(),
    drinkPriceModifiers: z.record(name('Drink'), MenuPriceInput).nullable(),
    options: z.array(MenuItemOptionInput).max(50, 'At most 50 options'),
  })
  .meta({ id: 'MenuItemInput' });
export type MenuItemInput = z.infer<typeof MenuItemInput>;
export type MenuItemFormValues = z.input<typeof MenuItemInput>;

/** Ids of several items and whether they are to be on sale ("sold out tonight"). */
export const BulkAvailability = z
  .object({
    ids: z.array(idValue('Invalid id')).min(1, 'Choose at least one item').max(500),
    available: z.boolean({ error: 'available must be true or false' }),
  })
  .meta({ id: 'BulkAvailability' });
export type BulkAvailability = z.infer<typeof BulkAvailability>;

export const BulkResult = z.object({ updated: z.number().int().min(0) }).meta({ id: 'BulkResult' });

export const FeaturedInput = z
  .object({ featured: z.boolean({ error: 'featured must be true or false' }) })
  .meta({ id: 'FeaturedInput' });

/** Every id of the list, in the order they are to appear. */
export const ReorderInput = z
  .object({
    ids: z
      .array(idValue('Invalid id'))
      .min(1, 'Nothing to order')
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, 'An id appears twice'),
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

export const CategoryInput = z.object({ name: name('Name') }).meta({ id: 'CategoryInput' });
export type CategoryInput = z.infer<typeof CategoryInput>;

export const ADMIN_MERCHANDISE_SORTS = [
  'sortOrder',
  'name',
  'price',
  'category',
  'available',
] as const;

export const AdminMerchandiseQuery = z.object({
  search: z.string().trim().max(100, 'Search is too long').optional(),
  category: MerchandiseCategory.optional(),
  archived: yesNo('archived').optional(),
  sort: z.enum(ADMIN_MERCHANDISE_SORTS, { error: 'Unknown sort column' }).default('sortOrder'),
  dir: z.enum(SORT_DIRECTIONS, { error: 'dir must be asc or desc' }).default('asc'),
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
    name: name('Name'),
    description: z.string().trim().max(2000, 'Description can be at most 2000 characters'),
    price: MenuPriceInput,
    image: ImageUrl,
    category: MerchandiseCategory,
    available: z.boolean(),
  })
  .meta({ id: 'MerchandiseInput' });
export type MerchandiseInput = z.infer<typeof MerchandiseInput>;
