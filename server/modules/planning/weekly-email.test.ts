import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { planningSettings } from '../../../db/schema/planning';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import { createMailer } from '../../integrations/mail/create-mailer';
import { listOutbox, readOutboxMessage, type OutboxMessage } from '../../integrations/mail/outbox';
import { hashSecretToken, type Viewer } from '../../kernel';
import { updateWeddingInfo } from '../accounts';
import {
  checkWeeklyPlanningEmailLink,
  completeTask,
  planningEmail,
  planningOverview,
  sendWeeklyPlanningEmails,
  setPlanningEmail,
  unsubscribeWeeklyPlanningEmail,
  weeklyPlanningEmails,
} from '.';
import { invalidUnsubscribeLink } from './policy';
import { taskLine } from './weekly-email-message';

/** Issue 33's weekly e-mail of the next tasks: off by default, the couple's own switch, a job that sends once a week, an unsubscribe link. */

let database: DatabaseHandle;
let outboxDir: string;
const publicUrl = 'https://everafter.example';
/** 1 March 2027, 11 am in Sydney. */
const start = new Date('2027-03-01T00:00:00Z');
let now = start;
const dayMs = 86_400_000;
const later = (days: number) => new Date(start.getTime() + days * dayMs);

let mia: TestPerson;
let noDate: TestPerson;
let married: TestPerson;
let suspended: TestPerson;
let quiet: TestPerson;
let vendor: TestPerson;
let admin: TestPerson;

const as = (viewer: Viewer | null): RequestContext => testContext(database.db, viewer, { clock: { now: () => now }, mailer: createMailer({ outboxDir, from: 'Ever After <no-reply@localhost>' }), publicUrl });
const system = () => as(null);

/** Every weekly e-mail in the outbox, oldest first. */
async function weeklyMails(): Promise<OutboxMessage[]> {
  const entries = (await listOutbox(outboxDir, { limit: 500 })).filter((entry) => entry.subject === 'Your wedding checklist this week').reverse();
  return Promise.all(entries.map(async (entry) => (await readOutboxMessage(outboxDir, entry.file))!));
}
const mailsTo = async (person: TestPerson) => (await weeklyMails()).filter((mail) => mail.to.includes(person.email.toLowerCase()));
const settingsOf = async (person: TestPerson) => (await database.db.select().from(planningSettings).where(eq(planningSettings.coupleId, person.id)))[0];
const tokenOf = (mail: OutboxMessage) => mail.links.find((link) => link.includes('/planning/unsubscribe/'))!.split('/').at(-1)!;

beforeAll(async () => {
  database = await createTestDatabase();
  outboxDir = mkdtempSync(join(tmpdir(), 'ever-after-weekly-email-'));
  mia = await createCouple(database.db, { firstName: 'Mia', weddingDate: '2027-07-01 15:00:00', weddingLocation: 'Hunter Valley NSW' });
  noDate = await createCouple(database.db, { firstName: 'Noa' });
  married = await createCouple(database.db, { firstName: 'Maya', weddingDate: '2027-02-27 15:00:00', weddingLocation: 'Hunter Valley NSW' });
  suspended = await createCouple(database.db, { firstName: 'Sol', weddingDate: '2027-09-01 12:00:00', suspendedAt: new Date('2027-01-01T00:00:00Z') });
  quiet = await createCouple(database.db, { firstName: 'Quinn', weddingDate: '2027-08-01 12:00:00', weddingLocation: 'Hunter Valley NSW' });
  vendor = await createVendor(database.db);
  admin = await createAdmin(database.db);
});

afterAll(async () => {
  await database?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the switch', () => {
  it('is off by default, and only the couple themself can switch it', async () => {
    expect(await planningEmail(as(mia))).toEqual({ weekly: false, lastSentAt: null });
    expect(await planningEmail(as(quiet))).toEqual({ weekly: false, lastSentAt: null });

    await expectRefusal(setPlanningEmail(as(null), { weekly: true }), 'UNAUTHENTICATED');
    await expectRefusal(setPlanningEmail(as(vendor), { weekly: true }), 'FORBIDDEN');
    await expectRefusal(setPlanningEmail(as(admin), { weekly: true }), 'FORBIDDEN');
    await expectRefusal(planningEmail(as(null)), 'UNAUTHENTICATED');
    await expectRefusal(planningEmail(as(vendor)), 'FORBIDDEN');
    await expectRefusal(planningEmail(as(admin)), 'FORBIDDEN');
    // Another couple's switch is their own: there is no way to name someone else's (an id is ignored).
    await setPlanningEmail(as(married), { weekly: true, id: mia.id, coupleId: mia.id });
    expect(await planningEmail(as(mia))).toEqual({ weekly: false, lastSentAt: null });
    expect(await planningEmail(as(married))).toMatchObject({ weekly: true });

    expect(await setPlanningEmail(as(mia), { weekly: true })).toEqual({ weekly: true, lastSentAt: null });
    expect(await planningEmail(as(mia))).toEqual({ weekly: true, lastSentAt: null });
    // A checkbox: a form's "on" is on, anything else (left out) is off.
    expect(await setPlanningEmail(as(mia), {})).toMatchObject({ weekly: false });
    expect(await setPlanningEmail(as(mia), { weekly: 'on' })).toMatchObject({ weekly: true });
    for (const couple of [noDate, suspended]) await setPlanningEmail(as(couple), { weekly: true });
    // The job sends nothing to a couple who never switched it on, and only the job sends.
    await expectRefusal(sendWeeklyPlanningEmails(as(vendor)), 'FORBIDDEN');
    await expectRefusal(sendWeeklyPlanningEmails(as(mia)), 'FORBIDDEN');
  });
});

describe('the job', () => {
  it('runs hourly, one instance at a time', () => {
    expect(weeklyPlanningEmails).toMatchObject({ name: 'weekly-planning-emails', everyMs: 60 * 60_000, run: sendWeeklyPlanningEmails });
  });

  it('sends to couples who opted in with a wedding to come: the next five tasks with their dates, /planning and the unsubscribe link', async () => {
    // Two instances at once send one e-mail: the week is claimed before the e-mail goes.
    const runs = await Promise.all([sendWeeklyPlanningEmails(system()), sendWeeklyPlanningEmails(system())]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    const mails = await weeklyMails();
    // Not to a couple without a wedding date, one whose day has passed, a suspended one, or one who never opted in.
    expect(mails.map((mail) => mail.to)).toEqual([[mia.email.toLowerCase()]]);

    const [mail] = mails;
    const overview = await planningOverview(as(mia));
    expect(overview.nextTasks).toHaveLength(5);
    const lines = overview.nextTasks.map((task) => taskLine(task, overview.today));
    expect(lines[0]).toMatch(/^.+: due \d{1,2} [A-Z][a-z]+ 2027$/);
    expect(mail.text).toContain(`Hi Mia,\n\n122 days until you say I Do! These are the next tasks on your checklist:\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\n`);
    for (const line of lines) expect(mail.html).toContain(`>${line.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</li>`);
    expect(mail.links).toContain(`${publicUrl}/planning`);
    const unsubscribe = mail.links.find((link) => link.startsWith(`${publicUrl}/planning/unsubscribe/`))!;
    expect(mail.text).toContain(`Unsubscribe:\n${unsubscribe}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // The link carries nothing of the couple's; the database keeps only its hash.
    const token = tokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const settings = await settingsOf(mia);
    expect(settings).toMatchObject({ weeklyEmail: true, weeklyEmailSentAt: start, weeklyEmailTokenHash: hashSecretToken(token) });
    expect(JSON.stringify(settings)).not.toContain(token);
    expect(await planningEmail(as(mia))).toEqual({ weekly: true, lastSentAt: start });
  });

  it('sends again after 7 days, not before, and follows the ticked tasks', async () => {
    now = later(1);
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 0 });
    // Switching it off and on again does not bring the next e-mail forward.
    await setPlanningEmail(as(mia), { weekly: false });
    await setPlanningEmail(as(mia), { weekly: true });
    now = new Date(later(7).getTime() - 60_000);
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 0 });
    const first = (await planningOverview(as(mia))).nextTasks[0];
    await completeTask(as(mia), { id: first.id });

    now = later(7);
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 1 });
    const mails = await mailsTo(mia);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('115 days until you say I Do!');
    expect(mails[1].text).not.toContain(`- ${first.title}`);
    // The same link in every e-mail.
    expect(tokenOf(mails[1])).toBe(tokenOf(mails[0]));
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 0 });
    // An administrator may run it by hand: nothing is due.
    expect(await sendWeeklyPlanningEmails(as(admin))).toEqual({ sent: 0 });

    // A couple who opted in before setting a date hears on the next run after they set one.
    await updateWeddingInfo(as(noDate), { id: noDate.id, weddingDate: '2027-10-09' });
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 1 });
    expect((await mailsTo(noDate))[0].text).toContain('Hi Noa,\n\n215 days until you say I Do!');
    expect(await mailsTo(quiet)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('switches the e-mail off without a sign-in; the GET only looks; a wrong link is refused and reveals nothing', async () => {
    const [mail] = await mailsTo(mia);
    const token = tokenOf(mail);
    expect(await checkWeeklyPlanningEmailLink(as(null), { token })).toEqual({ weekly: true });
    expect(await planningEmail(as(mia))).toMatchObject({ weekly: true });

    expect(await unsubscribeWeeklyPlanningEmail(as(null), { token })).toEqual({ weekly: false });
    expect(await planningEmail(as(mia))).toMatchObject({ weekly: false });
    expect(await checkWeeklyPlanningEmailLink(as(null), { token })).toEqual({ weekly: false });
    // Again: nothing changes.
    expect(await unsubscribeWeeklyPlanningEmail(as(null), { token })).toEqual({ weekly: false });

    // Another couple's token, a token one letter off, cut short or longer, an id, nothing: one answer.
    const other = tokenOf((await mailsTo(noDate))[0]);
    const wrong = [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token.slice(1), `${token}x`, String(mia.id), mia.email, ''];
    for (const useCase of [unsubscribeWeeklyPlanningEmail, checkWeeklyPlanningEmailLink]) {
      for (const value of wrong) expect((await expectRefusal(useCase(as(null), { token: value }), 'NOT_FOUND')).message).toBe(invalidUnsubscribeLink);
      // Input of no possible shape is refused as input, in the same words.
      for (const value of ['x'.repeat(2000), 42, null]) expect(await expectInvalid(useCase(as(null), { token: value }), ['token'])).toEqual({ token: [invalidUnsubscribeLink] });
    }
    expect(await checkWeeklyPlanningEmailLink(as(null), { token: other })).toEqual({ weekly: true });
    expect(await planningEmail(as(noDate))).toMatchObject({ weekly: true });

    // Off stays off: weeks later, Noa hears again and Mia does not.
    now = later(30);
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 1 });
    expect(await mailsTo(noDate)).toHaveLength(2);
    expect(await mailsTo(mia)).toHaveLength(2);
    // Switched on again in the profile, the same link works again.
    await setPlanningEmail(as(mia), { weekly: true });
    expect(await sendWeeklyPlanningEmails(system())).toEqual({ sent: 1 });
    const mails = await mailsTo(mia);
    expect(tokenOf(mails[2])).toBe(token);
  });
});
