import type { RequestContext } from '../../context';
import { getServerSecret } from '../platform/internal';

/** The server secret that readers of /content/graphql present as a bearer token. */
export const contentReadTokenName = 'content.read_token';

/** This server's read token, made on first use and shared by every instance through the database. Internal: it is a secret. */
export function getContentReadToken(ctx: Pick<RequestContext, 'db'>): Promise<string> {
  return getServerSecret(ctx, { name: contentReadTokenName });
}
