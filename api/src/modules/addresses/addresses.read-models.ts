/**
 * What other modules may read of saved addresses inside their own statements: a subquery over
 * the addresses' table with the columns chosen here. The table stays this module's.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { addresses } from './addresses.tables';

const qb = new QueryBuilder();

/** The customers' saved addresses as the back office shows them. */
export const savedAddressRecords = <Name extends string = 'addresses'>(
  name: Name = 'addresses' as Name,
) =>
  qb
    .select({
      id: addresses.id,
      userId: addresses.userId,
      label: addresses.label,
      streetAddress: addresses.streetAddress,
      zipCode: addresses.zipCode,
      city: addresses.city,
      country: addresses.country,
      isDefault: addresses.isDefault,
    })
    .from(addresses)
    .as(name);
