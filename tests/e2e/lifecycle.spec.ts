import { request } from 'node:http';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startSeededServer } from '../setup/e2e-seeded-server';
import { startServer } from '../setup/server-process';

describe('server lifecycle', () => {
  it('finishes an in-flight request on SIGTERM, closes the database and exits 0', async () => {
    const server = await startSeededServer();
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/`, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    // Signal while the page is being rendered.
    setTimeout(() => server.process.kill('SIGTERM'), 15);
    const { status, body } = await response;
    expect(status).toBe(200);
    expect(body).toContain('</html>');
    expect(await server.stop()).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
  });

  it('keeps the embedded database across a restart and seeds only once', async () => {
    const first = await startServer({ SEED_SERVICES: '30' });
    expect(first.output()).toContain('seeding the demo catalog');
    const countServices = async (url: string) => {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: '{ countries { services } }' }),
      });
      const { data } = await response.json();
      return data.countries.reduce((sum: number, country: { services: number }) => sum + country.services, 0);
    };
    expect(await countServices(first.url)).toBe(30);
    const dataDir = first.dataDir;
    first.process.kill('SIGKILL');
    await first.exited;

    const second = await startServer({ SEED_SERVICES: '30' }, dataDir);
    expect(second.output()).not.toContain('seeding the demo catalog');
    expect(await countServices(second.url)).toBe(30);
    expect(await second.stop()).toBe(0);
    // Two servers that each create their database (the first seeds it): slow on a busy machine.
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('applies the same migrations and serves pages and the API', async () => {
    const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
    const name = `e2e_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      serverUrl.pathname = `/${name}`;
      const server = await startServer({ DATABASE_URL: serverUrl.toString() });
      try {
        expect(server.output()).toContain('(PostgreSQL)');
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/`)).status).toBe(200);
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query: '{ categories { id } }' }),
        });
        expect(await response.json()).toEqual({ data: { categories: [] } });
      } finally {
        expect(await server.stop()).toBe(0);
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe('bad configuration stops with one clear line', () => {
  it.each([
    [{ DATABASE_URL: 'not a url' }, 'Configuration error: DATABASE_URL: must be a URL'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Configuration error: DATABASE_URL: must start with postgres://'],
    [{ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing' }, 'Configuration error: DATABASE_URL: cannot connect to postgres://nobody@127.0.0.1:1/nothing (ECONNREFUSED)'],
    [{ DATA_DIR: '/dev/null/data' }, 'Configuration error: DATA_DIR: /dev/null/data is not a writable folder (ENOTDIR)'],
    [{ PORT: 'eighty' }, 'Configuration error: PORT:'],
  ])('%o', async (env, line) => {
    const failure = await startServer(env).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain(line);
    expect(failure).not.toMatch(/\n\s+at /);
  });
});
