import type { Context } from 'hono';
import { ZodError } from 'zod';
import type { HttpRequestContext } from '../context';
import { fieldErrorsOf, InvalidInputError, RefusedError, type FieldErrors, type RefusalCode } from '../modules/platform/errors';

export type WithContext = (c: Context, handle: (context: HttpRequestContext) => Promise<Response> | Response) => Promise<Response>;

/** A JSON request body's fields, as the use cases' inputs read them (they validate every value). */
export type JsonBody = Record<string, unknown>;

const noStore = { 'Cache-Control': 'no-store' };

const statusOf: Record<RefusalCode, 401 | 403 | 404 | 409 | 429> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_ATTEMPTS: 429,
  CONFLICT: 409,
};

/**
 * A POST endpoint of the chat's REST API (spec §7): signed in (session cookie or bearer token) or
 * 401; a JSON object body or 400; the use case's refusals as their status with `{ error, code }`
 * (and `fields` for bad input, named as the request names them). Never a 500 for what a client sent.
 * Cross-site POSTs never get here (same-origin check).
 */
export function chatJsonPost(withContext: WithContext, handle: (context: HttpRequestContext, body: JsonBody, c: Context) => Promise<object | Response>) {
  return (c: Context) =>
    withContext(c, async (context) => {
      if (!context.viewer) return c.json({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, 401, noStore);
      const body = await readJsonObject(c);
      if (typeof body === 'string') return c.json({ error: body, code: 'BAD_REQUEST' }, 400, noStore);
      try {
        const result = await handle(context, body, c);
        return result instanceof Response ? result : c.json(result, 200, noStore);
      } catch (error) {
        return chatErrorResponse(c, error);
      }
    });
}

/** The body as a JSON object (an empty body is {}), or the reason it is not one. */
async function readJsonObject(c: Context): Promise<JsonBody | string> {
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

/** A use case's refusal as an HTTP answer; anything unexpected is rethrown (logged, 500). */
export function chatErrorResponse(c: Context, error: unknown): Response {
  if (error instanceof ZodError || error instanceof InvalidInputError) {
    const fields = wireNames(error instanceof ZodError ? fieldErrorsOf(error) : error.fields);
    const message = Object.values(fields).flat().join(' ');
    return c.json({ error: message || 'Invalid request.', code: 'BAD_USER_INPUT', fields }, 400, noStore);
  }
  if (error instanceof RefusedError) {
    const headers: Record<string, string> = { ...noStore };
    if (error.retryAfterSeconds) headers['Retry-After'] = String(error.retryAfterSeconds);
    return c.json({ error: error.message, code: error.code }, statusOf[error.code], headers);
  }
  throw error;
}

/** Use cases name inputs in camelCase; the REST API in spec §7's snake_case (conversationId → conversation_id). */
function wireNames(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), messages]));
}

/** An optional field: absent, null and '' all mean "not given". */
export function optional(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}
