import type { Challenge } from 'altcha-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../../db/schema/contact';
import { createUser } from '../../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../../tests/setup/api';
import { solveBotChallenge } from '../../../tests/setup/bot-check';
import { waitForMail } from '../../../tests/setup/outbox';
import { contactPerAddress } from './create-message';

const teamAddress = 'team@everafter.example';
const categoriesQuery = `query ($role: String) { messageCategories(user_role: $role) }`;
const createMessage = `mutation ($content: String!, $category: String!, $name: String, $email: String, $role: String, $altcha: String) {
  createMessage(content: $content, category: $category, user_name: $name, user_email: $email, user_role: $role, altcha: $altcha)
}`;

let api: TestApi;
let sequence = 0;
beforeAll(async () => {
  // The contact address is a setting; its environment override proves the mail follows it.
  api = await createTestApi({ APP_CONTACT_EMAIL: teamAddress }, { trustProxy: true });
});
afterAll(() => api.close());

/** Each test from its own client address, so the per-address limit of one test spares the others. */
const fromAddress = () => ({ 'X-Forwarded-For': `198.51.100.${(sequence += 1)}` });

async function botCheckSolution(): Promise<string> {
  const response = await api.app.request('/api/bot-check/challenge');
  return solveBotChallenge((await response.json()) as Challenge);
}

async function signedIn(role: 'user' | 'vendor' | 'administrator', fields: Parameters<typeof createUser>[1] = {}) {
  const person = await createUser(api.database.db, { role, ...fields });
  return { ...person, headers: { Cookie: await signInOverGraphQL(api, person) } };
}

const storedMessages = () => api.database.db.select().from(contactMessages);

const visitorMessage = (extra: Record<string, unknown> = {}) => ({
  content: 'We are looking at a garden ceremony in the Hunter Valley next spring.',
  category: 'user_booking',
  name: 'Olivia Grant',
  email: `olivia.${(sequence += 1)}@example.com`,
  role: 'user',
  ...extra,
});

describe('messageCategories', () => {
  const keysFor = async (role?: string, headers?: Record<string, string>) =>
    Object.keys((await api.graphql<{ messageCategories: Record<string, string> }>(categoriesQuery, { role }, headers)).data!.messageCategories);

  it("offers each visitor role the keys that contain its name or start with all_, and every key before a role is chosen", async () => {
    const all = await keysFor();
    expect(all).toEqual(expect.arrayContaining(['user_booking', 'vendor_listing', 'other_press', 'all_feedback']));
    for (const role of ['user', 'vendor', 'other']) {
      const keys = await keysFor(role);
      expect(keys, role).toEqual(all.filter((key) => key.includes(role) || key.startsWith('all_')));
      expect(keys.some((key) => key.includes(role)), role).toBe(true);
    }
    const labels = (await api.graphql<{ messageCategories: Record<string, string> }>(categoriesQuery, { role: 'vendor' })).data!.messageCategories;
    expect(labels.vendor_listing).toBe('Listing my business');
  });

  it("gives a signed-in person their account's role's categories, whatever role they ask for", async () => {
    const couple = await signedIn('user');
    const vendor = await signedIn('vendor');
    const administrator = await signedIn('administrator');
    expect(await keysFor('vendor', couple.headers)).toEqual(await keysFor('user'));
    expect(await keysFor(undefined, vendor.headers)).toEqual(await keysFor('vendor'));
    expect((await keysFor(undefined, administrator.headers)).every((key) => key.startsWith('all_'))).toBe(true);
  });

  it('refuses an unknown role', async () => {
    const result = await api.graphql(categoriesQuery, { role: 'administrator' });
    expect(result.errors?.[0].extensions?.validation).toEqual({ user_role: ['Please choose who you are'] });
  });
});

describe('createMessage by a visitor', () => {
  it('validates every field with a clear message before spending the bot check, and stores nothing', async () => {
    const solution = await botCheckSolution();
    const before = (await storedMessages()).length;
    const result = await api.graphql(createMessage, { content: '  \n  ', category: '', name: ' ', email: 'not-an-address', role: 'guest', altcha: solution }, fromAddress());
    expect(result.errors?.[0].message).toBe('validation');
    expect(result.errors?.[0].extensions?.validation).toEqual({
      content: ['Message is required'],
      category: ['Please choose a category'],
      user_name: ['Name is required'],
      user_email: ['Email is not valid'],
      user_role: ['Please choose who you are'],
    });
    const missing = await api.graphql(createMessage, { content: 'Hello', category: 'all_other', altcha: solution }, fromAddress());
    expect(missing.errors?.[0].extensions?.validation).toEqual({
      user_name: ['Name is required'],
      user_email: ['Email is required'],
      user_role: ['Please choose who you are'],
    });
    // A category of another role is refused too.
    const otherRole = await api.graphql(createMessage, { ...visitorMessage({ role: 'vendor', category: 'user_booking' }), altcha: solution }, fromAddress());
    expect(otherRole.errors?.[0].extensions?.validation).toEqual({ category: ['Please choose one of the listed categories'] });
    expect(await storedMessages()).toHaveLength(before);
    // The solution was not spent on refused input.
    const sent = await api.graphql(createMessage, { ...visitorMessage(), altcha: solution }, fromAddress());
    expect(sent.errors).toBeUndefined();
  });

  it('needs the bot check: without a solution, or with one used before, nothing is sent', async () => {
    const before = (await storedMessages()).length;
    for (const altcha of [undefined, '', 'garbage']) {
      const result = await api.graphql(createMessage, { ...visitorMessage(), altcha }, fromAddress());
      expect(result.errors?.[0].extensions?.validation).toEqual({ altcha: ['Please complete the check that you are not a robot, then try again.'] });
    }
    const solution = await botCheckSolution();
    expect((await api.graphql(createMessage, { ...visitorMessage(), altcha: solution }, fromAddress())).errors).toBeUndefined();
    const replay = await api.graphql(createMessage, { ...visitorMessage(), altcha: solution }, fromAddress());
    expect(replay.errors?.[0].extensions?.validation).toHaveProperty('altcha');
    expect(await storedMessages()).toHaveLength(before + 1);
  });

  it('answers "already been taken" on user_email when the address has an account, in any letter case', async () => {
    await createUser(api.database.db, { email: 'ella.morgan@example.com' });
    const before = (await storedMessages()).length;
    const result = await api.graphql(createMessage, { ...visitorMessage({ email: 'Ella.Morgan@Example.com' }), altcha: await botCheckSolution() }, fromAddress());
    expect(result.errors?.[0].extensions?.validation).toEqual({ user_email: ['The email has already been taken.'] });
    expect(await storedMessages()).toHaveLength(before);
  });

  it("stores the message and e-mails it to the site's contact address with Reply-To the sender", async () => {
    const since = new Date();
    const message = visitorMessage({
      role: 'vendor',
      category: 'vendor_listing',
      name: 'Noah <b>Baker</b>',
      content: 'We photograph weddings around Queenstown.\n\nHow do we list our studio?',
    });
    const result = await api.graphql<{ createMessage: string }>(createMessage, { ...message, altcha: await botCheckSolution() }, fromAddress());
    expect(result.errors).toBeUndefined();
    const stored = (await storedMessages()).find((row) => String(row.id) === result.data!.createMessage);
    expect(stored).toMatchObject({
      content: message.content,
      category: 'vendor_listing',
      userName: 'Noah <b>Baker</b>',
      userEmail: message.email,
      userRole: 'vendor',
      userId: null,
    });

    const mail = await waitForMail(api.outboxDir, teamAddress, { since });
    expect(mail.subject).toBe(`Contact message #${stored!.id}: Listing my business`);
    expect(mail.replyTo).toEqual([message.email]);
    expect(mail.text).toContain(`From: Noah <b>Baker</b> <${message.email}>`);
    expect(mail.text).toContain('Who: Vendor');
    expect(mail.text).toContain('How do we list our studio?');
    expect(mail.html).toContain('Noah &lt;b&gt;Baker&lt;/b&gt;');
  });

  it('is limited per client address', async () => {
    const couple = await signedIn('user');
    const headers = { ...couple.headers, ...fromAddress() };
    for (let sent = 0; sent < contactPerAddress.limit; sent += 1) {
      expect((await api.graphql(createMessage, { content: `Question ${sent}`, category: 'all_other' }, headers)).errors).toBeUndefined();
    }
    const refused = await api.graphql(createMessage, { content: 'One more', category: 'all_other' }, headers);
    expect(refused.errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0].message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('createMessage by a signed-in person', () => {
  it('needs no bot check and writes as the account: its name, address and role, whatever the input says', async () => {
    const vendor = await signedIn('vendor', { firstName: 'Mia', lastName: 'Chen' });
    const since = new Date();
    const result = await api.graphql<{ createMessage: string }>(
      createMessage,
      { content: 'Our invoice shows the wrong plan.', category: 'vendor_billing', name: 'Someone Else', email: 'spoof@example.com', role: 'user' },
      { ...vendor.headers, ...fromAddress() },
    );
    expect(result.errors).toBeUndefined();
    const stored = (await storedMessages()).find((row) => String(row.id) === result.data!.createMessage);
    expect(stored).toMatchObject({ userName: 'Mia Chen', userEmail: vendor.email, userRole: 'vendor', userId: vendor.id, category: 'vendor_billing' });
    const mail = await waitForMail(api.outboxDir, teamAddress, { since });
    expect(mail.replyTo).toEqual([vendor.email]);

    // A couple cannot pick a vendor's category, and a blank message is refused.
    const couple = await signedIn('user');
    const wrong = await api.graphql(createMessage, { content: ' ', category: 'vendor_billing' }, { ...couple.headers, ...fromAddress() });
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ content: ['Message is required'] });
    const otherRole = await api.graphql(createMessage, { content: 'Hi', category: 'vendor_billing' }, { ...couple.headers, ...fromAddress() });
    expect(otherRole.errors?.[0].extensions?.validation).toEqual({ category: ['Please choose one of the listed categories'] });
  });
});
