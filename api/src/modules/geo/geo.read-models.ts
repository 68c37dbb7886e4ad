/**
 * What other modules may read of the partner bars inside their own statements: a subquery over
 * the bars' table with the columns chosen here. The table stays this module's.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { bars } from './geo.tables';

const qb = new QueryBuilder();

/** The partner bars with their names and the commission they earn, switched off ones too. */
export const barRecords = <Name extends string = 'bars'>(name: Name = 'bars' as Name) =>
  qb
    .select({
      id: bars.id,
      name: bars.name,
      active: bars.active,
      commissionBps: bars.commissionBps,
    })
    .from(bars)
    .as(name);
