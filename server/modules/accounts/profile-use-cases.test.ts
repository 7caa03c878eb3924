import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { accountTokens, sessions, users } from '../../../db/schema/accounts';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { recordSessionCookie, testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import { waitForMail } from '../../../tests/setup/outbox';
import type { RequestContext } from '../../context';
import { createMailer } from '../../integrations/mail/create-mailer';
import { createRateLimiter } from '../../integrations/rate-limit/create-rate-limiter';
import { createDiskStorage } from '../../integrations/storage/disk-storage';
import { getSettings } from '../platform/get-settings';
import type { Settings } from '../../kernel';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import { findAccount } from './find-account';
import { checkCredentials } from './sign-in';
import { startSession } from './start-session';
import { updateAvatar } from './update-avatar';
import { updateContactInfo } from './update-contact-info';
import { updateNotificationSettings } from './update-notification-settings';
import { updateWeddingInfo } from './update-wedding-info';
import { loadViewer } from './viewer';

type Context = RequestContext;

let database: DatabaseHandle;
let imagesDir: string;
let outboxDir: string;
let settings: Settings;
const rateLimiter = createRateLimiter();
let couple: TestUser;
let otherCouple: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'profile-images-'));
  outboxDir = mkdtempSync(join(tmpdir(), 'profile-outbox-'));
  settings = await getSettings(testContext(database.db), { env: {} });
});
afterAll(async () => {
  await rateLimiter.close();
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  couple = await createUser(database.db, { firstName: 'Emma', lastName: 'Clarke', nickname: 'Emma & Liam', address: 'Newtown NSW 2042' });
  otherCouple = await createUser(database.db, { firstName: 'Aroha' });
  admin = await createUser(database.db, { role: 'administrator', password: 'the administrator passphrase' });
});

/** The context of a request by `user` (a visitor when null), with no browser session. */
async function asUser(user: TestUser | null): Promise<Context> {
  return testContext(database.db, user && (await loadViewer(database.db, user.id)), {
    publicFiles: createDiskStorage(imagesDir),
    rateLimiter,
    mailer: createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' }),
    settings,
    publicUrl: 'http://localhost',
  });
}

async function png(width: number, height: number): Promise<File> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#b5838d' } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });
}

async function row(user: TestUser) {
  const [found] = await database.db.select().from(users).where(eq(users.id, user.id));
  return found;
}

/** The field errors of a call refused for its input, for comparing as a whole. */
const invalidFields = async (work: Promise<unknown>, expected: Record<string, string[]>) =>
  expect(await expectInvalid(work, Object.keys(expected))).toEqual(expected);

const avatarFiles = () => (existsSync(join(imagesDir, 'avatars')) ? readdirSync(join(imagesDir, 'avatars')) : []);

describe('who may change an account', () => {
  // Each change, asked by someone who knows their own password, and how to see that it happened.
  const cases = {
    'contact info': {
      run: (user: TestUser, context: Context) => updateContactInfo(context, { id: user.id, firstName: 'Changed' }),
      done: async (user: TestUser) => expect((await row(user)).firstName).toBe('Changed'),
    },
    'wedding information': {
      run: (user: TestUser, context: Context) => updateWeddingInfo(context, { id: user.id, weddingDate: '2030-01-05' }),
      done: async (user: TestUser) => expect((await row(user)).weddingDate).toBe('2030-01-05 00:00:00'),
    },
    notifications: {
      run: (user: TestUser, context: Context) => updateNotificationSettings(context, { id: user.id, newsletterNotify: 1 }),
      done: async (user: TestUser) => expect((await row(user)).newsletterNotify).toBe(true),
    },
    avatar: {
      run: async (user: TestUser, context: Context) => updateAvatar(context, { id: user.id, avatar: await png(400, 300) }),
      done: async (user: TestUser) => expect((await row(user)).avatar).toMatch(/^\/images\/avatars\//),
    },
    'e-mail': {
      run: (user: TestUser, context: Context, password: string) =>
        changeEmail(context, { id: String(user.id), email: `new-${user.id}@example.com`, emailConfirmation: `new-${user.id}@example.com`, currentPassword: password }),
      done: async (user: TestUser) => expect((await row(user)).email).toBe(`new-${user.id}@example.com`),
    },
    password: {
      run: (user: TestUser, context: Context, password: string) =>
        changePassword(context, { id: user.id, password: 'a fresh long passphrase', passwordConfirmation: 'a fresh long passphrase', currentPassword: password }),
      done: async (user: TestUser) => expect(await checkCredentials(database.db, { email: user.email, password: 'a fresh long passphrase' })).toBe(user.id),
    },
  };
  type CaseName = keyof typeof cases;

  it.each(Object.keys(cases) as CaseName[])("refuses %s of another couple's account, and to a visitor, and changes nothing", async (name) => {
    const before = await row(couple);
    await expectRefusal(cases[name].run(couple, await asUser(otherCouple), otherCouple.password), 'FORBIDDEN');
    await expectRefusal(cases[name].run(couple, await asUser(null), couple.password), 'UNAUTHENTICATED');
    expect(await row(couple)).toEqual(before);
  });

  it.each(Object.keys(cases) as CaseName[])('lets an administrator change %s of anyone', async (name) => {
    const viewer = await cases[name].run(couple, await asUser(admin), admin.password);
    expect(viewer.id).toBe(couple.id);
    await cases[name].done(couple);
  });

  it.each(Object.keys(cases) as CaseName[])('lets a couple change their own %s', async (name) => {
    expect((await cases[name].run(couple, await asUser(couple), couple.password)).id).toBe(couple.id);
    await cases[name].done(couple);
  });

  it('tells an administrator when the user does not exist, and refuses an id that is no id', async () => {
    await expectRefusal(updateContactInfo(await asUser(admin), { id: 999999, firstName: 'X' }), 'NOT_FOUND');
    await invalidFields(updateContactInfo(await asUser(couple), { id: 'abc', firstName: 'X' }), { id: ['The user id is not valid.'] });
  });
});

describe('reading an account', () => {
  it("gives a person their own record as it is now, an administrator anyone's, and nobody else another's", async () => {
    await database.db.update(users).set({ nickname: 'Changed since' }).where(eq(users.id, couple.id));
    expect(await findAccount(await asUser(couple), { id: couple.id })).toMatchObject({ id: couple.id, nickname: 'Changed since' });
    expect((await findAccount(await asUser(admin), { id: String(couple.id) })).id).toBe(couple.id);
    await expectRefusal(findAccount(await asUser(otherCouple), { id: couple.id }), 'FORBIDDEN');
    await expectRefusal(findAccount(await asUser(null), { id: couple.id }), 'UNAUTHENTICATED');
    await expectRefusal(findAccount(await asUser(admin), { id: 999999 }), 'NOT_FOUND');
    await invalidFields(findAccount(await asUser(couple), { id: 'me' }), { id: ['The user id is not valid.'] });
  });
});

describe('contact info', () => {
  it('trims the fields, clears the empty optional ones and keeps those left out', async () => {
    const viewer = await updateContactInfo(await asUser(couple), { id: couple.id, firstName: '  Emily ', lastName: '', address: null });
    expect(viewer).toMatchObject({ firstName: 'Emily', lastName: null, address: null, nickname: 'Emma & Liam' });
  });

  it("refuses an empty first name with spec §5's message", async () => {
    const before = await row(couple);
    await invalidFields(updateContactInfo(await asUser(couple), { id: couple.id, firstName: ' ', nickname: 'x'.repeat(61) }), {
      firstName: ['First name is required'],
      nickname: ['Nickname may be at most 60 characters'],
    });
    expect(await row(couple)).toEqual(before);
  });
});

describe('wedding information', () => {
  it.each([
    ['2027-03-06', '2027-03-06 00:00:00'],
    ['2027-03-06T15:30:00.000Z', '2027-03-06 15:30:00'],
    ['6/3/2027 15:00', '2027-03-06 15:00:00'],
  ])('normalises %s to %s', async (input, stored) => {
    const viewer = await updateWeddingInfo(await asUser(couple), { id: couple.id, weddingDate: input, weddingVenue: ' Harbour Light ' });
    expect(viewer).toMatchObject({ weddingDate: stored, weddingVenue: 'Harbour Light' });
    expect((await row(couple)).weddingDate).toBe(stored);
  });

  it('clears the date when it is empty', async () => {
    await updateWeddingInfo(await asUser(couple), { id: couple.id, weddingDate: '2027-03-06' });
    expect((await updateWeddingInfo(await asUser(couple), { id: couple.id, weddingDate: '' })).weddingDate).toBeNull();
  });

  it.each(['next spring', '2027-02-30', '1066-10-14'])('refuses %j and writes nothing', async (input) => {
    await updateWeddingInfo(await asUser(couple), { id: couple.id, weddingDate: '2027-03-06' });
    const before = await row(couple);
    await invalidFields(updateWeddingInfo(await asUser(couple), { id: couple.id, weddingDate: input, weddingVenue: 'Elsewhere' }), {
      weddingDate: ['The wedding date is not a valid date.'],
    });
    expect(await row(couple)).toEqual(before);
  });
});

describe('notifications', () => {
  it('stores the choices', async () => {
    const viewer = await updateNotificationSettings(await asUser(couple), { id: couple.id, newsletterNotify: 1, updatesNotify: 0, messagesNotifyFrequently: 2 });
    expect(viewer).toMatchObject({ newsletterNotify: true, updatesNotify: false, messagesNotifyFrequently: 2 });
  });

  it('refuses numbers outside the ranges', async () => {
    await invalidFields(updateNotificationSettings(await asUser(couple), { id: couple.id, newsletterNotify: 2, messagesNotifyFrequently: 3 }), {
      newsletterNotify: ['Newsletter must be a whole number from 0 to 1'],
      messagesNotifyFrequently: ['Messages frequency must be a whole number from 0 to 2'],
    });
  });

  it("reads a form's digits as the numbers GraphQL sends", async () => {
    const viewer = await updateNotificationSettings(await asUser(couple), { id: String(couple.id), newsletterNotify: '0', updatesNotify: '1', messagesNotifyFrequently: '0' });
    expect(viewer).toMatchObject({ newsletterNotify: false, updatesNotify: true, messagesNotifyFrequently: 0 });
  });
});

describe('avatar', () => {
  it('stores a square WebP under a random name and removes the old picture', async () => {
    const first = await updateAvatar(await asUser(couple), { id: couple.id, avatar: await png(900, 600) });
    expect(first.avatar).toMatch(/^\/images\/avatars\/[0-9a-f]{32}\.webp$/);
    const stored = await sharp(join(imagesDir, first.avatar!.replace('/images/', ''))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 512, 512]);

    const second = await updateAvatar(await asUser(couple), { id: couple.id, avatar: await png(300, 200) });
    expect(second.avatar).not.toBe(first.avatar);
    expect(avatarFiles().filter((name) => name.startsWith(first.avatar!.slice('/images/avatars/'.length)))).toEqual([]);
    const small = await sharp(join(imagesDir, second.avatar!.replace('/images/', ''))).metadata();
    expect([small.width, small.height]).toEqual([200, 200]);
  });

  const invalid = async (avatar: unknown) => {
    const before = await row(couple);
    const files = avatarFiles();
    const fields = await expectInvalid(updateAvatar(await asUser(couple), { id: couple.id, avatar }), ['avatar']);
    expect(await row(couple)).toEqual(before);
    expect(avatarFiles()).toEqual(files);
    return fields;
  };

  it('refuses a 12 MB file without reading it', async () => {
    const big = new File([new Uint8Array(12 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    expect(await invalid(big)).toEqual({ avatar: ['Invalid File!', 'The picture must be smaller than 10 MB.'] });
  });

  it('refuses a picture smaller than 300 × 200', async () => {
    expect(await invalid(await png(200, 150))).toEqual({
      avatar: ['Invalid File!', 'The picture must be at least 300 px wide.', 'The picture must be at least 200 px high.'],
    });
    expect(await invalid(await png(300, 199))).toEqual({ avatar: ['Invalid File!', 'The picture must be at least 200 px high.'] });
  });

  it('refuses text named .jpg and sent as a PNG, an SVG, a truncated picture and no file at all', async () => {
    const typeMessage = { avatar: ['Invalid File!', 'Please choose a JPEG, PNG, WebP, GIF or AVIF picture.'] };
    expect(await invalid(new File(['this is not a picture at all'], 'photo.jpg', { type: 'image/png' }))).toEqual(typeMessage);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="red"/></svg>`;
    expect(await invalid(new File([svg], 'photo.svg', { type: 'image/svg+xml' }))).toEqual(typeMessage);
    const whole = new Uint8Array(await sharp({ create: { width: 800, height: 600, channels: 3, background: '#fff' } }).jpeg().toBuffer());
    expect(await invalid(new File([whole.slice(0, whole.length / 2)], 'half.jpg'))).toEqual(typeMessage);
    expect(await invalid(undefined)).toEqual({ avatar: ['Invalid File!'] });
  });

  it('turns an upright picture from its EXIF orientation and keeps no metadata', async () => {
    // Stored 199 × 400 with "rotate 90°": shown 400 × 199, wide enough but not high enough.
    const rotated = await sharp({ create: { width: 199, height: 400, channels: 3, background: '#8a9a86' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await invalid(new File([new Uint8Array(rotated)], 'r.jpg'))).toEqual({ avatar: ['Invalid File!', 'The picture must be at least 200 px high.'] });
    const upright = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8a9a86' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const viewer = await updateAvatar(await asUser(couple), { id: couple.id, avatar: new File([new Uint8Array(upright)], 'u.jpg') });
    const stored = await sharp(join(imagesDir, viewer.avatar!.replace('/images/', ''))).metadata();
    expect([stored.width, stored.orientation, stored.exif]).toEqual([300, undefined, undefined]);
  });
});

describe('e-mail change', () => {
  const change = async (user: TestUser, fields: Record<string, unknown>) =>
    changeEmail(await asUser(user), { id: user.id, currentPassword: 'correct horse battery', ...fields });

  it('changes the address, marks it unverified, voids the links sent to the old one, and e-mails both', async () => {
    const since = new Date();
    await database.db.insert(accountTokens).values({ id: `t-${couple.id}`, userId: couple.id, purpose: 'reset_password', email: couple.email, expiresAt: new Date(Date.now() + 3600_000) });
    const viewer = await change(couple, { email: ' Emma.New@Example.com ', emailConfirmation: 'emma.new@example.com' });
    expect(viewer).toMatchObject({ email: 'Emma.New@Example.com', emailVerified: false });
    expect(await checkCredentials(database.db, { email: 'emma.new@example.com', password: 'correct horse battery' })).toBe(couple.id);

    // A confirmation link to the new address (the only token left), and a notice to the old one.
    const activation = await waitForMail(outboxDir, 'Emma.New@Example.com', { since });
    expect(activation.subject).toBe('Confirm your e-mail address for Ever After');
    const link = activation.links.find((url) => url.includes('/email-activation/'));
    expect(link).toMatch(/^http:\/\/localhost\/email-activation\/[A-Za-z0-9_-]{43}$/);
    const tokens = await database.db.select().from(accountTokens).where(eq(accountTokens.userId, couple.id));
    expect(tokens.map((token) => [token.purpose, token.email])).toEqual([['verify_email', 'Emma.New@Example.com']]);
    const notice = await waitForMail(outboxDir, couple.email, { since });
    expect(notice.subject).toBe('Your Ever After e-mail address was changed');
    expect(notice.text).toContain('changed to Emma.New@Example.com');
  });

  it('limits guesses of the current password per person', async () => {
    const context = await asUser(couple);
    const guess = { id: couple.id, email: 'x@example.com', emailConfirmation: 'x@example.com', currentPassword: 'guess' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await invalidFields(changeEmail(context, guess), { currentPassword: ['The current password is not correct.'] });
    }
    await expectRefusal(changeEmail(context, guess), 'TOO_MANY_ATTEMPTS');
    await expectRefusal(
      changePassword(context, { id: couple.id, currentPassword: couple.password, password: 'a fresh long passphrase', passwordConfirmation: 'a fresh long passphrase' }),
      'TOO_MANY_ATTEMPTS',
    );
  });

  it('refuses a wrong current password, a mismatched repeat, a taken address and bad input, changing nothing', async () => {
    const before = await row(couple);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'a@example.com', emailConfirmation: 'a@example.com', currentPassword: 'wrong' }, { currentPassword: ['The current password is not correct.'] }],
      [{ email: 'a@example.com', emailConfirmation: 'b@example.com' }, { emailConfirmation: ['The email confirmation does not match.'] }],
      [{ email: otherCouple.email.toUpperCase(), emailConfirmation: otherCouple.email }, { email: ['The email has already been taken.'] }],
      [{ email: couple.email, emailConfirmation: couple.email }, { email: ['This is already the account’s email address.'] }],
      [
        { email: 'not-an-address', emailConfirmation: '', currentPassword: '' },
        { email: ['Email is not valid'], emailConfirmation: ['Email confirmation is required'], currentPassword: ['Current password is required'] },
      ],
    ];
    for (const [fields, expected] of cases) await invalidFields(change(couple, fields), expected);
    expect(await row(couple)).toEqual(before);
  });

  it("asks an administrator for their own password, not the user's", async () => {
    const input = { id: couple.id, email: `moved-${couple.id}@example.com`, emailConfirmation: `moved-${couple.id}@example.com` };
    await invalidFields(changeEmail(await asUser(admin), { ...input, currentPassword: couple.password }), {
      currentPassword: ['The current password is not correct.'],
    });
    expect((await changeEmail(await asUser(admin), { ...input, currentPassword: admin.password })).email).toBe(input.email);
  });
});

describe('password change', () => {
  const input = (user: TestUser, fields: Record<string, unknown> = {}) => ({
    id: user.id,
    currentPassword: 'correct horse battery',
    password: 'a fresh long passphrase',
    passwordConfirmation: 'a fresh long passphrase',
    ...fields,
  });

  it('refuses a wrong current password, a mismatch, a short and a common password, changing nothing', async () => {
    const before = await row(couple);
    const context = await asUser(couple);
    await invalidFields(changePassword(context, input(couple, { currentPassword: 'wrong' })), { currentPassword: ['The current password is not correct.'] });
    await invalidFields(changePassword(context, input(couple, { passwordConfirmation: 'another long passphrase' })), {
      passwordConfirmation: ['The password confirmation does not match.'],
    });
    await invalidFields(changePassword(context, input(couple, { password: 'abc', passwordConfirmation: 'abc' })), {
      password: ['Password must be at least 6 characters'],
      passwordConfirmation: ['Confirmation must be at least 6 characters'],
    });
    await invalidFields(changePassword(context, input(couple, { password: 'password1', passwordConfirmation: 'password1' })), {
      password: ['This password is too common. Please choose another.'],
    });
    expect(await row(couple)).toEqual(before);
  });

  it("by an administrator ends every session of the user and starts none for the administrator's browser", async () => {
    await startSession(database.db, couple.id, 'cookie');
    await startSession(database.db, couple.id, 'bearer');
    await startSession(database.db, admin.id, 'cookie');
    const sessionCookie = recordSessionCookie();
    const context = { ...(await asUser(admin)), sessionCookie };
    await changePassword(context, input(couple, { currentPassword: admin.password }));
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, couple.id))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(1);
    expect(sessionCookie.writes).toEqual([]);
    expect(await checkCredentials(database.db, { email: couple.email, password: 'a fresh long passphrase' })).toBe(couple.id);
    const notice = await waitForMail(outboxDir, couple.email);
    expect(notice.subject).toBe('Your Ever After password was changed');
    expect(notice.links).toContain('http://localhost/password/reset');
  });
});
