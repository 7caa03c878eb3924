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

  it('tries again while a request fails, saying why, so the instance stays "starting"', async () => {
    const lines: string[] = [];
    let calls = 0;
    await warmUp(
      async (request) => {
        calls += 1;
        if (calls === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
        if (calls === 2) return new Response('Internal Server Error', { status: 500 });
        return api.app.fetch(request);
      },
      'http://localhost:4400',
      (line) => lines.push(line),
    );
    expect(lines).toEqual([
      'Warm-up: HEAD / failed: connect ECONNREFUSED 127.0.0.1:5432; /healthz stays "starting", trying again in 2 s',
      'Warm-up: HEAD / answered 500; /healthz stays "starting", trying again in 2 s',
    ]);
    expect(calls).toBe(5);
  });
});
