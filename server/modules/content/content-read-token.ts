import { createHash, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { getServerSecret } from '../platform/get-server-secret';

/** The server secret that readers of /content/graphql present as a bearer token. */
export const contentReadTokenName = 'content.read_token';

/** This server's read token, made on first use and shared by every instance through the database. */
export function getContentReadToken(db: Database): Promise<string> {
  return getServerSecret(db, contentReadTokenName);
}

/** Whether `presented` is the read token, compared in constant time. */
export async function isContentReadToken(db: Database, presented: string | null | undefined): Promise<boolean> {
  if (!presented) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(await getContentReadToken(db)));
}
