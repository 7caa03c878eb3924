import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { badTextMessage } from '../../server/http/input-guard';
import { openDatabase } from '../../db/client';
import { createService } from '../factories/services';
import { createUser } from '../factories/users';
import { createScratchDatabase } from '../setup/database';
import { signInOverApi } from '../setup/e2e-api';
import { startSeededServer } from '../setup/e2e-seeded-server';
import { describeReport, formBody, fuzz, fuzzStrings, malformedJsonBodies, mergeReports, sendOverHttp, urlComponent, type FuzzReport, type FuzzRequest, type FuzzValue, type KnownFailure } from '../setup/fuzz';
import { startServer, type RunningServer } from '../setup/server-process';

/**
 * Issue 16, item 10, for the pages: hostile input to every route of app/routes.ts (each path
 * parameter, the query parameters the loaders read, the form fields the actions read, and bodies
 * that are no form at all), as a visitor and as a signed-in couple, against the built server on its
 * own data (its rate limits and accounts are not the other specs'). Nothing may answer 5xx, and the
 * server answers /healthz after. The API (GraphQL, /api/) is fuzzed in tests/unit/fuzz-api.test.ts.
 */

/**
 * Server errors that a module's own input schema must fix (a missing length limit, …), not the
 * HTTP edge: listed so the suite stays green while the modules are rewritten. Remove an entry when
 * its module lands; the run prints an entry that no longer fails.
 */
/** Requests known to fail, each with its reason: none since every module refuses through parseInput. */
const knownFailures: KnownFailure[] = [];

type Role = 'visitor' | 'couple';

/** Every query parameter a loader or action reads (grep searchParams), and a few that no one does. */
const queryNames = [
  'q', 'tag', 'page', 'category', 'category_id', 'rating', 'location', 'geometry', 'availability', 'bounds', 'view', 'distance', 'guests',
  'service', 'conversation', 'country', 'place', 'state', 'search', 'status', 'type', 'token', 'email', 'redirectTo', 'signInError',
  'problem', 'code', 'tab', 'w', 'index', '_routes', 'side', 'group', 'rsvp', 'event', 'sort', 'select',
];

const valuesLabelled = (...labels: string[]) => labels.map((label) => [...fuzzStrings, fiveThousand].find((fuzz) => fuzz.label === label)!);
/**
 * 5,000 characters: long (the over-long slug of issue 16), and short enough for a URL. Node itself
 * refuses a request line past 16 KB (431, or a reset connection while the client still writes)
 * before the app sees it, so 100,000 characters go in form fields (and JSON, in the API's test).
 */
const fiveThousand: FuzzValue = { label: '5,000 characters', value: 'a'.repeat(5_000) };
/** Values the input guard refuses before anything renders: cheap, so sent everywhere. */
const refusedValues = valuesLabelled('NUL', 'overlong /', 'byte FF', 'surrogate bytes', 'lone surrogate');
/** Values that reach loaders and actions. */
const urlValues = [...refusedValues, ...valuesLabelled('SQL quote', 'SQL union', 'HTML script', '5,000 characters', 'huge number', 'negative', 'path traversal', 'seeded unicode', 'empty', 'percent text')];
const formValues = [...refusedValues, ...valuesLabelled('SQL quote', 'HTML script', '100,000 characters', 'huge number', 'negative', 'empty', 'seeded unicode')];
/** 5,000 characters fit in two query parameters: 400 go in every one. */
const fourHundred: FuzzValue = { label: '400 characters', value: 'a'.repeat(400) };
/** For pages that share a module with one fuzzed in full, and for the couple on public pages. */
const fewValues = valuesLabelled('NUL', 'SQL quote', '5,000 characters');

/** Routes whose answer depends on who is signed in: the couple gets every value there too. */
const signedInRoutes = /^\/(profile|wishlist|messages|twilio|vendors|admin|email-activation|confirmation|pricing|logout|login|register)/;

/** The form fields each action reads, with plausible values (one request per field and value replaces one). */
const actionForms: Record<string, [string, string][][]> = {
  '/login': [[['email', 'couple@example.com'], ['password', 'not the password'], ['intent', 'stay'], ['redirectTo', '/wishlist']]],
  '/register': [[['email', 'fuzz-new@example.com'], ['first_name', 'Fuzz'], ['last_name', 'Tester'], ['password', 'a long passphrase'], ['password_confirmation', 'a long passphrase'], ['newsletter_notify', '1'], ['altcha', 'x'], ['intent', 'stay']]],
  '/password/reset': [[['email', 'couple@example.com']]],
  '/password/reset/:token': [[['email', 'couple@example.com'], ['password', 'a long passphrase'], ['password_confirmation', 'a long passphrase']]],
  '/profile': [
    [['intent', 'contact'], ['first_name', 'Fuzz'], ['last_name', 'Tester'], ['nickname', 'Fuzz & Tester'], ['address', 'Pokolbin NSW 2320']],
    [['intent', 'wedding'], ['wedding_date', '2027-03-06'], ['wedding_time', '15:30'], ['wedding_venue', 'Harbour Light'], ['wedding_location', 'Hunter Valley']],
    [['intent', 'notifications'], ['newsletter_notify', 'on'], ['updates_notify', 'on'], ['messages_notify_frequently', '1']],
    [['intent', 'password'], ['current_password', 'not the password'], ['password', 'a long passphrase'], ['password_confirmation', 'a long passphrase']],
    [['intent', 'email'], ['current_password', 'not the password'], ['email', 'fuzz-new@example.com'], ['email_confirmation', 'fuzz-new@example.com']],
    [['intent', 'avatar'], ['avatar', 'not a file']],
  ],
  '/planning/guests': [
    [['intent', 'add-guest'], ['household_id', ''], ['first_name', 'Fuzz'], ['last_name', 'Tester'], ['age_group', 'adult'], ['side', 'both'], ['group_name', 'Friends'], ['email', 'fuzz@example.com'], ['meal', 'Fish'], ['dietary', 'None'], ['notes', 'A note'], ['plus_ones_allowed', '1'], ['event_ids', '1']],
    [['form_id', 'bulk'], ['intent', 'bulk-invite'], ['guest_ids', '1'], ['event_id', '1'], ['group_name', 'Work']],
    [['intent', 'update-guest'], ['id', '1'], ['first_name', 'Fuzz'], ['household_id', '1'], ['event_ids', '1']],
    [['intent', 'add-event'], ['name', 'Drinks'], ['date', '2027-03-06'], ['time', '18:30'], ['place', 'The Rocks']],
  ],
  '/wishlist': [
    [['intent', 'add'], ['id', '1']],
    [['intent', 'remove'], ['id', '1']],
    [['intent', 'vote'], ['id', '1'], ['vote', '3']],
    [['intent', 'note'], ['wishlist', '1'], ['service', '1'], ['text', 'A note']],
    [['intent', 'enquire'], ['service', '1'], ['service', '2'], ['date', '2027-03-06'], ['guests', '120'], ['budget', '20000'], ['message', 'Hello']],
  ],
  '/contact': [[['category', 'user_planning'], ['content', 'Hello there'], ['user_name', 'Fuzz'], ['user_email', 'fuzz-visitor@example.com'], ['user_role', 'user'], ['altcha', 'x']]],
  '/coming-soon': [[['email', 'fuzz-list@example.com'], ['website', '']]],
  '/messages': [[['intent', 'start'], ['service_id', '1'], ['message', 'Hello']], [['intent', 'send'], ['conversation_id', '1'], ['message', 'Hello']]],
  '/twilio': [[['intent', 'start'], ['service_id', '1'], ['message', 'Hello']], [['intent', 'send'], ['conversation_id', '1'], ['message', 'Hello']]],
  // Issue 34: the guests' RSVP page (its code is couple@'s own) and the couple's RSVP desk.
  '/rsvp/:code': [
    [['intent', 'find'], ['first_name', 'Christopher'], ['last_name', 'Nguyen'], ['email', 'chris@example.com'], ['altcha', 'x']],
    [['intent', 'note'], ['first_name', 'Fuzz'], ['last_name', 'Tester'], ['email', 'fuzz@example.com'], ['note', 'Hello']],
    [['intent', 'respond'], ['household_token', 'x'.repeat(43)], ['attending.1.1', 'yes'], ['meal.1', 'Fish'], ['dietary.1', 'None'], ['plus_one_first_name.1.0', 'Sam'], ['message', 'Hi'], ['email', 'fuzz@example.com']],
  ],
  '/planning/guests/rsvp': [
    [['intent', 'settings'], ['message', 'Hello'], ['cutoff', '2027-05-01'], ['meal_options', 'Fish\nBeef']],
    [['intent', 'resolve'], ['id', '1'], ['resolution', 'match'], ['guest_id', '1']],
  ],
  '/error-feedback': [[['errorId', 'abc123'], ['path', '/'], ['message', 'Boom'], ['name', 'Fuzz'], ['email', 'fuzz@example.com'], ['comments', 'It broke']]],
};

/** Bodies that are no form: what an action must refuse rather than fail on. */
const notForms: { label: string; body: string | Uint8Array<ArrayBuffer>; type?: string }[] = [
  { label: 'JSON', body: '{"email": "couple@example.com"}', type: 'application/json' },
  ...malformedJsonBodies.slice(0, 2).map(({ label, body }) => ({ label: `malformed JSON: ${label}`, body, type: 'application/json' })),
  { label: 'text/plain', body: 'email=couple@example.com', type: 'text/plain' },
  { label: 'no content type', body: 'email=couple@example.com' },
  { label: 'broken multipart', body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nno end', type: 'multipart/form-data; boundary=x' },
  { label: 'multipart without boundary', body: 'email=1', type: 'multipart/form-data' },
];

type Page = { pattern: string; file: string; path: (params: Record<string, string>) => string; params: Record<string, string> };

/** The route table's paths, each with plausible parameters from the seeded server. */
function pagesOf(entries: RouteConfigEntry[], known: Record<string, string>): Page[] {
  return entries.map((entry) => {
    const pattern = entry.index ? '/' : `/${entry.path ?? ''}`;
    const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
    const params = Object.fromEntries(names.map((name) => [name, known[`${pattern}:${name}`] ?? known[name] ?? '1']));
    const path = (values: Record<string, string>) => pattern.replace(/:(\w+)|\*/g, (_, name: string | undefined) => values[name ?? '*']);
    return { pattern, file: entry.file, path, params };
  });
}

function requestsOf(role: Role, cookie: string, pages: Page[]): { reads: FuzzRequest[]; writes: FuzzRequest[] } {
  const headers: Record<string, string> = role === 'couple' ? { Cookie: cookie } : {};
  const reads: FuzzRequest[] = [];
  const writes: FuzzRequest[] = [];
  const encodedParams = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([name, value]) => [name, name === '*' ? value : encodeURIComponent(value)]));
  // As many of the parameters as fit in Node's 16 KB request line (a percent-encoded character takes up to 12).
  const everyQuery = (value: FuzzValue) => {
    const encoded = urlComponent(value);
    const fit = Math.max(1, Math.floor(12_000 / (encoded.length + 16)));
    return queryNames
      .slice(0, fit)
      .map((name) => `${name}=${encoded}`)
      .join('&');
  };
  // The category landings share one page module: the first gets every value, the others a few.
  const seenFiles = new Set<string>();
  for (const page of pages) {
    const everyValue = !seenFiles.has(page.file) && (role === 'visitor' || signedInRoutes.test(page.pattern));
    seenFiles.add(page.file);
    const values = everyValue ? urlValues : fewValues;
    const base = page.path(encodedParams(page.params));
    const get = (label: string, path: string): FuzzRequest => ({ label: `GET ${page.pattern} ${label} as ${role}`, path, headers });
    reads.push(get('as it is', base));
    for (const name of Object.keys(page.params)) {
      for (const value of values) reads.push(get(`${name}=${value.label}`, page.path({ ...encodedParams(page.params), [name]: urlComponent(value) })));
    }
    for (const value of values.includes(fiveThousand) ? [...values, fourHundred] : values) reads.push(get(`?every parameter=${value.label}`, `${base}?${everyQuery(value)}`));
    // React Router's data requests (client navigations and fetchers) take another way through the server.
    const dataPath = base === '/' ? '/_root.data' : `${base.replace(/\/$/, '')}.data`;
    for (const value of fewValues.slice(0, 2)) reads.push(get(`.data ?every parameter=${value.label}`, `${dataPath}?${everyQuery(value)}`));

    // Signing out would end the couple's session; the visitor's covers it.
    if (page.pattern === '/logout' && role === 'couple') continue;
    const post = (label: string, body: string | Uint8Array<ArrayBuffer> | FormData, type?: string, path = base): FuzzRequest => ({
      label: `POST ${path === base ? page.pattern : `${page.pattern}.data`} ${label} as ${role}`,
      path,
      method: 'POST',
      headers: type ? { ...headers, 'Content-Type': type } : headers,
      body,
    });
    const forms = actionForms[page.pattern];
    if (!forms) {
      // No action here (or one that reads no field): a post must still be answered.
      for (const value of fewValues.slice(0, 2)) writes.push(post(`a form of ${value.label}`, formBody([['intent', value], ['email', value]]), 'application/x-www-form-urlencoded'));
      writes.push(post(notForms[0].label, notForms[0].body, notForms[0].type));
      continue;
    }
    for (const fields of forms) {
      const intent = fields.find(([name]) => name === 'intent')?.[1] ?? 'form';
      writes.push(post(`${intent} as it is`, formBody(fields), 'application/x-www-form-urlencoded'));
      // Each field in turn, through the data request (the action without rendering the page again).
      for (const [index, [name]] of fields.entries()) {
        for (const value of formValues) {
          const fuzzed = fields.map(([field, plain], at): [string, FuzzValue | string] => [field, at === index ? value : plain]);
          writes.push(post(`${intent} ${name}=${value.label}`, formBody(fuzzed), 'application/x-www-form-urlencoded', dataPath));
        }
      }
      // The same as multipart, with a file where a text field belongs.
      const multipart = new FormData();
      for (const [name, value] of fields) multipart.append(name, value);
      multipart.append(fields[fields.length - 1][0], new Blob([new Uint8Array([0, 0xff, 0xc0, 0xaf])], { type: 'image/png' }), 'x.png');
      writes.push(post(`${intent} as multipart with a file`, multipart));
    }
    for (const { label, body, type } of notForms) writes.push(post(label, body, type));
  }
  return { reads, writes };
}

async function run(server: RunningServer, role: Role, cookie: string, pages: Page[]) {
  const { reads, writes } = requestsOf(role, cookie, pages);
  const started = Date.now();
  const send = (request: FuzzRequest) => sendOverHttp(server.url, request);
  // Reads change nothing: a few at a time. Writes one after another, the same way every run.
  const report = mergeReports(await fuzz(reads, send, knownFailures, { concurrency: 3 }), await fuzz(writes, send, knownFailures));
  const milliseconds = Date.now() - started;
  console.log(describeReport(`fuzz: the pages as ${role}`, report, milliseconds, { withKnown: false }));
  return { report, milliseconds };
}

async function graphql<T>(server: RunningServer, query: string): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
  return ((await response.json()) as { data: T }).data;
}

/** Parameters of real rows where the server has them (the demo catalog), else plausible ones. */
async function knownParams(server: RunningServer, cookie: string): Promise<Record<string, string>> {
  const { services, posts, pages } = await graphql<{ services: { path: string } | null; posts: { slug: string }[]; pages: { slug: string }[] }>(
    server,
    '{ services(id: 1) { path } posts(first: 1) { slug } pages { slug } }',
  );
  const [country, state, category, id, name] = (services?.path ?? '/au/nsw/wedding-venues/1/a-venue').split('/').slice(1);
  const rsvp = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ query: '{ guestList { rsvp_code } }' }) });
  const { guestList } = ((await rsvp.json()) as { data: { guestList: { rsvp_code: string } } }).data;
  return {
    country,
    state,
    category,
    id,
    name,
    '/:state/:region:state': 'nsw',
    region: 'hunter-valley',
    place: 'in-nsw-hunter-valley',
    slug: posts[0]?.slug ?? 'about',
    '/pages/:slug:slug': pages[0]?.slug ?? 'about',
    token: 'x'.repeat(43),
    code: guestList.rsvp_code,
    serviceId: id,
    '*': 'no/such/page',
  };
}

function fuzzPages(start: () => Promise<{ server: RunningServer; cleanUp: () => Promise<void> }>, roles: Role[] = ['visitor', 'couple']) {
  let server: RunningServer;
  let cleanUp: () => Promise<void>;
  let cookie: string;
  let pages: Page[];
  const runs: { report: FuzzReport; milliseconds: number }[] = [];

  beforeAll(async () => {
    ({ server, cleanUp } = await start());
    ({ cookie } = await signInOverApi('couple@example.com', server.url));
    pages = pagesOf(routes as RouteConfigEntry[], await knownParams(server, cookie));
  });
  afterAll(async () => {
    await cleanUp?.();
  });

  it('answers the NUL URLs that were 500 on main (issue 16) with 400', async () => {
    for (const path of ['/blog?tag=%00', '/blog/article/%00', '/pages/a%00b', '/blog/article/%C0%AF', '/pages/%ED%A0%80']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text(), path).toBe(badTextMessage);
    }
  });

  it.each<Role>(roles)(
    'answers no hostile request to a route of app/routes.ts with a server error, as a %s',
    async (role) => {
      const { report, milliseconds } = await run(server, role, cookie, pages);
      runs.push({ report, milliseconds });
      expect(report.failures).toEqual([]);
    },
    300_000,
  );

  it('is still up afterwards', async () => {
    if (runs.length > 0) {
      const total = runs.reduce((sum, { milliseconds }) => sum + milliseconds, 0);
      console.log(describeReport('fuzz: the pages, both roles', runs.map(({ report }) => report).reduce(mergeReports), total));
    }
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
}

describe('fuzzing the pages (embedded database, demo catalog)', () => {
  fuzzPages(async () => {
    const server = await startSeededServer();
    return { server, cleanUp: async () => void (await server.stop()) };
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('fuzzing the pages (PostgreSQL)', () => {
  fuzzPages(async () => {
    const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    // No demo catalog on PostgreSQL: the couple and a listing are made here, before the server
    // starts, so its warm-up reads the site as the requests will find it.
    const handle = await openDatabase({ databaseUrl: database.url });
    try {
      await handle.migrate();
      await createUser(handle.db, { email: 'couple@example.com', password: 'wedding-demo' });
      await createService(handle.db);
    } finally {
      await handle.close();
    }
    const server = await startServer({ DATABASE_URL: database.url });
    return {
      server,
      cleanUp: async () => {
        await server.stop();
        await database.drop();
      },
    };
    // As the couple only: signed in reaches every query a visitor's requests do and the private
    // pages' too; the visitor's run on the embedded database above covers the sign-in redirects.
  }, ['couple']);
});
