import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput, emailField } from '../../kernel';
import { signInCheckLevel } from './sign-in-limits';

export const signInCheckLevelInput = z.object({ email: emailField });

/**
 * The level of bot check a sign-in with this e-mail from this address must pass now (0: none), for
 * the challenge the login form asks for. Anyone may ask: unknown addresses count like known ones,
 * so the answer says nothing about which accounts exist.
 */
export async function findSignInCheckLevel(ctx: RequestContext, input: unknown): Promise<number> {
  const { email } = parseInput(signInCheckLevelInput, input);
  return signInCheckLevel(ctx.rateLimiter, email, ctx.clientAddress);
}
