import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import { staffAuditLog, type StaffAuditEntry } from '@tenuta/db';
import type { Executor } from '@tenuta/core';

export { recordStaffAction, type AuditActor, type AuditRecord } from '@tenuta/core';

export interface AuditFilter {
  staffId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  /** Rows older than this id (keyset paging, newest first). */
  beforeId?: number;
  limit?: number;
}

export async function listStaffAudit(db: Executor, f: AuditFilter): Promise<{ entries: StaffAuditEntry[]; nextBeforeId: number | null }> {
  const limit = Math.min(Math.max(f.limit ?? 50, 1), 200);
  const where: SQL[] = [];
  if (f.staffId) where.push(eq(staffAuditLog.staffId, f.staffId));
  if (f.action) where.push(sql`${staffAuditLog.action} LIKE ${`${f.action.replace(/[%_\\]/g, '\\$&')}%`}`);
  if (f.targetType) where.push(eq(staffAuditLog.targetType, f.targetType));
  if (f.targetId) where.push(eq(staffAuditLog.targetId, f.targetId));
  if (f.from) where.push(gte(staffAuditLog.createdAt, f.from));
  if (f.to) where.push(lte(staffAuditLog.createdAt, f.to));
  if (f.beforeId) where.push(lt(staffAuditLog.id, f.beforeId));
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(limit + 1);
  const entries = rows.slice(0, limit);
  return { entries, nextBeforeId: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
