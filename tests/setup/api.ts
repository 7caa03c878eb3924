import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { createApp, type AppOptions } from '../../server/index';
import { createMailer } from '../../server/integrations/mail/create-mailer';
import { createRateLimiter } from '../../server/integrations/rate-limit/create-rate-limiter';
import { createDiskStorage } from '../../server/integrations/storage/disk-storage';
import { ensureDefaultImage } from '../../server/media';
import { createAdmin, createCouple, createVendor, freshTotpCode, sessionCookieFrom, type TestPerson } from '../factories/users';
import { createTestDatabase } from './database';

export type GraphQLErrorBody = { message: string; extensions?: { code?: string; validation?: Record<string, string[]>; retryAfterSeconds?: number } };

export type TestApi = {
  database: DatabaseHandle;
  imagesDir: string;
  /** Where the app's e-mail lands (read it with tests/setup/outbox.ts). */
  outboxDir: string;
  /** Where the app keeps private files (vendors' documents), on disk. */
  privateFilesDir: string;
  app: ReturnType<typeof createApp>;
  /** POSTs a GraphQL operation over HTTP, through the whole server stack. */
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; data?: T; errors?: GraphQLErrorBody[]; headers: Headers }>;
  close: () => Promise<void>;
};

/** The HTTP app (without pages) on a fresh test database. */
export async function createTestApi(env: NodeJS.ProcessEnv = {}, options: Partial<AppOptions> = {}): Promise<TestApi> {
  const database = await createTestDatabase();
  const imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-images-'));
  await ensureDefaultImage(imagesDir);
  const outboxDir = mkdtempSync(join(tmpdir(), 'ever-after-outbox-'));
  const mailer = createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' });
  const rateLimiter = createRateLimiter();
  const privateFilesDir = mkdtempSync(join(tmpdir(), 'ever-after-private-'));
  const privateFiles = createDiskStorage(privateFilesDir);
  // Uploads on disk in the images folder, as the server keeps them without S3.
  const app = createApp({ db: database.db, imagesDir, mailer, rateLimiter, privateFiles, publicFiles: createDiskStorage(imagesDir), env, ...options });
  return {
    database,
    imagesDir,
    outboxDir,
    privateFilesDir,
    app,
    async graphql(query, variables, headers = {}) {
      const response = await app.request('/graphql', {
        method: 'POST',
        // The GraphQL-over-HTTP media type: validation errors answer 400 rather than 200.
        headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, ...(await response.json()) };
    },
    async close() {
      await rateLimiter.close();
      await database.close();
      rmSync(imagesDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
      rmSync(privateFilesDir, { recursive: true, force: true });
    },
  };
}

/** Signs the person in through the GraphQL login, as a client does (with a fresh code when they have the second step): their session cookie. */
export async function signInOverGraphQL(api: TestApi, person: Pick<TestPerson, 'id' | 'email' | 'password' | 'totpSecret'>): Promise<string> {
  const otp = person.totpSecret ? await freshTotpCode(api.database.db, person) : null;
  const result = await api.graphql('mutation ($email: String!, $password: String!, $otp: String) { login(email: $email, password: $password, otp: $otp) { id } }', { email: person.email, password: person.password, otp });
  if (result.errors) throw new Error(`${person.email} could not sign in: ${result.errors[0]!.message}`);
  return sessionCookieFrom(result.headers);
}

/**
 * The cast of a refusal test over GraphQL, each signed in: a couple (Mia, or as `couple` says),
 * another couple (Noah), a vendor and an administrator. Their session cookies by name.
 */
export async function signInCast(api: TestApi, couple: Parameters<typeof createCouple>[1] = { firstName: 'Mia' }): Promise<Record<'couple' | 'otherCouple' | 'vendor' | 'admin', string>> {
  const people = {
    couple: await createCouple(api.database.db, couple),
    otherCouple: await createCouple(api.database.db, { firstName: 'Noah' }),
    vendor: await createVendor(api.database.db),
    admin: await createAdmin(api.database.db),
  };
  const cookies = { couple: '', otherCouple: '', vendor: '', admin: '' };
  for (const name of Object.keys(people) as (keyof typeof people)[]) cookies[name] = await signInOverGraphQL(api, people[name]);
  return cookies;
}
