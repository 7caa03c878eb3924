import { eq } from 'drizzle-orm';
import { serviceClaims } from '../../../db/schema/vendors';
import type { RequestContext } from '../../context';
import { RefusedError } from '../../kernel';
import { claimNotFound } from './policy';

/** An open claim, locked for the decision in the transaction `tx`. */
export async function lockOpenClaim(tx: RequestContext, claimId: number) {
  const [claim] = await tx.db.select().from(serviceClaims).where(eq(serviceClaims.id, claimId)).for('update');
  if (!claim) throw claimNotFound();
  if (claim.status !== 'open') throw new RefusedError(`This claim was already ${claim.status}.`, 'CONFLICT');
  return claim;
}
