import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { requireOwnSignInSecurity } from './policy';

export const removePasskeyInput = z.object({ id: z.string({ error: 'Choose a passkey.' }).min(1, 'Choose a passkey.').max(1_024, 'Choose a passkey.') });

export const noSuchPasskey = () => new RefusedError('There is no such passkey.', 'NOT_FOUND');

/** Removes one of the signed-in person's passkeys (another's is not found); it no longer signs in. */
export async function removePasskey(ctx: RequestContext, input: unknown): Promise<{ id: string }> {
  const { id } = parseInput(removePasskeyInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  const removed = await ctx.db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, viewer.id))).returning({ id: passkeys.id });
  if (removed.length === 0) throw noSuchPasskey();
  return { id };
}
