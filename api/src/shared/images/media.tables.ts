import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../modules/auth/auth.tables';
import { bytea } from '../../db/bytea';

/**
 * Every stored photo (menu, merchandise, profile), already re-encoded, served under
 * `/media/{kind}/{hash}.webp` (and `-thumb.webp`). The hash is the content's, so the same photo
 * is one row and an address never changes what it shows. In PostgreSQL so that every api process
 * serves every photo without a shared disk.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    kind: text('kind', { enum: ['menu', 'merchandise', 'avatar'] }).notNull(),
    hash: text('hash').notNull(),
    contentType: text('content_type').notNull(),
    image: bytea('image').notNull(),
    /** The small version the back office lists show; none for profile photos. */
    thumbnail: bytea('thumbnail'),
    /** A profile photo's owner: erased with the account. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.hash] }),
    index('media_images_owner_idx').on(t.ownerUserId),
  ],
);
