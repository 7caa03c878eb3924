import { and, eq } from 'drizzle-orm';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { toPasskeyRow, type PasskeyRow } from './list-passkeys';
import { passkeyNameField } from './passkey-input';
import { requireOwnSignInSecurity } from './policy';
import { noSuchPasskey, removePasskeyInput } from './remove-passkey';

export const renamePasskeyInput = removePasskeyInput.extend({ name: passkeyNameField });

/** Renames one of the signed-in person's passkeys (another's is not found). */
export async function renamePasskey(ctx: RequestContext, input: unknown): Promise<PasskeyRow> {
  const { id, name } = parseInput(renamePasskeyInput, input);
  const viewer = requireOwnSignInSecurity(ctx);
  const [row] = await ctx.db.update(passkeys).set({ name }).where(and(eq(passkeys.id, id), eq(passkeys.userId, viewer.id))).returning();
  if (!row) throw noSuchPasskey();
  return toPasskeyRow(row);
}
