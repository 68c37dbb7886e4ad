import { customType } from 'drizzle-orm/pg-core';

/** A PostgreSQL bytea column read and written as a Buffer (photos). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
