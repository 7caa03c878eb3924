import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { roleNames, userRoles, users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';
import { toViewer, viewerColumns } from './viewer';
import { type Viewer } from '../../kernel';

export const updateUserRolesInput = z.object({
  id: accountIdField,
  roles: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : (value ?? [])),
    z.array(z.enum(roleNames, 'There is no such role.')).min(1, 'Give the user at least one role.').max(roleNames.length),
  ),
});

export const ownAdministratorRoleMessage = 'You cannot take your own administrator role: ask another administrator.';

/**
 * An administrator sets a user's roles (updateUserRoles(id, roles)). An administrator cannot take
 * their own administrator role, so the site never loses its last one by accident. Audited.
 */
export async function updateUserRoles(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id, roles } = parseInput(updateUserRolesInput, input);
  const admin = requireAdministrator(ctx.viewer);
  const wanted = [...new Set(roles)];
  if (id === admin.id && !wanted.includes('administrator')) throw new RefusedError(ownAdministratorRoleMessage, 'CONFLICT');
  return ctx.db.transaction(async (db) => {
    const [before] = await db.select(viewerColumns).from(users).where(eq(users.id, id)).for('update');
    if (!before) throw noSuchUser();
    await db.delete(userRoles).where(eq(userRoles.userId, id));
    await db.insert(userRoles).values(wanted.map((role) => ({ userId: id, role })));
    const after = toViewer({ ...before, roles: wanted });
    await recordAuditEvent({ ...ctx, db }, { action: 'user.roles', entityType: 'user', entityId: id, before: { roles: toViewer(before).roles }, after: { roles: after.roles } });
    return after;
  });
}
