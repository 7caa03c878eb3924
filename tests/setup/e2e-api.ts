import type { Challenge } from 'altcha-lib';
import { expect } from 'vitest';
import { demoAdminTotpSecret } from '../../demo/accounts';
import { totpOf } from '../../server/modules/accounts/second-step';
import { pdfDocument } from '../factories/documents';
import { solveBotChallenge } from './bot-check';
import { waitForMail } from './outbox';
import { baseUrl as laneUrl, outboxDir as laneOutbox } from './e2e-lane';

/**
 * The end-to-end server's /graphql (or another server's, at `baseUrl`), as a client calls it (with
 * a session cookie when given); the answer must have no errors. Its data, and the response's
 * headers (a sign-in's cookie).
 */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, cookie?: string, baseUrl = laneUrl): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data, headers: response.headers };
}

/** An account (a demo one unless the password is given) signed in over the API: its id and session cookie. */
export async function signInOverApi(email: string, baseUrl = laneUrl, password = 'wedding-demo'): Promise<{ id: string; cookie: string }> {
  if (email === demoAdminEmail && password === 'wedding-demo') return demoAdminSession(baseUrl);
  const { data, headers } = await graphql<{ login: { id: string } }>('mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }', { email, password }, undefined, baseUrl);
  return { id: data.login.id, cookie: sessionCookieOf(headers) };
}

/** The demo administrator, who signs in with the second step (the README's published secret). */
export const demoAdminEmail = 'admin@example.com';

const stepMs = 30_000;

/**
 * The demo administrator's code to try on the `attempt`-th go: this step's, then the next one's
 * (the server takes one step of drift), then, once the clock reaches a fresh step, the one after.
 * The replay guard takes each step's code once per server, so a second sign-in within 30 s needs
 * the next step's, and a third waits.
 */
export async function demoAdminCode(attempt: number): Promise<string> {
  if (attempt >= 2) await new Promise((resolve) => setTimeout(resolve, stepMs - (Date.now() % stepMs) + 50));
  return totpOf(demoAdminTotpSecret).generate({ timestamp: Date.now() + (attempt === 0 ? 0 : stepMs) });
}

// One demo administrator's session per server, reused by every spec file of the lane while it lasts.
const demoAdminSessions = new Map<string, Promise<{ id: string; cookie: string }>>();

async function demoAdminSession(baseUrl: string): Promise<{ id: string; cookie: string }> {
  const cached = demoAdminSessions.get(baseUrl);
  if (cached) {
    const session = await cached.catch(() => null);
    if (session && (await stillSignedIn(session.cookie, baseUrl))) return session;
  }
  const signingIn = signInDemoAdmin(baseUrl);
  demoAdminSessions.set(baseUrl, signingIn);
  return signingIn;
}

async function stillSignedIn(cookie: string, baseUrl: string): Promise<boolean> {
  const { data } = await graphql<{ viewer: { id: string } | null }>('{ viewer { id } }', {}, cookie, baseUrl);
  return data.viewer !== null;
}

async function signInDemoAdmin(baseUrl: string): Promise<{ id: string; cookie: string }> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation ($email: String!, $password: String!, $otp: String) { login(email: $email, password: $password, otp: $otp) { id } }',
        variables: { email: demoAdminEmail, password: 'wedding-demo', otp: await demoAdminCode(attempt) },
      }),
    });
    const body = (await response.json()) as { data?: { login: { id: string } }; errors?: { extensions?: { code?: string } }[] };
    if (body.data?.login) return { id: body.data.login.id, cookie: sessionCookieOf(response.headers) };
    if (attempt >= 2 || body.errors?.[0]?.extensions?.code !== 'MFA_REQUIRED') throw new Error(`The demo administrator could not sign in: ${JSON.stringify(body.errors)}`);
  }
}

/** The session cookie a response sets, as a request sends it back ('ea_session=…'). */
const sessionCookieOf = (headers: Headers) => headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0];

/** The first listing whose /messages?service= offers the first-message form to the person signed in (`cookie`): one they have not written about. */
export async function serviceWithoutConversation(cookie: string): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const response = await fetch(`${laneUrl}/messages?service=${id}`, { headers: { Cookie: cookie }, redirect: 'manual' });
    if (response.status === 200 && (await response.text()).includes('first-message-page')) return id;
  }
  throw new Error('No listing to write a first message about');
}

/** A solved bot check for the end-to-end server (solved here in Node: about a second). */
export async function botCheckSolution(): Promise<string> {
  const response = await fetch(`${laneUrl}/api/bot-check/challenge`);
  return solveBotChallenge((await response.json()) as Challenge);
}

/**
 * A GraphQL operation with files, as the GraphQL multipart request spec sends them: `files` go in
 * the variables at the given paths ('private_files.0'). Its data, which must have no errors.
 */
export async function graphqlUpload<T>(query: string, variables: Record<string, unknown>, files: Record<string, File>, cookie?: string, baseUrl = laneUrl): Promise<T> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(Object.keys(files).map((path, index) => [String(index), [`variables.${path}`]]))));
  Object.values(files).forEach((file, index) => form.append(String(index), file));
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers: cookie ? { Cookie: cookie } : {}, body: form });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * A new couple signed up over GraphQL (with the bot check solved), from `clientAddress`: the
 * servers trust X-Forwarded-For, and the sign-up limit counts per address (10 an hour).
 */
export async function registerCoupleOverApi(name: string, clientAddress: string, baseUrl = laneUrl): Promise<{ id: string; cookie: string }> {
  const email = `${name.toLowerCase()}.${Date.now()}@example.com`;
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress },
    body: JSON.stringify({
      query: `mutation ($email: String!, $name: String!, $altcha: String) { register(email: $email, password: "wedding-demo-9", password_confirmation: "wedding-demo-9", first_name: $name, altcha: $altcha) }`,
      variables: { email, name, altcha: await botCheckSolution() },
    }),
  });
  const body = (await response.json()) as { data?: { register: string }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ea_session='))!.split(';')[0];
  return { id: body.data!.register, cookie };
}

export type NewVendor = { email: string; password: string; businessName: string; serviceId?: number; document?: File };

/**
 * A new vendor, as registration makes one (business checked, one document, a claim of `serviceId`
 * when given), activated with the e-mailed link: their id and session cookie.
 */
export async function registerVendorOverApi({ email, password, businessName, serviceId, document = pdfDocument('abn-registration.pdf') }: NewVendor): Promise<{ id: string; cookie: string }> {
  const variables = {
    first_name: 'Mara',
    last_name: 'Quill',
    email,
    password,
    password_confirmation: password,
    business_name: businessName,
    job_title: 'Owner',
    business_country: 'au',
    business_number: '53 004 085 616',
    phone: '0412 345 678',
    phone_country: 'AU',
    website: 'quill.example.com',
    private_files: [null],
    serviceId: serviceId ? String(serviceId) : null,
    altcha: await botCheckSolution(),
  };
  await graphqlUpload(
    `mutation ($first_name: String!, $last_name: String!, $email: String!, $password: String!, $password_confirmation: String!, $business_name: String!, $job_title: String!,
      $business_country: String!, $business_number: String!, $phone: String!, $phone_country: String, $website: String, $private_files: [File!], $serviceId: ID, $altcha: String) {
      registerVendor(first_name: $first_name, last_name: $last_name, email: $email, password: $password, password_confirmation: $password_confirmation, business_name: $business_name,
        job_title: $job_title, business_country: $business_country, business_number: $business_number, phone: $phone, phone_country: $phone_country, website: $website,
        private_files: $private_files, serviceId: $serviceId, altcha: $altcha)
    }`,
    variables,
    { 'private_files.0': document },
  );
  const mail = await waitForMail(laneOutbox, email);
  const token = new URL(mail.links.find((href) => href.includes('/email-activation/'))!).pathname.split('/').pop()!;
  const { data, headers } = await graphql<{ activateVendor: { id: string } }>('mutation ($token: String!) { activateVendor(token: $token) { id } }', { token });
  return { id: data.activateVendor.id, cookie: sessionCookieOf(headers) };
}
