import { request as httpRequest } from 'node:http';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';

/**
 * The hostile input of the fuzz tests (tests/unit/fuzz-api.test.ts, tests/e2e/fuzz-pages.spec.ts):
 * values, their encodings in URLs, forms and JSON, GraphQL operations built from the schema, and a
 * runner that sends requests one after another and collects every answer that is a server error.
 * Everything is deterministic: generated text comes from a fixed seed.
 */

/** A hostile value: text, or bytes that are no UTF-8 text at all (they cannot live in a JS string). */
export type FuzzValue = { label: string; value: unknown } | { label: string; bytes: number[] };

/** A small fixed-seed generator (mulberry32): the same "random" text on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Text of every kind of character: ASCII, Latin, Māori macrons, CJK, RTL, combining marks, emoji, zero-width and control characters. */
function seededText(seed: number, length: number): string {
  const random = seededRandom(seed);
  const ranges: [number, number][] = [
    [0x20, 0x7e],
    [0xa0, 0x17f],
    [0x300, 0x36f],
    [0x590, 0x5ff],
    [0x4e00, 0x4fff],
    [0x1f300, 0x1f64f],
    [0x200b, 0x200f],
    [0x1, 0x1f],
  ];
  let text = '';
  for (let index = 0; index < length; index += 1) {
    const [low, high] = ranges[Math.floor(random() * ranges.length)];
    text += String.fromCodePoint(low + Math.floor(random() * (high - low + 1)));
  }
  return text;
}

export const long = 'a'.repeat(100_000);

/** Hostile text for every string a client can send. */
export const fuzzStrings: FuzzValue[] = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'overlong /', bytes: [0x61, 0xc0, 0xaf] },
  { label: 'byte FF', bytes: [0xff] },
  { label: 'surrogate bytes', bytes: [0xed, 0xa0, 0x80] },
  { label: 'lone surrogate', value: 'x\ud800y' },
  { label: 'SQL quote', value: "' OR '1'='1' --" },
  { label: 'SQL drop', value: '1; DROP TABLE users; --' },
  { label: 'SQL union', value: "%' UNION SELECT password_hash, email FROM users --" },
  { label: 'HTML script', value: '<script>alert(1)</script>' },
  { label: 'HTML attribute', value: '"><img src=x onerror=alert(1)>' },
  { label: '100,000 characters', value: long },
  { label: '100,000 emoji units', value: '💍'.repeat(50_000) },
  { label: 'huge number', value: '99999999999999999999999999' },
  { label: 'negative', value: '-1' },
  { label: 'below bigint', value: '-9223372036854775809' },
  { label: '1e308', value: '1e308' },
  { label: 'NaN', value: 'NaN' },
  { label: 'empty', value: '' },
  { label: 'blank', value: ' \t ' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'operator object text', value: '{"$gt":""}' },
  { label: 'percent text', value: '%00%zz' },
  { label: 'seeded unicode', value: seededText(20_260_707, 80) },
  { label: 'valid unicode', value: 'Café – Ōtautahi 💍' },
];

/** Numbers and wrong types for numeric fields (JSON bodies and GraphQL variables). */
export const fuzzNumbers: FuzzValue[] = [
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: 'Int min', value: -2147483648 },
  { label: 'Int max', value: 2147483647 },
  { label: 'past Int', value: 2147483648 },
  { label: 'past safe integer', value: 2 ** 53 + 2 },
  { label: '1e21', value: 1e21 },
  { label: '-1e308', value: -1e308 },
  { label: 'fraction', value: 1.5 },
  { label: 'tiny', value: 5e-324 },
  { label: 'numeric string', value: '1' },
  { label: 'null', value: null },
  { label: 'true', value: true },
];

/** Other JSON shapes where a scalar is expected. */
export const fuzzShapes: FuzzValue[] = [
  { label: 'empty object', value: {} },
  { label: 'object', value: { $ne: null, a: 'b' } },
  { label: 'list', value: ['1', 2] },
  { label: 'deep list', value: nested(500) },
  { label: 'false', value: false },
];

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Bodies that are not the JSON object a JSON endpoint expects. */
export const malformedJsonBodies: { label: string; body: string | Uint8Array<ArrayBuffer> }[] = [
  { label: 'truncated', body: '{"query": ' },
  { label: 'open brace', body: '{' },
  { label: 'not JSON', body: 'query=1' },
  { label: 'null', body: 'null' },
  { label: 'number', body: '42' },
  { label: 'string', body: '"text"' },
  { label: 'list', body: '[1, 2' },
  { label: 'empty list', body: '[]' },
  { label: 'trailing comma', body: '{"a": 1,}' },
  { label: 'query not a string', body: '{"query": {"a": 1}, "variables": "x"}' },
  { label: 'variables a list', body: '{"query": "{ settings }", "variables": [1]}' },
  { label: '10,000 nested lists', body: '['.repeat(10_000) + ']'.repeat(10_000) },
  { label: 'NUL byte outside strings', body: '{"a":\u00001}' },
  { label: 'overlong bytes outside strings', body: new Uint8Array([0x7b, 0xc0, 0xaf, 0x7d]) },
  { label: 'UTF-16 BOM', body: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]) },
];

// ---------------------------------------------------------------------------------------------
// Encodings

/** Text as UTF-8, except that a lone surrogate becomes its three "generalised UTF-8" bytes (ED A0 80): what a broken client sends. */
export function looseUtf8(text: string): Uint8Array<ArrayBuffer> {
  if (!/[\ud800-\udfff]/.test(text)) return new TextEncoder().encode(text);
  const out: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out.push(...new TextEncoder().encode(text.slice(index, index + 2)));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out.push(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f));
    } else {
      out.push(...new TextEncoder().encode(text[index]));
    }
  }
  return new Uint8Array(out);
}

const percentEncoded = Array.from({ length: 256 }, (_, byte) => {
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
});

function percentEncodeBytes(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (const byte of bytes) parts.push(percentEncoded[byte]);
  return parts.join('');
}

/** A value as one percent-encoded URL component (path segment, query or form value). */
export function urlComponent(fuzz: FuzzValue): string {
  if ('bytes' in fuzz) return percentEncodeBytes(new Uint8Array(fuzz.bytes));
  const value = fuzz.value;
  return percentEncodeBytes(looseUtf8(typeof value === 'string' ? value : JSON.stringify(value)));
}

/** The value to put in a JSON body: a placeholder where raw bytes will go. */
function jsonPlaceholder(fuzz: FuzzValue, index: number): unknown {
  return 'bytes' in fuzz ? `\u0001raw${index}\u0001` : fuzz.value;
}

/** A JSON body with fuzz values in it; raw byte values are spliced in as bytes (inside the string's quotes). */
export function jsonBody(build: (value: (fuzz: FuzzValue) => unknown) => unknown): Uint8Array<ArrayBuffer> {
  const raw: number[][] = [];
  const document = build((fuzz) => {
    if ('bytes' in fuzz) raw.push(fuzz.bytes);
    return jsonPlaceholder(fuzz, raw.length - 1);
  });
  let text = JSON.stringify(document);
  const chunks: Uint8Array[] = [];
  raw.forEach((bytes, index) => {
    const placeholder = JSON.stringify(`\u0001raw${index}\u0001`).slice(1, -1);
    const at = text.indexOf(placeholder);
    chunks.push(new TextEncoder().encode(text.slice(0, at)), new Uint8Array(bytes));
    text = text.slice(at + placeholder.length);
  });
  chunks.push(new TextEncoder().encode(text));
  return concat(chunks);
}

/** An application/x-www-form-urlencoded body. */
export function formBody(fields: [string, FuzzValue | string][]): string {
  return fields.map(([name, value]) => `${encodeURIComponent(name)}=${typeof value === 'string' ? encodeURIComponent(value) : urlComponent(value)}`).join('&');
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// GraphQL operations from the schema

export type GraphQLArgument = { name: string; type: GraphQLInputType; typeName: string };
export type GraphQLOperation = { kind: 'query' | 'mutation'; field: string; args: GraphQLArgument[]; selection: string };

/** The schema as the server describes it (an introspection query over HTTP). */
export async function introspect(post: (body: string) => Promise<Response>): Promise<GraphQLSchema> {
  const response = await post(JSON.stringify({ query: getIntrospectionQuery() }));
  const { data } = (await response.json()) as { data: IntrospectionQuery };
  return buildClientSchema(data);
}

/** Every query and mutation, each with all its arguments and the scalar fields of what it returns. */
export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const operations: GraphQLOperation[] = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      operations.push({ kind, field: field.name, args: field.args.map((arg) => ({ name: arg.name, type: arg.type, typeName: getNamedType(arg.type).name })), selection: selectionOf(field) });
    }
  }
  return operations;
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type) || !isObjectType(type)) return '';
  const leaves = Object.values(type.getFields())
    .filter((child) => isLeafType(getNamedType(child.type)) && child.args.every((arg) => !isNonNullType(arg.type)))
    .map((child) => child.name);
  return ` { __typename ${leaves.join(' ')} }`;
}

/** The operation's document, with its arguments as variables, or some written inline as GraphQL literals. */
export function operationDocument(operation: GraphQLOperation, inline: Record<string, string> = {}): string {
  const variables = operation.args.filter((arg) => !(arg.name in inline));
  const declarations = variables.length > 0 ? `(${variables.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ')})` : '';
  const args = operation.args.map((arg) => `${arg.name}: ${arg.name in inline ? inline[arg.name] : `$${arg.name}`}`);
  return `${operation.kind} Fuzz${declarations} { ${operation.field}${args.length > 0 ? `(${args.join(', ')})` : ''}${operation.selection} }`;
}

/** Hostile values for an argument of this type. */
export function fuzzValuesOf(typeName: string, type: GraphQLInputType): FuzzValue[] {
  const list = isListType(isNonNullType(type) ? type.ofType : type);
  const values =
    typeName === 'Int' || typeName === 'Float'
      ? [...fuzzNumbers, fuzzStrings[0], fuzzStrings[5]]
      : typeName === 'Boolean'
        ? [fuzzNumbers[0], fuzzNumbers[10], fuzzNumbers[11], fuzzStrings[0]]
        : typeName === 'File'
          ? [{ label: 'text', value: 'not a file' }, ...fuzzShapes.slice(0, 2)]
          : typeName === 'JSON'
            ? [...fuzzShapes, fuzzStrings[0], fuzzStrings[4], fuzzStrings[10]]
            : [...fuzzStrings, ...fuzzNumbers.filter((fuzz) => ['-1', 'past safe integer', '1e21', 'null'].includes(fuzz.label)), fuzzShapes[1]];
  return list ? [...values, { label: 'list of NUL', value: ['\u0000'] }] : values;
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

export type FuzzRequest = { label: string; path: string; method?: string; headers?: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> | FormData };
export type KnownFailure = { request: RegExp; reason: string };
export type FuzzReport = { sent: number; byStatus: Record<string, number>; failures: string[]; known: Map<KnownFailure, string[]> };

/** What makes an answer a server error: a 5xx, or GraphQL's masked "Unexpected error." */
export async function serverErrorOf(response: Response): Promise<string | null> {
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await response.body?.cancel();
    return response.status >= 500 ? `${response.status}` : null;
  }
  const text = await response.text();
  if (response.status >= 500) return `${response.status} ${text.slice(0, 200)}`;
  if (/json/.test(response.headers.get('content-type') ?? '') && text.includes('"errors"')) {
    try {
      const { errors } = JSON.parse(text) as { errors?: { message?: string; extensions?: { code?: string } }[] };
      const unexpected = errors?.find((error) => error.message === 'Unexpected error.' || error.extensions?.code === 'INTERNAL_SERVER_ERROR');
      if (unexpected) return `${response.status} GraphQL ${JSON.stringify(unexpected).slice(0, 200)}`;
    } catch {
      // Not JSON after all: judged by its status alone.
    }
  }
  return null;
}

/**
 * Sends every request and sorts the server errors into failures and the known ones. One after
 * another by default, so that a run is the same every time; `concurrency` above 1 suits requests
 * that change nothing (GETs). `logged()` reports what an in-process server logged as an unexpected
 * error during the last request, which counts as a failure too (in-process runs are sequential).
 */
export async function fuzz(
  requests: FuzzRequest[],
  send: (request: FuzzRequest) => Promise<Response>,
  knownFailures: KnownFailure[],
  { logged = () => [], concurrency = 1 }: { logged?: () => string[]; concurrency?: number } = {},
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: {}, failures: [], known: new Map(knownFailures.map((known) => [known, []])) };
  const judge = async (request: FuzzRequest) => {
    let problem: string | null;
    let status = 'network error';
    try {
      const response = await send(request);
      status = String(response.status);
      problem = await serverErrorOf(response);
    } catch (error) {
      problem = `no answer: ${String(error)}`;
    }
    const log = logged();
    if (!problem && log.length > 0) problem = `logged an unexpected error: ${log[0].slice(0, 300)}`;
    report.sent += 1;
    report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
    if (!problem) return;
    const known = knownFailures.find((candidate) => candidate.request.test(request.label));
    if (known) report.known.get(known)!.push(request.label);
    else report.failures.push(`${request.label} → ${problem}`);
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) await judge(requests[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  report.failures.sort();
  return report;
}

/**
 * Sends a request to a running server on a connection of its own. Node answers a request line past
 * its 16 KB limit with 431 and closes the connection: with fetch's shared connections the next
 * request could find it closed, and fail for no fault of the server's. Answers may carry headers
 * past 16 KB (a sign-in redirect names the whole hostile URL it came from): browsers read them.
 */
export async function sendOverHttp(baseUrl: string, fuzzRequest: FuzzRequest): Promise<Response> {
  // A Request serialises the body (a FormData's boundary included) as fetch would.
  const prepared = new Request(`${baseUrl}${fuzzRequest.path}`, { method: fuzzRequest.method ?? 'GET', headers: fuzzRequest.headers, body: fuzzRequest.body });
  const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : null;
  const headers: Record<string, string> = Object.fromEntries(prepared.headers);
  if (body) headers['content-length'] = String(body.length);
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, method: prepared.method, path: fuzzRequest.path, headers, agent: false, maxHeaderSize: 1024 * 1024 }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const status = incoming.statusCode ?? 0;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, item);
        }
        const nullBody = [101, 204, 205, 304].includes(status);
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}

/** Two runs' reports as one. */
export function mergeReports(first: FuzzReport, second: FuzzReport): FuzzReport {
  const byStatus = { ...first.byStatus };
  for (const [status, count] of Object.entries(second.byStatus)) byStatus[status] = (byStatus[status] ?? 0) + count;
  const known = new Map([...first.known].map(([failure, labels]) => [failure, [...labels, ...(second.known.get(failure) ?? [])]]));
  return { sent: first.sent + second.sent, byStatus, failures: [...first.failures, ...second.failures], known };
}

/** One line for the test's output: how many requests, how they were answered, the known failures still failing. */
export function describeReport(name: string, report: FuzzReport, milliseconds: number, { withKnown = true } = {}): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const known = [...report.known].map(([failure, labels]) => `  ${labels.length === 0 ? 'no longer fails (remove it)' : `${labels.length} still fail`}: ${failure.request} — ${failure.reason}`);
  return [`${name}: ${report.sent} requests in ${(milliseconds / 1000).toFixed(1)} s (${statuses})`, ...(withKnown ? known : [])].join('\n');
}
