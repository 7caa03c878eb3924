import { auditLog } from '../../../db/schema/audit';
import type { RequestContext } from '../../context';

/** One change, as the use case that made it describes it. */
export type AuditEvent = {
  /** '<entity>.<verb>', e.g. 'service_claim.approve'. */
  action: string;
  entityType: string;
  entityId: number | string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
};

/**
 * Writes a change to the append-only audit log, with the viewer as its actor (null for the
 * system). Use cases call it with their transaction's context, so the record and the change are
 * written together or not at all. Adding a record needs no permission: it can only tell more.
 */
export async function recordAuditEvent(ctx: Pick<RequestContext, 'db' | 'viewer'>, event: AuditEvent): Promise<void> {
  await ctx.db.insert(auditLog).values({
    actorId: ctx.viewer?.id ?? null,
    actorEmail: ctx.viewer?.email ?? null,
    action: event.action,
    entityType: event.entityType,
    entityId: String(event.entityId),
    before: event.before ?? null,
    after: event.after ?? null,
    reason: event.reason ?? null,
  });
}
