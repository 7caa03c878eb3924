import { asc, eq } from 'drizzle-orm';
import { passkeys } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { requireOwnSignInSecurity } from './policy';

/** A passkey as its owner sees it: never its public key or counter. `id` is the credential's id (not a secret). */
export type PasskeyRow = { id: string; name: string; synced: boolean; createdAt: Date; lastUsedAt: Date | null };

export const toPasskeyRow = ({ id, name, backedUp, createdAt, lastUsedAt }: typeof passkeys.$inferSelect): PasskeyRow => ({ id, name, synced: backedUp, createdAt, lastUsedAt });

/** The signed-in person's passkeys, oldest first. */
export async function listPasskeys(ctx: RequestContext): Promise<PasskeyRow[]> {
  const viewer = requireOwnSignInSecurity(ctx);
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, viewer.id)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(toPasskeyRow);
}
