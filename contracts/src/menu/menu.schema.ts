import { z } from 'zod';
import { Euros } from '../common/euros.schema';
import { Id } from '../common/ids';
import { vm } from '../errors/validation-messages';

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

/**
 * What a combo choice sells for on its own, and at which VAT rate: its weight in the combo's
 * VAT key (contracts/orders/vat.ts). null when it is not sold on its own.
 */
const comboChoiceVat = {
  standalonePrice: Euros.nullable(),
  taxRate: z.number().min(0).max(1).nullable(),
};

export const ComboDrink = z
  .object({ id: Id, name: z.string(), price: Euros, ...comboChoiceVat })
  .meta({ id: 'ComboDrink' });
export type ComboDrink = z.infer<typeof ComboDrink>;
export const ComboSauce = z
  .object({ id: Id, name: z.string(), ...comboChoiceVat })
  .meta({ id: 'ComboSauce' });
export type ComboSauce = z.infer<typeof ComboSauce>;
export const ComboSandwich = z
  .object({ id: Id, name: z.string(), ...comboChoiceVat })
  .meta({ id: 'ComboSandwich' });
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

/**
 * Combo choices as carts and order lines store them (JSON text), or null when there are none or
 * the text is not three choices.
 */
export function parseComboSelectionsText(text: string | null | undefined): ComboSelections | null {
  if (!text) return null;
  try {
    const parsed = ComboSelections.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The highest price staff can set on a menu item, in euros: a typo guard. */
export const MAX_MENU_PRICE = 1000;

/** A price staff type in: euros, 0 to 1000, whole cents. */
export const MenuPriceInput = z
  .number({ error: vm('price_not_a_number') })
  .min(0, vm('price_negative'))
  .max(MAX_MENU_PRICE, vm('price_too_high', { max: MAX_MENU_PRICE }))
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: vm('price_decimals'),
  });

/** What staff may change on a menu item from the back office; other keys are ignored. */
export const MenuItemUpdate = z
  .object({
    available: z.boolean({ error: vm('flag_true_or_false', { name: 'available' }) }).optional(),
    featured: z.boolean({ error: vm('flag_true_or_false', { name: 'featured' }) }).optional(),
    price: MenuPriceInput.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: vm('nothing_to_change'),
  })
  .meta({ id: 'MenuItemUpdate' });
export type MenuItemUpdate = z.infer<typeof MenuItemUpdate>;
