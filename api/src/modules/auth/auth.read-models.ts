/**
 * What other modules may read of the accounts inside their own statements (joins, searches,
 * counts): a subquery over the users' table with the columns chosen here, never the password
 * hash. The table stays this module's; PostgreSQL pulls the subquery up into the statement.
 */

import { QueryBuilder } from 'drizzle-orm/pg-core';
import { users } from './auth.tables';

const qb = new QueryBuilder();

/** The accounts: name, e-mail, role and when they were made. */
export const userRecords = <Name extends string = 'users'>(name: Name = 'users' as Name) =>
  qb
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .as(name);
