import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { mailingListSubscribers } from '../../../db/schema/mailing-list';
import { createAdmin, createCouple, createVendor } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import type { RequestContext } from '../../context';
import { createMailer } from '../../integrations/mail/create-mailer';
import { listOutbox } from '../../integrations/mail/outbox';
import { createRateLimiter } from '../../integrations/rate-limit/create-rate-limiter';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter';
import { hashSecretToken } from '../../kernel';
import { getSettings } from '../platform/get-settings';
import { cancelSubscription } from './cancel-subscription';
import { confirmSubscription } from './confirm-subscription';
import { exportSubscribers } from './export-subscribers';
import { findSubscription } from './find-subscription';
import { confirmationsPerEmail, requestSubscription, subscribePerAddress } from './request-subscription';

const publicUrl = 'https://everafter.example';
let database: DatabaseHandle;
let outboxDir: string;
let rateLimiter: RateLimiter;
let context: RequestContext;
let clients = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = mkdtempSync(join(tmpdir(), 'ever-after-outbox-'));
  rateLimiter = createRateLimiter();
  context = testContext(database.db, null, {
    mailer: createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' }),
    settings: await getSettings(testContext(database.db), { env: {} }),
    publicUrl,
    rateLimiter,
  });
});
afterAll(async () => {
  await rateLimiter.close();
  await database.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

/** A request from a client address of its own, so one test's per-address count spares the others. */
const subscribe = (email: string, extra: Record<string, unknown> = {}, overrides: Partial<RequestContext> = {}) =>
  requestSubscription({ ...context, clientAddress: `192.0.2.${(clients += 1)}`, ...overrides }, { email, ...extra });

/** Subscribes and answers the links of the confirmation mail. */
async function subscribeAndRead(email: string) {
  const since = new Date();
  await subscribe(email);
  const mail = await waitForMail(outboxDir, email, { since });
  const confirm = mail.links.find((link) => link.includes('/mailing-list/confirm/'))!;
  const unsubscribe = mail.links.find((link) => link.includes('/mailing-list/unsubscribe/'))!;
  return { mail, confirmToken: confirm.split('/').at(-1)!, unsubscribeToken: unsubscribe.split('/').at(-1)!, unsubscribe };
}

const subscriber = async (email: string) =>
  (await database.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, email.toLowerCase())))[0];

const administrator = async () => testContext(database.db, await createAdmin(database.db));

/** The use cases of a link, as its page calls them: no sign-in, the link's token. */
const confirm = (token: string) => confirmSubscription(context, { token });
const find = (token: string) => findSubscription(context, { token });
const cancel = (token: string) => cancelSubscription(context, { token });

const exportedEmails = async () => {
  const csv = await exportSubscribers(await administrator());
  return csv.trim().split('\r\n').slice(1).map((line) => line.split(',')[0].replace(/^"|"$/g, ''));
};

/** No mail to the address within a short while (after `since`). */
const noMail = (email: string, since: Date) => expect(waitForMail(outboxDir, email, { since, timeoutMs: 400 })).rejects.toThrow(/No e-mail/);

describe('double opt-in', () => {
  it('keeps a new address pending, mails a one-time link (stored hashed) with an unsubscribe link, and confirms only on the click', async () => {
    const { mail, confirmToken, unsubscribe } = await subscribeAndRead('Grace.Lee@Example.com');
    expect(mail.subject).toBe('Confirm your subscription to Ever After');
    expect(mail.links[0]).toBe(`${publicUrl}/mailing-list/confirm/${confirmToken}`);
    expect(mail.text).toContain(`Unsubscribe:\n${unsubscribe}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const pending = await subscriber('grace.lee@example.com');
    expect(pending).toMatchObject({ email: 'grace.lee@example.com', status: 'pending', confirmedAt: null });
    expect(pending.confirmTokenHash).toBe(hashSecretToken(confirmToken));
    expect(JSON.stringify(pending)).not.toContain(confirmToken);
    expect(await exportedEmails()).not.toContain('grace.lee@example.com');

    await confirm(confirmToken);
    expect(await subscriber('grace.lee@example.com')).toMatchObject({ status: 'confirmed', confirmTokenHash: null, confirmedAt: expect.any(Date) });
    expect(await exportedEmails()).toContain('grace.lee@example.com');
    expect((await expectRefusal(confirm(confirmToken), 'NOT_FOUND')).message).toMatch('This confirmation link is invalid or has expired.');
  });

  it('refuses an expired, a made-up or a malformed link', async () => {
    const { confirmToken } = await subscribeAndRead('late.reader@example.com');
    await database.db.update(mailingListSubscribers).set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(mailingListSubscribers.email, 'late.reader@example.com'));
    for (const token of [confirmToken, 'A'.repeat(43), 'short', "' or 1=1 --"]) {
      expect((await expectRefusal(confirm(token), 'NOT_FOUND')).message, token).toMatch(/invalid or has expired/);
    }
    expect(await expectInvalid(confirm('A'.repeat(5_000)), ['token'])).toEqual({ token: [expect.stringMatching(/invalid or has expired/)] });
    expect((await subscriber('late.reader@example.com')).status).toBe('pending');
  });

  it("notes a signed-in person's account with their subscription", async () => {
    const person = await createCouple(database.db);
    const since = new Date();
    await subscribe(person.email, {}, { viewer: person });
    await waitForMail(outboxDir, person.email, { since });
    expect((await subscriber(person.email)).userId).toBe(person.id);
  });
});

describe('subscribing again', () => {
  it('answers the same for a new, a pending and a confirmed address; a pending one gets a new link, a confirmed one no mail', async () => {
    const first = await subscribeAndRead('repeat@example.com');
    const resent = new Date();
    expect(await subscribe('REPEAT@example.com')).toBeUndefined();
    const second = await waitForMail(outboxDir, 'repeat@example.com', { since: resent });
    const secondToken = second.links[0].split('/').at(-1)!;
    expect(secondToken).not.toBe(first.confirmToken);
    // Only the newest link works; there is still one row for the address.
    expect((await expectRefusal(confirm(first.confirmToken), 'NOT_FOUND')).message).toMatch(/invalid or has expired/);
    await confirm(secondToken);
    const confirmed = await subscriber('repeat@example.com');

    const since = new Date();
    expect(await subscribe('repeat@example.com')).toBeUndefined();
    await noMail('repeat@example.com', since);
    expect(await subscriber('repeat@example.com')).toEqual(confirmed);
    expect(await database.db.select().from(mailingListSubscribers).where(eq(mailingListSubscribers.email, 'repeat@example.com'))).toHaveLength(1);
  });

  it('sends at most a few confirmation mails to one address, quietly', async () => {
    const since = new Date();
    for (let request = 0; request < confirmationsPerEmail.limit + 2; request += 1) expect(await subscribe('patient@example.com')).toBeUndefined();
    await waitForMail(outboxDir, 'patient@example.com', { since });
    // The mails are sent after the answer: give the last one time to land before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sent = (await listOutbox(outboxDir, { limit: 500 })).filter((entry) => entry.date >= since && entry.to.includes('patient@example.com'));
    expect(sent).toHaveLength(confirmationsPerEmail.limit);
  });

  it('stores nothing and sends nothing when the hidden anti-bot field is filled, with the same answer', async () => {
    const since = new Date();
    expect(await subscribe('bot.target@example.com', { website: 'https://spam.example' })).toBeUndefined();
    await noMail('bot.target@example.com', since);
    expect(await subscriber('bot.target@example.com')).toBeUndefined();
  });

  it('validates the address and limits sign-ups per client address', async () => {
    expect(await expectInvalid(subscribe('not-an-address'), ['email'])).toEqual({ email: ['Email is not valid'] });
    expect(await expectInvalid(subscribe('  '), ['email'])).toEqual({ email: ['Email is required'] });
    const sameClient = { clientAddress: '203.0.113.9' };
    for (let request = 0; request < subscribePerAddress.limit; request += 1) await subscribe(`crowd${request}@example.com`, {}, sameClient);
    await expectRefusal(subscribe('one.too.many@example.com', {}, sameClient), 'TOO_MANY_ATTEMPTS');
  });
});

describe('unsubscribing', () => {
  it('works by the link without signing in, leaves the export, and keeps working when used again', async () => {
    const { confirmToken, unsubscribeToken } = await subscribeAndRead('leaving@example.com');
    await confirm(confirmToken);
    expect(await find(unsubscribeToken)).toEqual({ email: 'leaving@example.com', status: 'confirmed' });

    expect(await cancel(unsubscribeToken)).toEqual({ email: 'leaving@example.com' });
    const gone = await subscriber('leaving@example.com');
    expect(gone).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
    expect(await exportedEmails()).not.toContain('leaving@example.com');
    expect(await cancel(unsubscribeToken)).toEqual({ email: 'leaving@example.com' });
    expect((await subscriber('leaving@example.com')).unsubscribedAt).toEqual(gone.unsubscribedAt);

    // Coming back is a new double opt-in.
    const again = await subscribeAndRead('leaving@example.com');
    expect((await subscriber('leaving@example.com')).status).toBe('pending');
    await confirm(again.confirmToken);
    expect(await exportedEmails()).toContain('leaving@example.com');
  });

  it('ends a pending subscription and its confirmation link', async () => {
    const { confirmToken, unsubscribeToken } = await subscribeAndRead('not.me@example.com');
    await cancel(unsubscribeToken);
    expect((await expectRefusal(confirm(confirmToken), 'NOT_FOUND')).message).toMatch(/invalid or has expired/);
    expect((await subscriber('not.me@example.com')).status).toBe('unsubscribed');
  });

  it('refuses a link whose signature does not match, so nobody can unsubscribe someone else', async () => {
    const { unsubscribeToken } = await subscribeAndRead('target@example.com');
    const [id, signature] = unsubscribeToken.split('.');
    const forged = [`${Number(id) + 1}.${signature}`, `${id}.${'A'.repeat(43)}`, id, `${id}.`, '../../etc'];
    for (const token of forged) {
      expect((await expectRefusal(find(token), 'NOT_FOUND')).message, token).toMatch('This unsubscribe link is not valid.');
      expect((await expectRefusal(cancel(token), 'NOT_FOUND')).message, token).toMatch('This unsubscribe link is not valid.');
    }
    expect((await subscriber('target@example.com')).status).toBe('pending');
  });
});

describe('exporting subscribers', () => {
  it('is for administrators only: a visitor is asked to sign in, a couple and a vendor are refused', async () => {
    await expectRefusal(exportSubscribers(testContext(database.db)), 'UNAUTHENTICATED');
    for (const viewer of [await createCouple(database.db), await createVendor(database.db)]) {
      await expectRefusal(exportSubscribers(testContext(database.db, viewer)), 'FORBIDDEN');
    }
  });

  it('writes confirmed subscribers as CSV, with cells a spreadsheet would run as formulas made inert', async () => {
    const { confirmToken } = await subscribeAndRead('-2+3@example.com');
    await confirm(confirmToken);
    const csv = await exportSubscribers(await administrator());
    const [header, ...lines] = csv.split('\r\n');
    expect(header).toBe('"email","signed_up_at","confirmed_at"');
    expect(csv.endsWith('\r\n')).toBe(true);
    const row = lines.find((line) => line.includes('-2+3@example.com'))!;
    expect(row).toMatch(/^"'-2\+3@example\.com","\d{4}-\d{2}-\d{2}T[\d:.]+Z","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/);
  });
});
