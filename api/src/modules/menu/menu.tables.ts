import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ComboConfig } from '@shop/contracts';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    available: boolean('available').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    nutritionInfo: text('nutrition_info'),
    tebiId: text('tebi_id'),
    preparationTime: integer('preparation_time').notNull().default(10),
    quantityPerOrder: integer('quantity_per_order').notNull().default(1),
    isVegetarian: boolean('is_vegetarian').notNull().default(false),
    isVegan: boolean('is_vegan').notNull().default(false),
    isGlutenFree: boolean('is_gluten_free').notNull().default(false),
    hideImage: boolean('hide_image').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** VAT rate as a fraction, kept exact. */
    taxRate: numeric('tax_rate', { precision: 4, scale: 3 }).notNull().default('0.090'),
    barMenu: boolean('bar_menu').notNull().default(false),
    isComboMeal: boolean('is_combo_meal').notNull().default(false),
    comboOptions: jsonb('combo_options').$type<ComboConfig>(),
    /** Surcharge in cents per combo drink name. */
    drinkPriceModifiers: jsonb('drink_price_modifiers').$type<Record<string, number>>(),
    /** Off the shop for good but kept, because old orders name it. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId)],
);

export const menuItemOptions = pgTable(
  'menu_item_options',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    priceAddCents: integer('price_add_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('menu_item_options_item_idx').on(t.menuItemId)],
);

/** The sandwiches, drinks and sauces a combo meal is built from. */
export const comboChoices = pgTable(
  'combo_choices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['sandwich', 'drink', 'sauce'] }).notNull(),
    name: text('name').notNull(),
    /**
     * The menu item this choice is when sold on its own: its price and VAT rate are the
     * choice's weight in the combo's VAT key. null: it weighs nothing (the combo's own rate).
     */
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    available: boolean('available').notNull().default(true),
  },
  (t) => [uniqueIndex('combo_choices_kind_name_key').on(t.kind, t.name)],
);
