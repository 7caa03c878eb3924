import type { Context } from 'hono';
import type { HttpRequestContext, RequestContext } from '../context';
import { refusalOf, withWireNames } from '../kernel';

export type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

/** A JSON request body's fields under spec §7's wire names: the use case validates every value. */
export type JsonBody = Record<string, unknown>;

const noStore = { 'Cache-Control': 'no-store' };

/**
 * A POST endpoint of the chat's REST API (spec §7) that is one use case: signed in (session cookie
 * or bearer token) or 401; a JSON object body or 400; the body, its names translated once
 * (`withWireNames`), is the use case's input, and `answer` shapes its result for the wire. Refusals
 * answer with the status of the one refusal table as `{ error, code }` (and `fields` for bad input,
 * named as the request names them). Never a 500 for what a client sent. Cross-site POSTs never get
 * here (same-origin check).
 */
export function chatJsonPost<Result>(
  withContext: WithContext,
  useCase: (ctx: RequestContext, input: unknown) => Promise<Result>,
  answer: (result: Result) => object | Response,
) {
  return (c: Context) =>
    withContext(c, async (context) => {
      if (!context.viewer) return c.json({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, 401, noStore);
      const body = await readJsonObject(c);
      if (typeof body === 'string') return c.json({ error: body, code: 'BAD_REQUEST' }, 400, noStore);
      try {
        const result = answer(await withWireNames(body, (input) => useCase(context, input)));
        return result instanceof Response ? result : c.json(result, 200, noStore);
      } catch (error) {
        return chatErrorResponse(c, error);
      }
    });
}

/** The body as a JSON object (an empty body is {}), or the reason it is not one. */
export async function readJsonObject(c: Context): Promise<JsonBody | string> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return 'The request body could not be read.';
  }
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The request body must be JSON.';
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'The request body must be a JSON object.';
  return value as JsonBody;
}

/**
 * A use case's refusal as an HTTP answer, with the status of the one refusal table
 * (server/kernel/errors.ts); anything unexpected is rethrown (logged, 500). Bad input's `error` reads
 * its messages one after another.
 */
export function chatErrorResponse(c: Context, error: unknown): Response {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  const headers: Record<string, string> = { ...noStore };
  if (refusal.retryAfterSeconds) headers['Retry-After'] = String(refusal.retryAfterSeconds);
  if (refusal.fields) {
    const message = Object.values(refusal.fields).flat().join(' ');
    return c.json({ error: message || 'Invalid request.', code: refusal.code, fields: refusal.fields }, refusal.status, headers);
  }
  return c.json({ error: refusal.message, code: refusal.code }, refusal.status, headers);
}
