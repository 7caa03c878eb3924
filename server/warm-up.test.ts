import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../tests/setup/api';
import { warmUp } from './warm-up';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(() => api.close());

describe('warmUp', () => {
  it('asks for the home page and the search page (HEAD: never stored) and /graphql, and is done when none fails', async () => {
    const asked: string[] = [];
    const lines: string[] = [];
    await warmUp(
      async (request) => {
        const response = await api.app.fetch(request);
        asked.push(`${request.method} ${new URL(request.url).pathname} ${response.status}`);
        return response;
      },
      'http://localhost:4400',
      (line) => lines.push(line),
    );
    // This app has no pages (no React Router build): they answer 404, which is no server error.
    expect(asked).toEqual(['HEAD / 404', 'HEAD /search 404', 'POST /graphql 200']);
    expect(lines).toEqual([]);
  });

  it('tells of a server error and goes on: a bug in one page does not keep the instance from starting', async () => {
    const lines: string[] = [];
    const asked: string[] = [];
    await warmUp(
      async (request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
        return asked.length === 2 ? new Response('Internal Server Error', { status: 500 }) : api.app.fetch(request);
      },
      'http://localhost:4400',
      (line) => lines.push(line),
    );
    expect(asked).toEqual(['HEAD /', 'HEAD /search', 'POST /graphql']);
    expect(lines).toEqual(['Warm-up: HEAD /search answered 500']);
  });
});
