import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const merchandiseItems = pgTable('merchandise_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  image: text('image'),
  category: text('category', {
    enum: ['Hoodie', 'T-Shirt', 'Sweatshirt', 'Hat', 'Accessory', 'Lighter'],
  }).notNull(),
  available: boolean('available').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Off the shop for good but kept, because old orders name it. */
  archived: boolean('archived').notNull().default(false),
});
