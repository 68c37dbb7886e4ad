import type { AdminSectionPath } from '@shop/contracts';
import type { Db, Tx } from '../../db/client';
import type { AuthContext } from '../http/auth-context';
import { auditLog } from './audit.tables';

export interface AuditEntry {
  section: AdminSectionPath;
  /** '<entity>.<verb>', e.g. 'menu-item.updated'. */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** The values before and after the change; omit the side that does not exist. */
  before?: unknown;
  after?: unknown;
}

/** Keys whose values never enter the audit log, wherever they occur in a record. */
const SECRET_KEYS = /password|token|secret|hash|signature/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : redact(v)]),
    );
  }
  return value;
}

/**
 * Records one back-office change inside the caller's transaction, so the log holds a change
 * if and only if it was committed. Secrets (passwords, tokens, hashes) are redacted.
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: AuthContext,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.user.id,
    actorName: actor.user.username,
    actorRole: actor.user.role,
    section: entry.section,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}
