import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import type { RequestContext } from '../../context';
import { getServerSecret } from '../platform';

/** The server secret that readers of /content/graphql present as a bearer token. */
export const contentReadTokenName = 'content.read_token';

/** This server's read token, made on first use and shared by every instance through the database. Internal: it is a secret. */
export function getContentReadToken(db: Database): Promise<string> {
  return getServerSecret(db, contentReadTokenName);
}

/** Whether `presented` (a client's bearer token) is the read token, compared in constant time. */
export async function isContentReadToken(ctx: RequestContext, presented: unknown): Promise<boolean> {
  if (typeof presented !== 'string' || presented === '' || presented.length > 1000) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(await getContentReadToken(ctx.db)));
}
