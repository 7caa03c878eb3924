import { parse, validate } from 'graphql';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../demo';
import { createUser, sessionCookieFrom } from '../../tests/factories/users';
import { createTestApi, type TestApi } from '../../tests/setup/api';
import { graphqlLimits, queryTooLargeCode } from './limits';
import { pageQueries } from './page-queries';
import { schema } from './schema';

let api: TestApi;

const post = (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
type Answer = { data?: unknown; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[] };

const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: getNearByServicesByCategory(category: "venue", service_id: ${i + 1}) { id }`).join(' ')} }`;
const nested = (levels: number) => `{ ${'a { '.repeat(levels)}b${' }'.repeat(levels)} }`;

beforeAll(async () => {
  // No limit on visitors' requests here: this file sends many (the limit's own test is below).
  api = await createTestApi({}, { graphqlAnonymousPerMinute: 0 });
  await seedReferenceData(api.database.db);
});
afterAll(() => api.close());

describe('GraphQL limits (issue 29)', () => {
  it('refuse 1,000 aliases of a costly field with 400 QUERY_TOO_LARGE, before any runs', async () => {
    const answer = await post(aliases(1000));
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as Answer;
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([{ message: expect.stringMatching(/^This query asks for too much: Token limit of 1000 exceeded/), extensions: { code: queryTooLargeCode } }]);
  });

  it('refuse a document nested 2,000 levels deep with 400, not a 500 (the parser stops at the token limit)', async () => {
    const answer = await post(nested(2000));
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Answer).errors?.[0].extensions?.code).toBe(queryTooLargeCode);
  });

  it.each([
    ['aliases', aliases(graphqlLimits.maxAliases + 1), /Aliases limit of 15 exceeded, found 16/],
    ['depth', nested(graphqlLimits.maxDepth), /depth limit of 8 exceeded, found 9/],
    ['cost', `{ ${Array.from({ length: 4 }, (_, i) => `p${i}: posts(first: 100) { id title excerpt tags { id name } }`).join(' ')} }`, /Cost limit of 1500 exceeded/],
    ['directives', `{ viewer ${'@include(if: true) '.repeat(graphqlLimits.maxDirectives + 1)}{ id } }`, /Directives limit of 10 exceeded/],
  ])('refuse too many %s with QUERY_TOO_LARGE', async (_limit, query, message) => {
    const answer = await post(query);
    expect(answer.status).toBe(400);
    const [error] = ((await answer.json()) as Answer).errors!;
    expect(error.extensions?.code).toBe(queryTooLargeCode);
    expect(error.message).toMatch(message);
  });

  it('let the limits’ own maximum through (15 aliases) and introspection', async () => {
    const answer = (await (await post(aliases(graphqlLimits.maxAliases))).json()) as Answer;
    expect(answer.errors).toBeUndefined();
    const introspection = (await (await post('{ __schema { types { name fields { name type { name kind ofType { name kind ofType { name kind ofType { name } } } } } } } }')).json()) as Answer;
    expect(introspection.errors).toBeUndefined();
  });

  it('leave every page’s heaviest query at most half of each limit', () => {
    for (const [page, query] of Object.entries(pageQueries(schema))) {
      const found: Record<string, number> = {};
      const errors = validate(schema, parse(query), [
        maxAliasesRule({ n: Infinity, onAccept: [(_context, { n }) => (found.aliases = n)] }),
        maxDepthRule({ n: Infinity, onAccept: [(_context, { n }) => (found.depth = n)] }),
        costLimitRule({ maxCost: Infinity, onAccept: [(_context, { n }) => (found.cost = n)] }),
      ]);
      expect(errors, page).toEqual([]);
      expect(found.aliases * 2, page).toBeLessThanOrEqual(graphqlLimits.maxAliases);
      expect(found.depth * 2, page).toBeLessThanOrEqual(graphqlLimits.maxDepth);
      expect(found.cost * 2, page).toBeLessThanOrEqual(graphqlLimits.maxCost);
    }
  });

  it('answer every page’s heaviest query over HTTP', async () => {
    const couple = await createUser(api.database.db);
    const cookie = sessionCookieFrom((await api.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: couple.email, password: couple.password })).headers);
    for (const [page, query] of Object.entries(pageQueries(schema))) {
      const answer = await post(query, { id: 1, user: couple.id, category: 'venue', limit: 8 }, { Cookie: cookie });
      const body = (await answer.json()) as Answer;
      expect(body.errors?.filter((error) => error.extensions?.code === queryTooLargeCode) ?? [], page).toEqual([]);
      expect(answer.status, page).toBeLessThan(500);
    }
  });
});

describe('visitors’ GraphQL requests per address (issue 29)', () => {
  it('answer 429 TOO_MANY_ATTEMPTS past the limit; a signed-in person is not held by it', async () => {
    const limited = await createTestApi({}, { graphqlAnonymousPerMinute: 3 });
    try {
      const send = (headers: Record<string, string> = {}) =>
        limited.app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ query: '{ viewer { id } }' }) });
      for (let request = 0; request < 3; request++) expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const body = (await refused.json()) as Answer;
      expect(body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/), extensions: { code: 'TOO_MANY_ATTEMPTS' } });

      // The sign-in itself is a visitor's request: made before the limit is spent, on a fresh server.
      const fresh = await createTestApi({}, { graphqlAnonymousPerMinute: 1 });
      try {
        const couple = await createUser(fresh.database.db);
        const cookie = sessionCookieFrom((await fresh.graphql('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email: couple.email, password: couple.password })).headers);
        const visitor = await fresh.app.request('/graphql?query=%7Bviewer%7Bid%7D%7D');
        expect(visitor.status).toBe(429);
        for (let request = 0; request < 5; request++) expect((await fresh.app.request('/graphql?query=%7Bviewer%7Bid%7D%7D', { headers: { Cookie: cookie } })).status).toBe(200);
      } finally {
        await fresh.close();
      }
    } finally {
      await limited.close();
    }
  });
});
