import { and, desc, eq, ilike, like, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog } from '../../../db/schema/audit';
import type { RequestContext } from '../../context';
import { requireAdministrator, blankIsAbsent, containsPattern, parseInput, wholeNumberField } from '../../kernel';

const filterText = (max: number, message: string) => z.preprocess(blankIsAbsent, z.string().trim().max(max, message).optional());

export const listAuditEventsInput = z.object({
  first: wholeNumberField(1, 100, 'Ask for 1 to 100 entries.', 25),
  /** The cursor: the id of the last entry seen; the entries older than it follow. */
  after: z.preprocess(blankIsAbsent, z.string().regex(/^\d{1,15}$/, 'The cursor is not valid.').optional()),
  filter: z
    .preprocess(
      (value) => value ?? {},
      z.object({
        /** An action ('user.suspend') or its entity's prefix ('user.'). */
        action: filterText(60, 'The action may be at most 60 characters.'),
        entityType: filterText(40, 'The record type may be at most 40 characters.'),
        entityId: filterText(40, 'The record id may be at most 40 characters.'),
        /** Part of the e-mail address of who made the change. */
        actor: filterText(254, 'The actor may be at most 254 characters.'),
      }),
    )
    .default({}),
});

export type AuditEntry = {
  id: string;
  at: Date;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
};

export type AuditLogPage = { entries: AuditEntry[]; endCursor: string | null; hasNextPage: boolean };

/**
 * The audit log, newest first, filtered and paged by cursor (GraphQL auditLog(first, after,
 * filter) and the admin area's page). Administrators only. Reading is all anyone can do with it.
 */
export async function listAuditEvents(ctx: RequestContext, input: unknown): Promise<AuditLogPage> {
  const { first, after, filter } = parseInput(listAuditEventsInput, input);
  requireAdministrator(ctx.viewer);
  const conditions: (SQL | undefined)[] = [
    after ? lt(auditLog.id, Number(after)) : undefined,
    filter.action ? (filter.action.endsWith('.') ? like(auditLog.action, `${filter.action.replace(/[\\%_]/g, '\\$&')}%`) : eq(auditLog.action, filter.action)) : undefined,
    filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
    filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
    filter.actor ? ilike(auditLog.actorEmail, containsPattern(filter.actor)) : undefined,
  ];
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(first + 1);
  const entries = rows.slice(0, first).map((row) => ({ ...row, id: String(row.id) }));
  return { entries, endCursor: entries.at(-1)?.id ?? null, hasNextPage: rows.length > first };
}
