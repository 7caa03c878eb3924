import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../db/client';
import { planningBudgetItems, planningSettings, planningTasks } from '../../../db/schema/planning';
import { createChatWorld, type ChatWorld } from '../../../tests/factories/messaging';
import { createAdmin, createCouple, type TestPerson } from '../../../tests/factories/users';
import { expectInvalid, expectRefusal } from '../../../tests/setup/assertions';
import { testContext } from '../../../tests/setup/context';
import { createTestDatabase } from '../../../tests/setup/database';
import type { RequestContext } from '../../context';
import type { Viewer } from '../../kernel';
import { acceptQuote, confirmBooking, markDepositReceived, sendQuote } from '../bookings';
import { startConversation } from '../messaging';
import {
  addBudgetItem,
  addBudgetPayment,
  addTask,
  budget,
  checklist,
  completeTask,
  deleteBudgetItem,
  exportBudget,
  hideTask,
  moveTask,
  planningOverview,
  setBudget,
  updateBudgetItem,
  updateBudgetPayment,
  updateTask,
  type Checklist,
} from '.';

let database: DatabaseHandle;
let imagesDir: string;
let world: ChatWorld;
let admin: TestPerson;
/** 1 March 2027, 11 am in Sydney. */
const now = new Date('2027-03-01T00:00:00Z');
/** A couple marrying in the Hunter Valley four months from now. */
let couple: TestPerson;

const as = (viewer: Viewer | null): RequestContext => testContext(database.db, viewer, { clock: { now: () => now } });
const tasksOf = (list: Checklist) => list.periods.flatMap((period) => period.tasks);
/** A context whose database refuses every query: input refused "before any query" never reaches it. */
const noDatabase = (): RequestContext => ({ ...as(couple), db: new Proxy({}, { get: () => { throw new Error('the database was queried'); } }) as Database });

beforeAll(async () => {
  database = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-planning-'));
  world = await createChatWorld(database.db, imagesDir);
  admin = await createAdmin(database.db);
  couple = await createCouple(database.db, { firstName: 'Mia', weddingDate: '2027-07-01 15:00:00', weddingLocation: 'Hunter Valley NSW' });
});

afterAll(async () => {
  await database?.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('the checklist', () => {
  it('lays out a wedding four months away: nothing overdue, late tasks in the first weeks, the NOIM task one month and a day before', async () => {
    const list = await checklist(as(couple));
    expect(list.country).toBe('au');
    expect(list.compressed).toBe(true);
    const tasks = tasksOf(list);
    expect(tasks.length).toBeGreaterThanOrEqual(39);
    expect(tasks.filter((task) => task.overdue)).toEqual([]);
    expect(tasks.every((task) => task.dueDate !== null && task.dueDate > '2027-03-01')).toBe(true);
    const noim = tasks.find((task) => task.template === 'legal-au-noim')!;
    expect(noim.dueDate).toBe('2027-05-31');
    expect(noim.legal).toMatchObject({ officialUrl: expect.stringContaining('ag.gov.au'), deadline: '2027-06-01' });
    expect(noim.legal!.notLegalAdvice).toContain('not legal advice');
    // Australia's law only: no New Zealand licence for a Hunter Valley wedding.
    expect(tasks.some((task) => task.template === 'legal-nz-licence')).toBe(false);
    const venue = tasks.find((task) => task.template === 'venue')!;
    expect(venue.dueDate! <= '2027-03-29').toBe(true);
    expect(venue.searchUrl).toContain('category=venue');
    // Reading again lays nothing out twice.
    expect(tasksOf(await checklist(as(couple))).length).toBe(tasks.length);
  });

  it('shows periods only without a wedding date, and both countries’ legal tasks while the place is unknown', async () => {
    const undecided = await createCouple(database.db, { firstName: 'Noa' });
    const list = await checklist(as(undecided));
    const tasks = tasksOf(list);
    expect(tasks.every((task) => task.dueDate === null)).toBe(true);
    expect(list.periods.map((period) => period.key)).toContain('12-months');
    expect(tasks.filter((task) => task.legal).map((task) => task.template).sort()).toEqual(['legal-au-noim', 'legal-nz-licence']);
  });

  it('follows New Zealand law and money for a wedding in Queenstown', async () => {
    const kiwi = await createCouple(database.db, { firstName: 'Aroha', weddingDate: '2027-09-04 14:00:00', weddingLocation: 'Queenstown' });
    const list = await checklist(as(kiwi));
    expect(list.country).toBe('nz');
    const legal = tasksOf(list).filter((task) => task.legal);
    expect(legal.map((task) => task.template)).toEqual(['legal-nz-licence']);
    expect(legal[0]).toMatchObject({ dueDate: '2027-08-04', legal: { officialUrl: 'https://www.govt.nz/browse/family-and-whanau/getting-married/', opens: '2027-06-04', deadline: '2027-09-01' } });
    const money = await budget(as(kiwi), {});
    expect(money.currency).toBe('NZD');
    expect(money.categories.find((category) => category.categoryId === 'venue')!.default).toMatchObject({ kind: 'range', low: 200_000, high: 600_000 });
  });

  it('adds, edits, completes, hides and moves tasks', async () => {
    let list = await addTask(as(couple), { title: '  Book the photo booth  ', dueDate: '2027-04-10', note: 'Ask about props', categoryId: 'photo-booth' });
    const mine = tasksOf(list).find((task) => task.title === 'Book the photo booth')!;
    expect(mine).toMatchObject({ note: 'Ask about props', dueDate: '2027-04-10', dueDateSet: true, template: null, period: '1-month' });
    expect(mine.searchUrl).toContain('category=photo_booth');

    list = await updateTask(as(couple), { id: mine.id, title: 'Book the photo booth and props', note: null });
    expect(tasksOf(list).find((task) => task.id === mine.id)).toMatchObject({ title: 'Book the photo booth and props', note: '' });

    const before = list.done;
    list = await completeTask(as(couple), { id: mine.id, done: true });
    expect(list.done).toBe(before + 1);
    list = await completeTask(as(couple), { id: mine.id, done: false });
    expect(list.done).toBe(before);

    const insurance = tasksOf(list).find((task) => task.template === 'insurance')!;
    list = await hideTask(as(couple), { id: insurance.id });
    expect(tasksOf(list).some((task) => task.id === insurance.id)).toBe(false);
    expect(list.hidden.map((task) => task.id)).toEqual([insurance.id]);
    list = await hideTask(as(couple), { id: insurance.id, hidden: false });
    expect(list.hidden).toEqual([]);

    await moveTask(as(couple), { id: mine.id, position: 0 });
    const rows = await database.db.select().from(planningTasks).where(eq(planningTasks.coupleId, couple.id)).orderBy(planningTasks.position);
    expect(rows[0].id).toBe(mine.id);
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
    list = await moveTask(as(couple), { id: mine.id, position: 500 });
    const after = await database.db.select().from(planningTasks).where(eq(planningTasks.coupleId, couple.id)).orderBy(planningTasks.position);
    expect(after.at(-1)!.id).toBe(mine.id);

    // A default task's own date, then back to the wedding's.
    const cake = tasksOf(list).find((task) => task.template === 'cake')!;
    list = await updateTask(as(couple), { id: cake.id, dueDate: '2027-05-01' });
    expect(tasksOf(list).find((task) => task.id === cake.id)).toMatchObject({ dueDate: '2027-05-01', dueDateSet: true });
    list = await updateTask(as(couple), { id: cake.id, dueDate: null });
    expect(tasksOf(list).find((task) => task.id === cake.id)).toMatchObject({ dueDate: cake.dueDate, dueDateSet: false });
  });

  it('holds at most 500 tasks', async () => {
    const busy = await createCouple(database.db, { firstName: 'Ivy' });
    await checklist(as(busy));
    const count = (await database.db.select().from(planningTasks).where(eq(planningTasks.coupleId, busy.id))).length;
    await database.db.insert(planningTasks).values(Array.from({ length: 500 - count }, (_, index) => ({ coupleId: busy.id, title: `Task ${index}`, position: count + index })));
    await expectRefusal(addTask(as(busy), { title: 'One too many' }), 'CONFLICT');
  });
});

describe('the budget', () => {
  it('sets a total and guests, adds a per-guest item whose total follows the guest count, and payments', async () => {
    let result = await setBudget(as(couple), { total: 4_000_000, guests: 100 });
    expect(result).toMatchObject({ currency: 'AUD', total: 4_000_000, guests: 100 });
    expect(result.suggested.amount).toBe(Math.round((3_531_500 * 100) / 88));
    result = await addBudgetItem(as(couple), { categoryId: 'catering', name: 'Dinner and drinks', estimate: 12_000, perGuest: true });
    const dinner = result.items.find((item) => item.name === 'Dinner and drinks')!;
    expect(dinner).toMatchObject({ perGuest: true, estimateTotal: 1_200_000, total: 1_200_000, source: 'couple' });
    expect(result.categories.find((category) => category.categoryId === 'catering')).toMatchObject({ planned: 1_200_000 });
    expect(result.categories.find((category) => category.categoryId === 'venue')!.default.source).toContain('Easy Weddings');

    // "What if": 80 guests, nothing saved.
    const whatIf = await budget(as(couple), { guests: 80 });
    expect(whatIf.items.find((item) => item.id === dinner.id)!.total).toBe(960_000);
    expect(whatIf.guests).toBe(100);

    result = await setBudget(as(couple), { guests: 120 });
    expect(result.total).toBe(4_000_000);
    expect(result.items.find((item) => item.id === dinner.id)!.total).toBe(1_440_000);

    result = await updateBudgetItem(as(couple), { id: dinner.id, actual: 13_000 });
    expect(result.items.find((item) => item.id === dinner.id)).toMatchObject({ actualTotal: 1_560_000, total: 1_560_000 });
    expect(result.overall.committed).toBeGreaterThanOrEqual(1_560_000);

    result = await addBudgetPayment(as(couple), { itemId: dinner.id, amount: 200_000, dueDate: '2027-03-20', paid: false });
    expect(result.upcoming.map((payment) => payment.amount)).toContain(200_000);
    const payment = result.items.find((item) => item.id === dinner.id)!.payments[0];
    result = await updateBudgetPayment(as(couple), { id: payment.id, paid: true });
    expect(result.items.find((item) => item.id === dinner.id)!.paid).toBe(200_000);
    expect(result.upcoming.some((entry) => entry.paymentId === payment.id)).toBe(false);

    const csv = await exportBudget(as(couple));
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(csv.body).toContain('Dinner and drinks');

    const extra = (await addBudgetItem(as(couple), { categoryId: 'other', name: 'Sparklers', estimate: 5_000 })).items.find((item) => item.name === 'Sparklers')!;
    result = await deleteBudgetItem(as(couple), { id: extra.id });
    expect(result.items.some((item) => item.name === 'Sparklers')).toBe(false);
  });

  it('shows a booking’s accepted quote as committed in its category, its deposit as a payment', async () => {
    const serviceId = world.vendorServiceIds[0];
    const { conversationId } = await startConversation(as(couple), { serviceId, message: 'Hello! Is your venue free on 1 July?' });
    const quote = await sendQuote(as(world.vendor), { conversationId, items: [{ description: 'Venue hire', amount: 1_500_000 }], eventDate: '2027-07-01', depositAmount: 300_000, depositDue: '2027-03-15' });
    const { bookingId } = await acceptQuote(as(couple), { id: quote.id });
    let result = await budget(as(couple), {});
    const held = result.items.find((item) => item.bookingId === bookingId)!;
    expect(held).toMatchObject({ categoryId: 'venue', source: 'booking', bookingStatus: 'held', actualTotal: 1_500_000, total: 1_500_000, counted: true });
    expect(held.payments).toEqual([{ id: `booking-${bookingId}-deposit`, amount: 300_000, dueDate: '2027-03-15', paid: false }]);
    expect(result.categories.find((category) => category.categoryId === 'venue')!.committed).toBe(1_500_000);
    expect(result.upcoming.some((payment) => payment.paymentId === `booking-${bookingId}-deposit`)).toBe(true);

    await confirmBooking(as(world.vendor), { id: bookingId });
    await markDepositReceived(as(world.vendor), { id: bookingId });
    result = await budget(as(couple), {});
    expect(result.items.find((item) => item.bookingId === bookingId)).toMatchObject({ bookingStatus: 'booked', paid: 300_000 });

    // A booking's item follows the booking: it is no row of the couple's to change.
    await expectInvalid(updateBudgetItem(as(couple), { id: `booking-${bookingId}`, name: 'Mine' }), ['id']);

    // The venue task links to the booked venue's conversation.
    const venueTask = tasksOf(await checklist(as(couple))).find((task) => task.template === 'venue')!;
    expect(venueTask.conversationId).toBe(conversationId);

    const overview = await planningOverview(as(couple));
    expect(overview.booked.map((entry) => entry.categoryId)).toEqual(['venue']);
    expect(overview.missing.map((entry) => entry.categoryId)).not.toContain('venue');
    const photographer = overview.missing.find((entry) => entry.categoryId === 'photography')!;
    expect(photographer.text).toMatch(/^No photographer booked yet: search photographers in Hunter Valley/);
    expect(photographer.searchUrl).toMatch(/^\/search\/\?category=photographer&location=/);
    expect(overview.nextTasks).toHaveLength(5);
    expect(overview.daysSinceWedding).toBe(-122);
    expect(overview.budget).toMatchObject({ currency: 'AUD', total: 4_000_000 });
  });

  it('holds at most 500 items', async () => {
    const busy = await createCouple(database.db, { firstName: 'Zoe' });
    await database.db.insert(planningSettings).values({ coupleId: busy.id, currency: 'AUD' });
    await database.db.insert(planningBudgetItems).values(Array.from({ length: 500 }, (_, index) => ({ coupleId: busy.id, categoryId: 'other', name: `Item ${index}` })));
    await expectRefusal(addBudgetItem(as(busy), { categoryId: 'other', name: 'One too many' }), 'CONFLICT');
  });
});

describe('planning is the couple’s alone', () => {
  const ids = async () => {
    const list = await checklist(as(couple));
    const task = tasksOf(list)[0];
    const result = await budget(as(couple), {});
    const item = result.items.find((entry) => entry.source === 'couple')!;
    return { taskId: task.id, itemId: item.id, paymentId: item.payments[0]?.id ?? '1' };
  };

  it('refuses every operation to a visitor (sign in), a vendor and an administrator (forbidden)', async () => {
    const { taskId, itemId, paymentId } = await ids();
    const calls: [string, (ctx: RequestContext) => Promise<unknown>][] = [
      ['checklist', (ctx) => checklist(ctx)],
      ['addTask', (ctx) => addTask(ctx, { title: 'Mine now' })],
      ['updateTask', (ctx) => updateTask(ctx, { id: taskId, title: 'Mine now' })],
      ['completeTask', (ctx) => completeTask(ctx, { id: taskId, done: true })],
      ['hideTask', (ctx) => hideTask(ctx, { id: taskId })],
      ['moveTask', (ctx) => moveTask(ctx, { id: taskId, position: 0 })],
      ['budget', (ctx) => budget(ctx, {})],
      ['setBudget', (ctx) => setBudget(ctx, { total: 1 })],
      ['addBudgetItem', (ctx) => addBudgetItem(ctx, { categoryId: 'other', name: 'Mine now' })],
      ['updateBudgetItem', (ctx) => updateBudgetItem(ctx, { id: itemId, name: 'Mine now' })],
      ['deleteBudgetItem', (ctx) => deleteBudgetItem(ctx, { id: itemId })],
      ['addBudgetPayment', (ctx) => addBudgetPayment(ctx, { itemId, amount: 1 })],
      ['updateBudgetPayment', (ctx) => updateBudgetPayment(ctx, { id: paymentId, paid: false })],
      ['planningOverview', (ctx) => planningOverview(ctx)],
      ['exportBudget', (ctx) => exportBudget(ctx)],
    ];
    for (const [, call] of calls) {
      await expectRefusal(call(as(null)), 'UNAUTHENTICATED');
      await expectRefusal(call(as(world.vendor)), 'FORBIDDEN');
      await expectRefusal(call(as(admin)), 'FORBIDDEN');
    }
  });

  it('another couple finds none of the couple’s tasks, items or payments, and sees only their own lists', async () => {
    const { taskId, itemId, paymentId } = await ids();
    const other = as(world.otherCouple);
    await expectRefusal(updateTask(other, { id: taskId, title: 'Mine now' }), 'NOT_FOUND');
    await expectRefusal(completeTask(other, { id: taskId, done: true }), 'NOT_FOUND');
    await expectRefusal(hideTask(other, { id: taskId }), 'NOT_FOUND');
    await expectRefusal(moveTask(other, { id: taskId, position: 0 }), 'NOT_FOUND');
    await expectRefusal(updateBudgetItem(other, { id: itemId, name: 'Mine now' }), 'NOT_FOUND');
    await expectRefusal(deleteBudgetItem(other, { id: itemId }), 'NOT_FOUND');
    await expectRefusal(addBudgetPayment(other, { itemId, amount: 1 }), 'NOT_FOUND');
    await expectRefusal(updateBudgetPayment(other, { id: paymentId, paid: false }), 'NOT_FOUND');
    const theirs = await checklist(other);
    expect(tasksOf(theirs).some((task) => task.id === taskId)).toBe(false);
    const theirBudget = await budget(other, {});
    expect(theirBudget.items).toEqual([]);
    expect(theirBudget.total).toBeNull();
    // Nothing of the couple's changed.
    const mine = await budget(as(couple), {});
    expect(mine.items.find((item) => item.id === itemId)!.name).toBe('Dinner and drinks');
  });
});

describe('limits, refused before any query', () => {
  it('refuses NUL bytes, over-long text, bad dates and categories', async () => {
    await expectInvalid(addTask(noDatabase(), { title: 'Book\u0000it' }), ['title']);
    await expectInvalid(addTask(noDatabase(), { title: 'x'.repeat(201), note: 'y'.repeat(2001), dueDate: '2027-02-30', categoryId: 'spaceships' }), ['title', 'note', 'dueDate', 'categoryId']);
    await expectInvalid(addTask(noDatabase(), { title: 'x'.repeat(1_000_000) }), ['title']);
    await expectInvalid(updateTask(noDatabase(), { id: 'one', title: '' }), ['id', 'title']);
    await expectInvalid(addBudgetItem(noDatabase(), { categoryId: 'venue', name: 'n'.repeat(121) }), ['name']);
    await expectInvalid(addBudgetItem(noDatabase(), { categoryId: 'venue', name: 'Hall\u0000' }), ['name']);
    await expectInvalid(moveTask(noDatabase(), { id: 1, position: -1 }), ['position']);
  });

  it('refuses negative, fractional and too-large amounts and guest counts', async () => {
    await expectInvalid(setBudget(noDatabase(), { total: -1, guests: -5 }), ['total', 'guests']);
    await expectInvalid(setBudget(noDatabase(), { total: 1_000_000_001, guests: 10_001 }), ['total', 'guests']);
    await expectInvalid(addBudgetItem(noDatabase(), { categoryId: 'venue', name: 'Hall', estimate: -100, actual: 1_000_000_001 }), ['estimate', 'actual']);
    await expectInvalid(addBudgetItem(noDatabase(), { categoryId: 'venue', name: 'Hall', estimate: 10.5 }), ['estimate']);
    await expectInvalid(updateBudgetItem(noDatabase(), { id: 1, estimate: Number.MAX_SAFE_INTEGER }), ['estimate']);
    await expectInvalid(addBudgetPayment(noDatabase(), { itemId: 1, amount: -1, dueDate: 'soon' }), ['amount', 'dueDate']);
    await expectInvalid(updateBudgetPayment(noDatabase(), { id: 1, amount: 1_000_000_001 }), ['amount']);
    await expectInvalid(budget(noDatabase(), { guests: 'many' }), ['guests']);
    // The largest amount is taken.
    await expect(setBudget(as(couple), { total: 1_000_000_000 })).resolves.toMatchObject({ total: 1_000_000_000 });
  });
});
