import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { accountIdField } from './input-fields';
import { authorizeAccountChange } from './policy';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const findAccountInput = z.object({ id: accountIdField });

/**
 * An account's own record as it is now (the profile page reads it again after a change the
 * request's viewer predates): the person's own, or anyone's for an administrator.
 */
export async function findAccount(ctx: RequestContext, input: unknown): Promise<Viewer> {
  const { id } = parseInput(findAccountInput, input);
  await authorizeAccountChange(ctx, id);
  return (await loadViewer(ctx.db, id))!;
}
