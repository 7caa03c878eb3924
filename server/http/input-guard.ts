import type { Context, MiddlewareHandler } from 'hono';

export const badTextMessage = 'The request contains a NUL character or text that is not valid UTF-8.';
export const unreadableBodyMessage = 'The request body could not be read.';

/** Bodies that are bytes, not text: nothing in them is checked. */
const binaryTypes = /^(?:image|audio|video|font)\/|^application\/(?:octet-stream|pdf|zip|gzip)$/;
const jsonTypes = /^application\/(?:[\w.+-]+\+)?json$/;
/** GraphQL endpoints: /graphql and the content service's /content/graphql. */
const graphqlPath = /(?:^|\/)graphql$/;
/** Fields of a GraphQL request sent as form fields or query parameters that hold JSON (variables, extensions, multipart uploads' operations). */
const graphqlJsonFields = new Set(['variables', 'extensions', 'operations', 'map']);
/** A NUL written as a GraphQL string escape (\u0000, \u{0}): the GraphQL parser turns it into the character itself. */
const graphqlNulEscape = /\\u(?:0000|\{0+\})/i;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const notPlainAscii = /[%\0\x80-\uFFFF]/;

type Problem = { message: string };
const badText: Problem = { message: badTextMessage };
const unreadable: Problem = { message: unreadableBodyMessage };

/**
 * The HTTP edge's check of text a client sends, before any handler reads it: a NUL character or
 * text that is not UTF-8 (overlong forms such as %C0%AF, stray bytes such as %FF, encoded surrogates
 * such as %ED%A0%80) in the path, the query string, urlencoded or multipart form fields (file parts
 * are bytes and are not looked at), JSON bodies (every string and key, escapes such as \u0000 and
 * lone \uD800 included), GraphQL variables and query text. PostgreSQL refuses NUL in text (a 500
 * before this), and bytes that are not UTF-8 would be stored as replacement characters.
 *
 * Decoding is strict (TextDecoder with fatal: true, on the bytes that percent-escapes stand for).
 * A request without a body costs one scan of its URL. A body is read once (after the size limit)
 * and handed on as a new Request with the same bytes, so every handler still reads it.
 */
export function inputGuard(): MiddlewareHandler {
  return async (c, next) => {
    const problem = urlProblem(c.req.url, graphqlPath.test(c.req.path)) ?? (await bodyProblem(c));
    if (problem) return refuse(c, problem);
    return next();
  };
}

function refuse(c: Context, { message }: Problem): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (graphqlPath.test(c.req.path)) return c.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }, 400, headers);
  if (c.req.path.startsWith('/api/')) return c.json({ error: message, code: 'BAD_USER_INPUT' }, 400, headers);
  return c.text(message, 400, headers);
}

/** The path and query as bytes (percent-escapes decoded) must be UTF-8 without NUL; GraphQL's JSON parameters are looked into. */
function urlProblem(url: string, graphql: boolean): Problem | null {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const target = start === -1 ? '' : url.slice(start);
  if (notPlainAscii.test(target)) {
    const text = strictText(percentDecode(new TextEncoder().encode(target)));
    if (text === null || text.includes('\0')) return badText;
  }
  const query = target.indexOf('?');
  return graphql && query !== -1 ? graphqlFieldsProblem(new URLSearchParams(target.slice(query + 1))) : null;
}

async function bodyProblem(c: Context): Promise<Problem | null> {
  const request = c.req.raw;
  if (!request.body || request.method === 'GET' || request.method === 'HEAD') return null;
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (binaryTypes.test(mediaType)) return null;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await request.arrayBuffer());
  } catch {
    return unreadable;
  }
  // The body is spent: handlers read this copy of the request instead.
  c.req.raw = new Request(request, { body: bytes });
  const graphql = graphqlPath.test(c.req.path);
  if (mediaType === 'multipart/form-data') return multipartProblem(bytes, contentType, graphql);
  if (mediaType === 'application/x-www-form-urlencoded') {
    const text = strictText(percentDecode(bytes));
    if (text === null || text.includes('\0')) return badText;
    return graphql ? graphqlFieldsProblem(new URLSearchParams(new TextDecoder().decode(bytes))) : null;
  }
  const text = strictText(bytes);
  if (text === null || text.includes('\0')) return badText;
  if (jsonTypes.test(mediaType)) return jsonProblem(text, graphql) ? badText : null;
  // application/graphql: the body is the query text.
  if (graphql && graphqlNulEscape.test(text)) return badText;
  return null;
}

/** A JSON body with a NUL or lone surrogate in a string or key (escaped), or a GraphQL query with an escaped NUL. Malformed JSON is the handler's to answer. */
function jsonProblem(text: string, graphql: boolean): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (containsBadString(value)) return true;
  if (!graphql) return false;
  // A batch is a list of operations.
  const operations = Array.isArray(value) ? value : [value];
  return operations.some((operation) => isRecord(operation) && typeof operation.query === 'string' && graphqlNulEscape.test(operation.query));
}

/**
 * GraphQL parameters sent as form fields or query parameters: the query text, and the JSON ones,
 * which must be JSON (Yoga's own reading of them fails with a 500 otherwise).
 */
function graphqlFieldsProblem(fields: Iterable<[string, string]>): Problem | null {
  for (const [name, value] of fields) {
    if (name === 'query' && graphqlNulEscape.test(value)) return badText;
    if (!graphqlJsonFields.has(name) || value === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return { message: `The GraphQL parameter "${name}" is not valid JSON.` };
    }
    if (containsBadString(parsed)) return badText;
  }
  return null;
}

/** Every string and key of a parsed JSON value, without recursion (a deeply nested body cannot overflow the stack). */
function containsBadString(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (isBadString(value)) return true;
    } else if (Array.isArray(value)) {
      // One by one: spreading a list of a million items into push() would overflow the stack.
      for (const item of value) pending.push(item);
    } else if (isRecord(value)) {
      for (const [key, entry] of Object.entries(value)) {
        if (isBadString(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function isBadString(value: string): boolean {
  return value.includes('\0') || loneSurrogate.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The bytes as UTF-8 text, or null when they are not UTF-8 (no replacement characters). */
function strictText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The bytes that %XX escapes stand for; a % not followed by two hex digits is itself (as URLSearchParams reads it). */
function percentDecode(bytes: Uint8Array): Uint8Array {
  if (!bytes.includes(0x25)) return bytes;
  const out = new Uint8Array(bytes.length);
  let length = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index];
    if (byte === 0x25 && index + 2 < bytes.length) {
      const high = hexValue(bytes[index + 1]);
      const low = hexValue(bytes[index + 2]);
      if (high >= 0 && low >= 0) {
        out[length++] = high * 16 + low;
        index += 2;
        continue;
      }
    }
    out[length++] = byte;
  }
  return out.subarray(0, length);
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

const crlf = new Uint8Array([0x0d, 0x0a]);
const headerEnd = new Uint8Array([0x0d, 0x0a, 0x0d, 0x0a]);

/**
 * multipart/form-data: every part without a filename is a text field, whose name and value must be
 * UTF-8 without NUL; a file part's bytes are its own (a picture holds 0x00 bytes). A body this reader
 * cannot split is handed to the platform's own form reader: what it cannot read either is refused
 * (an action would fail on it), what it can is checked field by field.
 */
async function multipartProblem(bytes: Uint8Array<ArrayBuffer>, contentType: string, graphql: boolean): Promise<Problem | null> {
  const parts = splitMultipart(bytes, contentType);
  if (parts) {
    const fields: [string, string][] = [];
    for (const part of parts) {
      const head = latin1(part.head);
      if (/;\s*filename\*?=/i.test(head)) continue;
      const headers = strictText(part.head);
      const value = strictText(part.body);
      if (headers === null || value === null || headers.includes('\0') || value.includes('\0')) return badText;
      const fieldName = /;\s*name="([^"]*)"/i.exec(headers)?.[1];
      if (fieldName !== undefined) fields.push([fieldName, value]);
    }
    return graphql ? graphqlFieldsProblem(fields) : null;
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return unreadable;
  }
  const fields: [string, string][] = [];
  for (const [name, value] of form) {
    if (isBadString(name)) return badText;
    if (typeof value !== 'string') continue;
    if (isBadString(value) || value.includes('\uFFFD')) return badText;
    fields.push([name, value]);
  }
  return graphql ? graphqlFieldsProblem(fields) : null;
}

type Part = { head: Uint8Array; body: Uint8Array };

/** The parts of a multipart body (RFC 7578), or null when it is not one this reader can split. */
function splitMultipart(bytes: Uint8Array, contentType: string): Part[] | null {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!boundary) return null;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`, 'latin1');
  const nextDelimiter = Buffer.concat([crlf, delimiter]);
  let position = buffer.indexOf(delimiter);
  if (position !== 0 && (position === -1 || buffer.indexOf(nextDelimiter) !== position - 2)) return null;
  const parts: Part[] = [];
  for (;;) {
    position += delimiter.length;
    // The closing delimiter ends the body (an epilogue may follow).
    if (buffer[position] === 0x2d && buffer[position + 1] === 0x2d) return parts;
    while (buffer[position] === 0x20 || buffer[position] === 0x09) position += 1;
    if (buffer[position] !== 0x0d || buffer[position + 1] !== 0x0a) return null;
    position += 2;
    const headEnd = buffer.indexOf(headerEnd, position);
    const end = buffer.indexOf(nextDelimiter, position);
    if (end === -1) return null;
    // A part without headers starts with its blank line.
    const headless = buffer[position] === 0x0d && buffer[position + 1] === 0x0a;
    if (!headless && (headEnd === -1 || headEnd > end)) return null;
    const bodyStart = headless ? position + 2 : headEnd + 4;
    parts.push({ head: bytes.subarray(position, headless ? position : headEnd), body: bytes.subarray(bodyStart, end) });
    position = end + 2;
  }
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
