import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { recordAuditEvent } from '../audit/internal';
import { InvalidInputError, parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { noSuchUser } from './find-user-record';
import { accountIdField } from './input-fields';
import { toViewer, viewerColumns } from './viewer';

export const deleteAccountInput = z.object({
  id: accountIdField,
  /** The account's e-mail address typed again: a deletion cannot be taken back. */
  confirmEmail: z.string({ error: 'Type the account’s e-mail address to confirm.' }).trim().max(254, 'Type the account’s e-mail address to confirm.'),
});

export const deleteSelfMessage = 'You cannot delete your own account here.';

/**
 * An administrator deletes an account on its owner's request. The row goes, and with it (by
 * foreign key) its roles, sessions, tokens, social sign-ins, wishlist, notes, votes, conversations,
 * business profile, documents' rows and claims; contact messages keep their words without the
 * account. The audit entry keeps the address and roles it had. The admin module's deleteUser calls
 * this after the vendor's listings were unclaimed (they would block it) in the same transaction.
 * The avatar's URL, for the caller to remove the file.
 */
export async function deleteAccount(ctx: RequestContext, input: unknown): Promise<{ id: number; avatar: string | null }> {
  const { id, confirmEmail } = parseInput(deleteAccountInput, input);
  const admin = requireAdministrator(ctx.viewer);
  if (id === admin.id) throw new RefusedError(deleteSelfMessage, 'CONFLICT');
  return ctx.db.transaction(async (db) => {
    const [row] = await db.select(viewerColumns).from(users).where(eq(users.id, id)).for('update');
    if (!row) throw noSuchUser();
    if (confirmEmail.toLowerCase() !== row.email.toLowerCase()) throw new InvalidInputError({ confirmEmail: ['Type the account’s e-mail address to confirm.'] });
    await db.delete(users).where(eq(users.id, id));
    await recordAuditEvent({ ...ctx, db }, { action: 'user.delete', entityType: 'user', entityId: id, before: { email: row.email, roles: toViewer(row).roles }, after: null, reason: 'Deleted on the person’s request' });
    return { id, avatar: row.avatar };
  });
}
