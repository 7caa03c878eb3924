import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';
import { createUser, sessionCookieFrom, type TestUser } from '../../tests/factories/users';
import { filesTooLargeMessage, maxReviewRequestBytes } from '../http/body-limit';
import { startSession } from '../modules/accounts/start-session';

const login = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const viewerQuery = `{ viewer { id } }`;
const userFields = `id email email_verified first_name last_name nickname address avatar wedding_date wedding_venue wedding_location newsletter_notify updates_notify messages_notify_frequently`;
const updateUser = `mutation (
  $id: ID!, $avatar: File, $first_name: String, $last_name: String, $address: String, $nickname: String,
  $wedding_date: String, $wedding_venue: String, $wedding_location: String,
  $newsletter_notify: Int, $updates_notify: Int, $messages_notify_frequently: Int
) {
  updateUser(
    id: $id, avatar: $avatar, first_name: $first_name, last_name: $last_name, address: $address, nickname: $nickname,
    wedding_date: $wedding_date, wedding_venue: $wedding_venue, wedding_location: $wedding_location,
    newsletter_notify: $newsletter_notify, updates_notify: $updates_notify, messages_notify_frequently: $messages_notify_frequently
  ) { ${userFields} }
}`;
const updateUserEmail = `mutation ($id: ID!, $email: String!, $email_confirmation: String!, $current_password: String!) {
  updateUserEmail(id: $id, email: $email, email_confirmation: $email_confirmation, current_password: $current_password) { id email email_verified }
}`;
const updateUserPassword = `mutation ($id: ID!, $password: String!, $password_confirmation: String!, $current_password: String!) {
  updateUserPassword(id: $id, password: $password, password_confirmation: $password_confirmation, current_password: $current_password) { id }
}`;

type User = Record<string, unknown>;

let api: TestApi;
let couple: TestUser;
let otherCouple: TestUser;
let cookie: string;

async function signIn(user: TestUser, password = user.password): Promise<string> {
  return sessionCookieFrom((await api.graphql(login, { email: user.email, password })).headers);
}

beforeAll(async () => {
  api = await createTestApi();
  couple = await createUser(api.database.db, { firstName: 'Emma', nickname: 'Emma & Liam' });
  otherCouple = await createUser(api.database.db, { firstName: 'Aroha' });
  cookie = await signIn(couple);
});
afterAll(() => api.close());

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file as $avatar. */
async function uploadAvatar(id: number, file: Blob, name: string, headers: Record<string, string> = { Cookie: cookie }) {
  const body = new FormData();
  body.set('operations', JSON.stringify({ query: updateUser, variables: { id, avatar: null } }));
  body.set('map', JSON.stringify({ 0: ['variables.avatar'] }));
  body.set('0', file, name);
  const response = await api.app.request('/graphql', { method: 'POST', headers: { Accept: 'application/graphql-response+json', ...headers }, body });
  return { status: response.status, ...((await response.json()) as { data?: { updateUser: User }; errors?: GraphQLErrorBody[] }) };
}

async function png(width: number, height: number): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b5838d' } }).png().toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/png' });
}

describe('updateUser', () => {
  it('changes contact info and answers the viewer-shaped user', async () => {
    const result = await api.graphql<{ updateUser: User }>(
      updateUser,
      { id: String(couple.id), first_name: 'Emily', last_name: 'Clarke', address: 'Newtown NSW 2042', nickname: 'Em & Liam' },
      { Cookie: cookie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateUser).toMatchObject({ id: String(couple.id), first_name: 'Emily', last_name: 'Clarke', address: 'Newtown NSW 2042', nickname: 'Em & Liam' });
  });

  it('normalises the wedding date to YYYY-MM-DD HH:mm:ss', async () => {
    const result = await api.graphql<{ updateUser: User }>(
      updateUser,
      { id: couple.id, wedding_date: '2027-10-16T15:30:00.000+11:00', wedding_venue: 'Harbour Light Pavilion', wedding_location: 'Hunter Valley' },
      { Cookie: cookie },
    );
    expect(result.data?.updateUser).toMatchObject({ wedding_date: '2027-10-16 15:30:00', wedding_venue: 'Harbour Light Pavilion', wedding_location: 'Hunter Valley' });
    const bad = await api.graphql(updateUser, { id: couple.id, wedding_date: 'sometime' }, { Cookie: cookie });
    expect(bad.status).toBe(200);
    expect(bad.errors?.[0]).toMatchObject({ message: 'validation', extensions: { validation: { wedding_date: ['The wedding date is not a valid date.'] } } });
  });

  it('changes the notification settings as integers', async () => {
    const result = await api.graphql<{ updateUser: User }>(
      updateUser,
      { id: couple.id, newsletter_notify: 1, updates_notify: 0, messages_notify_frequently: 2 },
      { Cookie: cookie },
    );
    expect(result.data?.updateUser).toMatchObject({ newsletter_notify: true, updates_notify: false, messages_notify_frequently: 2 });
  });

  it('refuses a mix of forms and no form at all as a validation error', async () => {
    for (const variables of [{ id: couple.id, first_name: 'Emma', wedding_venue: 'Somewhere' }, { id: couple.id }]) {
      const result = await api.graphql(updateUser, variables, { Cookie: cookie });
      expect(result.errors?.[0].message).toBe('validation');
      expect(result.errors?.[0].extensions?.validation?.input?.[0]).toMatch(/^Give the fields of one form/);
    }
  });

  it("refuses another couple's profile, and a visitor, with a general error", async () => {
    const other = await api.graphql(updateUser, { id: otherCouple.id, first_name: 'Mallory' }, { Cookie: cookie });
    expect(other.errors?.[0]).toMatchObject({ message: 'You are not allowed to do that.', extensions: { code: 'FORBIDDEN' } });
    const visitor = await api.graphql(updateUser, { id: couple.id, first_name: 'Mallory' });
    expect(visitor.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('updateUser with an avatar (multipart upload)', () => {
  it('stores the picture and serves it under /images/avatars/', async () => {
    const result = await uploadAvatar(couple.id, await png(640, 480), 'photo.png');
    expect(result.errors).toBeUndefined();
    const avatar = result.data?.updateUser.avatar as string;
    expect(avatar).toMatch(/^\/images\/avatars\/[0-9a-f]{32}\.webp$/);
    const image = await api.app.request(avatar);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([480, 480]);
  });

  it("answers spec §5's 'Invalid File!' for what is not a big enough picture", async () => {
    const small = await uploadAvatar(couple.id, await png(200, 150), 'small.png');
    expect(small.errors?.[0].extensions?.validation).toEqual({
      avatar: ['Invalid File!', 'The picture must be at least 300 px wide.', 'The picture must be at least 200 px high.'],
    });
    const text = await uploadAvatar(couple.id, new Blob(['not a picture'], { type: 'image/png' }), 'photo.jpg');
    expect(text.errors?.[0].extensions?.validation).toEqual({ avatar: ['Invalid File!', 'Please choose a JPEG, PNG, WebP, GIF or AVIF picture.'] });
  });

  it('refuses a 12 MB picture on its field, and a request past what a multipart request may carry before reading it, streamed or announced by Content-Length', async () => {
    // A GraphQL multipart request may carry a review's five photos (issue 32): one 12 MB picture is read and refused by the use case.
    const big = new Blob([new Uint8Array(12 * 1024 * 1024)], { type: 'image/jpeg' });
    const tooBig = await uploadAvatar(couple.id, big, 'big.jpg');
    expect(tooBig.errors?.[0].extensions?.validation).toEqual({ avatar: ['Invalid File!', 'The picture must be smaller than 10 MB.'] });
    const huge = new Blob([new Uint8Array(maxReviewRequestBytes + 1)], { type: 'image/jpeg' });
    const streamed = await uploadAvatar(couple.id, huge, 'huge.jpg');
    expect(streamed.status).toBe(413);
    expect(streamed.errors).toEqual([{ message: filesTooLargeMessage, extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }]);
    const announced = await api.app.request('/graphql', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(huge.size) },
      body: huge,
    });
    expect(announced.status).toBe(413);
  });

  it("refuses an upload to another couple's profile", async () => {
    const result = await uploadAvatar(otherCouple.id, await png(640, 480), 'photo.png');
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateUserEmail', () => {
  it('changes the address, which is then unverified, and refuses a taken one per field', async () => {
    const email = `emma.${couple.id}@example.com`;
    const changed = await api.graphql<{ updateUserEmail: User }>(
      updateUserEmail,
      { id: couple.id, email, email_confirmation: email, current_password: couple.password },
      { Cookie: cookie },
    );
    expect(changed.data?.updateUserEmail).toEqual({ id: String(couple.id), email, email_verified: false });
    couple = { ...couple, email };

    const taken = await api.graphql(
      updateUserEmail,
      { id: couple.id, email: otherCouple.email, email_confirmation: otherCouple.email, current_password: couple.password },
      { Cookie: cookie },
    );
    expect(taken.errors?.[0]).toMatchObject({ message: 'validation', extensions: { validation: { email: ['The email has already been taken.'] } } });

    const wrong = await api.graphql(updateUserEmail, { id: couple.id, email: 'x@example.com', email_confirmation: 'y@example.com', current_password: 'nope' }, { Cookie: cookie });
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ email_confirmation: ['The email confirmation does not match.'] });
  });

  it("refuses another couple's e-mail", async () => {
    const result = await api.graphql(
      updateUserEmail,
      { id: otherCouple.id, email: 'stolen@example.com', email_confirmation: 'stolen@example.com', current_password: couple.password },
      { Cookie: cookie },
    );
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('updateUserPassword', () => {
  it('ends every other session and keeps this browser signed in with a new session', async () => {
    const user = await createUser(api.database.db);
    const browser = await signIn(user);
    const otherBrowser = await signIn(user);
    const result = await api.graphql<{ updateUserPassword: User }>(
      updateUserPassword,
      { id: user.id, current_password: user.password, password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' },
      { Cookie: browser },
    );
    expect(result.data).toEqual({ updateUserPassword: { id: String(user.id) } });
    const renewed = sessionCookieFrom(result.headers);
    expect(renewed).not.toBe(browser);

    expect((await api.graphql(viewerQuery, {}, { Cookie: renewed })).data).toEqual({ viewer: { id: String(user.id) } });
    expect((await api.graphql(viewerQuery, {}, { Cookie: browser })).data).toEqual({ viewer: null });
    expect((await api.graphql(viewerQuery, {}, { Cookie: otherBrowser })).data).toEqual({ viewer: null });
    expect((await api.graphql(login, { email: user.email, password: user.password })).errors?.[0].message).toBe('These credentials do not match our records.');
    expect((await api.graphql(login, { email: user.email, password: 'a brand new passphrase' })).data).toEqual({ login: { id: String(user.id) } });
  });

  it('keeps the bearer session of an API client that changes its password, and ends the rest', async () => {
    const user = await createUser(api.database.db);
    const { token } = await startSession(api.database.db, user.id, 'bearer');
    const browser = await signIn(user);
    const result = await api.graphql(
      updateUserPassword,
      { id: user.id, current_password: user.password, password: 'another new passphrase', password_confirmation: 'another new passphrase' },
      { Authorization: `Bearer ${token}` },
    );
    expect(result.errors).toBeUndefined();
    expect(result.headers.getSetCookie()).toEqual([]);
    expect((await api.graphql(viewerQuery, {}, { Authorization: `Bearer ${token}` })).data).toEqual({ viewer: { id: String(user.id) } });
    expect((await api.graphql(viewerQuery, {}, { Cookie: browser })).data).toEqual({ viewer: null });
  });

  it("refuses a wrong current password per field and another couple's password", async () => {
    const variables = { current_password: 'wrong', password: 'a brand new passphrase', password_confirmation: 'a brand new passphrase' };
    const wrong = await api.graphql(updateUserPassword, { id: couple.id, ...variables }, { Cookie: cookie });
    expect(wrong.errors?.[0].extensions?.validation).toEqual({ current_password: ['The current password is not correct.'] });
    const other = await api.graphql(updateUserPassword, { id: otherCouple.id, ...variables, current_password: couple.password }, { Cookie: cookie });
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
