import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditLogPage, AuditLogQuery } from '@shop/contracts';
import type { Db } from '../../db/client';
import { auditLog } from '../../shared/audit/audit.tables';
import { endOfDate, startOfDate } from '../../shared/time/shop-days';

type AuditRow = typeof auditLog.$inferSelect;

export const auditView = (row: AuditRow): AuditEntryView => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorName: row.actorName,
  actorRole: row.actorRole,
  section: row.section,
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
});

/** `%` and `_` typed by a user are literal characters, not patterns. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The audit log, newest first, filtered and paged on the server. */
export async function auditLogPage(db: Db, query: AuditLogQuery): Promise<AuditLogPage> {
  const where: SQL[] = [];
  if (query.section) where.push(eq(auditLog.section, query.section));
  if (query.actor) where.push(ilike(auditLog.actorName, likePattern(query.actor)));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.from) where.push(gte(auditLog.at, startOfDate(query.from)));
  if (query.to) where.push(lt(auditLog.at, endOfDate(query.to)));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
  const rows = await db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows: rows.map(auditView), total: total?.n ?? 0 };
}
