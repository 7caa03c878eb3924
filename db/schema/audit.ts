import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The audit log: every change an administrator makes and every change of money or ownership,
 * written by the use case that makes it, in the same transaction. Append-only: a trigger
 * (migration 0008) refuses UPDATE, DELETE and TRUNCATE. The actor is kept as an id and an e-mail
 * without a foreign key, so the record outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    // Null for the system (a background job, the demo seed).
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    // '<entity>.<verb>', e.g. 'service_claim.approve'.
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    // Why: a refusal's reason, an administrator's note.
    reason: text('reason'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id), index('audit_log_actor_idx').on(t.actorId, t.id), index('audit_log_action_idx').on(t.action, t.id)],
);
