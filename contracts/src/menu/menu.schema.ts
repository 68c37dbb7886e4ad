import { z } from 'zod';
import { Euros } from '../common/money';
import { Id } from '../common/ids';

export const Category = z
  .object({ id: Id, name: z.string(), sortOrder: z.number().int() })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;

/** A priced choice on a menu item (e.g. extra mozzarella); the price is added per unit. */
export const MenuItemOption = z
  .object({ id: Id, name: z.string(), value: z.string(), priceAdd: Euros })
  .meta({ id: 'MenuItemOption' });
export type MenuItemOption = z.infer<typeof MenuItemOption>;

/** Limits a combo meal to some of the combo choices; a missing list allows every choice. */
export const ComboConfig = z
  .object({
    sandwichIds: z.array(Id).optional(),
    drinkIds: z.array(Id).optional(),
    sauceIds: z.array(Id).optional(),
  })
  .meta({ id: 'ComboConfig' });
export type ComboConfig = z.infer<typeof ComboConfig>;

export const MenuItem = z
  .object({
    id: Id,
    name: z.string(),
    description: z.string(),
    price: Euros,
    image: z.string().nullable(),
    categoryId: Id,
    available: z.boolean(),
    featured: z.boolean(),
    nutritionInfo: z.string().nullable(),
    tebiId: z.string().nullable(),
    preparationTime: z.number().int().min(0),
    quantityPerOrder: z.number().int().min(1),
    isVegetarian: z.boolean(),
    isVegan: z.boolean(),
    isGlutenFree: z.boolean(),
    hideImage: z.boolean(),
    /** JSON-encoded list of tags, '[]' when there are none. */
    tags: z.string(),
    /** VAT rate as a fraction, e.g. 0.09. */
    taxRate: z.number().min(0).max(1),
    barMenu: z.boolean(),
    isComboMeal: z.boolean(),
    comboOptions: ComboConfig.nullable(),
    /** Surcharge in euros per combo drink name, e.g. { "Beer": 1 }. */
    drinkPriceModifiers: z.record(z.string(), Euros).nullable(),
    options: z.array(MenuItemOption),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuResponse = z
  .object({ items: z.array(MenuItem), featuredItems: z.array(MenuItem) })
  .meta({ id: 'MenuResponse' });
export type MenuResponse = z.infer<typeof MenuResponse>;

export const ComboDrink = z
  .object({ id: Id, name: z.string(), price: Euros })
  .meta({ id: 'ComboDrink' });
export type ComboDrink = z.infer<typeof ComboDrink>;
export const ComboSauce = z.object({ id: Id, name: z.string() }).meta({ id: 'ComboSauce' });
export type ComboSauce = z.infer<typeof ComboSauce>;
export const ComboSandwich = z.object({ id: Id, name: z.string() }).meta({ id: 'ComboSandwich' });
export type ComboSandwich = z.infer<typeof ComboSandwich>;

/** What the customer chose in the combo customiser, each held by name. */
export const ComboSelections = z
  .object({
    sandwich: z.string().min(1),
    drink: z.string().min(1),
    sauce: z.string().min(1),
  })
  .meta({ id: 'ComboSelections' });
export type ComboSelections = z.infer<typeof ComboSelections>;
