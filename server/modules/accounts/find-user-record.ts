import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema/accounts';
import type { RequestContext } from '../../context';
import { parseInput, RefusedError, requireAdministrator } from '../../kernel';
import { accountIdField } from './input-fields';
import { loadViewer } from './viewer';
import { type Viewer } from '../../kernel';

export const findUserRecordInput = z.object({ id: accountIdField });

/** A user as the admin area shows them: the profile, roles, e-mail verified and any suspension. */
export type UserRecord = Viewer & { suspendedAt: Date | null; suspensionReason: string | null };

export const noSuchUser = () => new RefusedError('There is no such user.', 'NOT_FOUND');

/** Any user's record, for administrators (/users/{id}/edit). */
export async function findUserRecord(ctx: RequestContext, input: unknown): Promise<UserRecord> {
  const { id } = parseInput(findUserRecordInput, input);
  requireAdministrator(ctx.viewer);
  const [viewer, [suspension]] = await Promise.all([
    loadViewer(ctx.db, id),
    ctx.db.select({ suspendedAt: users.suspendedAt, suspensionReason: users.suspensionReason }).from(users).where(eq(users.id, id)),
  ]);
  if (!viewer || !suspension) throw noSuchUser();
  return { ...viewer, ...suspension };
}
