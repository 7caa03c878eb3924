import { z } from 'zod';
import type { RequestContext } from '../../context';
import { emailField, parseInput, type Viewer } from '../../kernel';
import { beginSession, checkThrottledCredentials, clearAccountDeletion, loadViewer } from '../accounts/internal';
import { recordAuditEvent } from '../audit/internal';
import { notPendingDeletion } from './policy';

export const cancelAccountDeletionInput = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is not valid'),
  otp: z.string().trim().max(64, 'This code is not correct.').nullish(),
  /** The bot check's solution, asked for only past the sign-in limits (as at sign-in). */
  altcha: z.string().max(4_096).nullish(),
});

/**
 * GraphQL cancelAccountDeletion(email, password, otp): within the 14 days, the person takes their
 * deletion back with what signs them in (password, and the second step when it is on; checked
 * behind the sign-in limits, as sign-in is). The account works again and they are signed in with a
 * new session. What ended stays ended: subscriptions, and listings stay unpublished until they
 * publish them again. Audited. Refused when there is no deletion to cancel (none asked, or erased).
 */
export async function cancelAccountDeletion(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const credentials = parseInput(cancelAccountDeletionInput, input);
  const userId = await checkThrottledCredentials(ctx, credentials);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const cleared = await clearAccountDeletion(tx, userId);
    if (!cleared) throw notPendingDeletion();
    const person = await loadViewer(db, userId);
    await recordAuditEvent({ db, viewer: person }, {
      action: 'user.deletion_cancel',
      entityType: 'user',
      entityId: userId,
      before: { requestedAt: cleared.requestedAt.toISOString(), dueAt: cleared.dueAt.toISOString() },
      after: null,
      reason: 'Cancelled by the person within the 14 days',
    });
  });
  await beginSession(ctx, userId, 'password');
  return (await loadViewer(ctx.db, userId))!;
}
