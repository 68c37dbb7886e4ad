import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bars } from './geo.tables';

/** The partner bars taking orders now, by name (the dispatch map's bar markers). */
export function activeBars(db: Db) {
  return db.select().from(bars).where(eq(bars.active, true)).orderBy(asc(bars.name));
}
