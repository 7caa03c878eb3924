import { builder } from './builder';
import { updateUserRoles } from '../modules/accounts';
import { listAuditEvents, reinstateUser, suspendUser, type AuditEntry, type AuditLogPage } from '../modules/admin';
import { ViewerType } from './accounts';
import { useCaseResolver } from './use-case-resolver';

/** The admin area's operations (issue 21): administrators only, checked in every use case. */

const AuditEntryType = builder.objectRef<AuditEntry>('AuditEntry').implement({
  description: 'One change in the append-only audit log: who, when, what, the record, before and after',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.string({ description: 'When (ISO 8601, UTC)', resolve: (entry) => entry.at.toISOString() }),
    actorId: t.id({ nullable: true, description: 'Who made the change; null for the system', resolve: (entry) => entry.actorId }),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    action: t.exposeString('action', { description: '<entity>.<verb>, e.g. user.suspend' }),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    before: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.before }),
    after: t.field({ type: 'JSON', nullable: true, resolve: (entry) => entry.after }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

const AuditLogPageType = builder.objectRef<AuditLogPage>('AuditLogPage').implement({
  fields: (t) => ({
    entries: t.field({ type: [AuditEntryType], resolve: (page) => page.entries }),
    endCursor: t.exposeString('endCursor', { nullable: true, description: 'Pass as `after` for the next (older) page' }),
    hasNextPage: t.exposeBoolean('hasNextPage'),
  }),
});

const AuditLogFilter = builder.inputType('AuditLogFilter', {
  fields: (t) => ({
    action: t.string({ description: 'An action (user.suspend), or an entity prefix ending in a dot (user.)' }),
    entityType: t.string(),
    entityId: t.string(),
    actor: t.string({ description: 'Part of the e-mail address of who made the change' }),
  }),
});

builder.queryField('auditLog', (t) =>
  t.field({
    type: AuditLogPageType,
    description: 'The audit log, newest first (administrators only)',
    args: { first: t.arg.int(), after: t.arg.string(), filter: t.arg({ type: AuditLogFilter }) },
    resolve: useCaseResolver(listAuditEvents),
  }),
);

const SuspensionType = builder.objectRef<{ id: number; sessionsEnded: number; listingsHeld: number }>('Suspension').implement({
  fields: (t) => ({ id: t.exposeID('id'), sessionsEnded: t.exposeInt('sessionsEnded'), listingsHeld: t.exposeInt('listingsHeld') }),
});

builder.mutationField('suspendUser', (t) =>
  t.field({
    type: SuspensionType,
    description: 'Suspends a user with a reason: sign-in refused, sessions ended, a vendor’s listings hidden (administrators only)',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: useCaseResolver(suspendUser),
  }),
);

builder.mutationField('reinstateUser', (t) =>
  t.id({
    description: 'Ends a suspension; a vendor’s listings held for it show again (administrators only). The user’s id',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (root, args, ctx) => (await useCaseResolver(reinstateUser)(root, args, ctx)).id,
  }),
);

builder.mutationField('updateUserRoles', (t) =>
  t.field({
    type: ViewerType,
    description: 'Sets a user’s roles: administrator, vendor, user (administrators only)',
    args: { id: t.arg.id({ required: true }), roles: t.arg.stringList({ required: true }) },
    resolve: useCaseResolver(updateUserRoles),
  }),
);
