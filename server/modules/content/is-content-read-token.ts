import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { getContentReadToken } from './content-read-token';

/** A client's bearer token; anything else (none, empty, too long, not text) is no token, not a refusal: the answer is then false. */
export const contentReadTokenInput = z.object({ token: z.string().min(1).max(1000).optional().catch(undefined) }).catch({ token: undefined });

/** Whether the token a reader of /content/graphql presented is this server's read token, compared in constant time. */
export async function isContentReadToken(ctx: RequestContext, input: unknown): Promise<boolean> {
  const { token } = parseInput(contentReadTokenInput, input);
  if (token === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(token), digest(await getContentReadToken(ctx)));
}
