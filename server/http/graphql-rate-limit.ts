import type { HttpRequestContext } from '../context';
import type { RateLimitRule } from '../integrations/rate-limit/rate-limiter';

/**
 * A visitor's (no session, no token) requests to /graphql, counted per client address in the
 * shared rate limiter (in Redis with REDIS_URL, so across instances): past `perMinute` in a minute,
 * 429 in GraphQL's shape with TOO_MANY_ATTEMPTS and Retry-After, before the document is parsed.
 * Signed-in people are held by their own use cases' limits; 0 turns this off. Answers null when the
 * request may go on.
 */
export async function limitAnonymousGraphQL(context: HttpRequestContext, perMinute: number): Promise<Response | null> {
  if (context.viewer || perMinute <= 0) return null;
  const rule: RateLimitRule = { limit: perMinute, windowMs: 60_000 };
  const result = await context.rateLimiter.hit(`graphql:address:${context.clientAddress}`, rule);
  if (result.allowed) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
  const body = { errors: [{ message: `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds } }] };
  return Response.json(body, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' } });
}
