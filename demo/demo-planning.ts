import { buildContext } from '../server/build-context';
import type { RequestContext } from '../server/context';
import { listQuotes } from '../server/modules/bookings';
import { listServiceLinks } from '../server/modules/catalog';
import { findConversation } from '../server/modules/messaging';
import { addBudgetItem, addBudgetPayment, addTask, checklist, completeTask, hideTask, setBudget, updateTask, type Budget, type Checklist, type PlanningTask } from '../server/modules/planning';
import { addDays, monthsBefore, todayIn } from '../shared/planning/dates';
import { demoViewer, type DemoAccounts } from './accounts';
import type { DemoVendorListings } from './demo-activity';

/** A default task of the couple's list by its template key (hidden ones too); the seed fails loudly without it. */
function taskOf(list: Checklist, template: string): PlanningTask {
  const task = [...list.periods.flatMap((period) => period.tasks), ...list.hidden].find((entry) => entry.template === template);
  if (!task) throw new Error(`the demo checklist has no "${template}" task`);
  return task;
}

/** The couple's own budget item just added (the newest of that name). */
function itemNamed(budget: Budget, name: string): number {
  const ids = budget.items.filter((item) => item.source === 'couple' && item.name === name).map((item) => Number(item.id));
  if (ids.length === 0) throw new Error(`the demo budget has no item "${name}"`);
  return Math.max(...ids);
}

const dollars = (cents: number) => `A$${(cents / 100).toLocaleString('en-AU', { maximumFractionDigits: 2 })}`;
const longDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * Issue 33's demo (README): couple@example.com, about ten months from a Hunter Valley wedding, has a
 * checklist part done (budget, guest list, venue, wedding party and the dress ticked; the caterer
 * hidden, as the venue caters; a venue visit of their own), the Notice of Intended Marriage open
 * with a note, the florist's open quote written on the florist task, and a budget (A$55,000, 120
 * guests) where the venue booking is committed with its deposit paid (read from bookings, never
 * copied) beside items of their own: a per-guest catering item with a payment due within 30 days,
 * the attire with a paid payment, the florist's quote as an estimate until they decide.
 * couple2@example.com, marrying in Queenstown, sees New Zealand's marriage licence task and a small
 * budget in NZ$. Written through the planning use cases as each couple would; run after
 * seedDemoBookings (the venue booking and the florist quote).
 */
export async function seedDemoPlanning(parts: Pick<RequestContext, 'db'>, accounts: DemoAccounts, { florist }: DemoVendorListings): Promise<void> {
  const { db } = parts;
  const as = async (id: number) => buildContext({ db, viewer: await demoViewer(db, id) });
  await seedCouplePlanning(await as(accounts.couple), accounts, florist);
  await seedNewZealandPlanning(await as(accounts.couple2));
}

async function seedCouplePlanning(couple: RequestContext, accounts: DemoAccounts, florist: number): Promise<void> {
  // The first read lays the list out from today (under a year away: the late tasks spread over the first weeks).
  let list = await checklist(couple);
  if (list.country !== 'au' || !list.weddingDate) throw new Error('couple@example.com marries in Australia on a set date');
  const { today, weddingDate } = list;

  for (const template of ['budget', 'guest-list', 'venue', 'wedding-party', 'attire']) list = await completeTask(couple, { id: taskOf(list, template).id });
  // The venue's dinner package is their catering.
  await hideTask(couple, { id: taskOf(list, 'caterer').id });
  // The venue offered a visit (seedDemoActivity's conversation): a task of their own, in a week.
  list = await addTask(couple, {
    title: 'Visit the venue with both families',
    dueDate: addDays(today, 7),
    note: 'Ask about the wet-weather option and where the celebrant stands.',
    categoryId: 'venue',
  });
  list = await updateTask(couple, {
    id: taskOf(list, 'celebrant').id,
    note: 'Meeting two celebrants in the Hunter Valley this month; the one we choose lodges our Notice of Intended Marriage.',
  });
  list = await updateTask(couple, {
    id: taskOf(list, 'legal-au-noim').id,
    note: 'Give it to our celebrant once booked (any time from now). Passports for both of us, and Liam’s birth certificate.',
  });

  // The florist's open quote (seedDemoBookings): on the florist task, due when the quote lapses.
  const conversationId = await findConversation(couple, { toId: accounts.vendor, fromId: accounts.couple, serviceId: florist });
  const quote = conversationId === null ? undefined : (await listQuotes(couple, { conversationId })).find((entry) => entry.status === 'open');
  if (!quote) throw new Error('seedDemoPlanning runs after seedDemoBookings (the florist’s open quote)');
  const floristName = (await listServiceLinks(couple, { serviceIds: [florist] })).get(florist)?.name ?? 'the florist';
  const quoteLapses = todayIn('au', quote.validUntil);
  await updateTask(couple, {
    id: taskOf(list, 'florist').id,
    dueDate: quoteLapses,
    note: `${floristName} quoted ${dollars(quote.total)} (bouquets, buttonholes, 12 centrepieces), open until ${longDay(quoteLapses)}: accept or decline it in Messages.`,
  });

  // The budget: the venue booking arrives by itself (committed, its deposit paid); the rest is theirs.
  await setBudget(couple, { total: 5_500_000, guests: 120 });
  const canapes = 'Canapés and late-night grazing';
  const catering = itemNamed(await addBudgetItem(couple, { categoryId: 'catering', name: canapes, estimate: 2_400, perGuest: true }), canapes);
  await addBudgetPayment(couple, { itemId: catering, amount: 100_000, dueDate: addDays(today, 21), paid: false });
  const attire = 'Wedding dress and suit';
  const attireId = itemNamed(await addBudgetItem(couple, { categoryId: 'attire', name: attire, estimate: 450_000, actual: 420_000 }), attire);
  await addBudgetPayment(couple, { itemId: attireId, amount: 210_000, dueDate: addDays(today, -20), paid: true });
  await addBudgetPayment(couple, { itemId: attireId, amount: 210_000, dueDate: monthsBefore(weddingDate, 2), paid: false });
  await addBudgetItem(couple, { categoryId: 'flowers', name: `${floristName}: quote pending`, estimate: quote.total });
  const budget = await addBudgetItem(couple, { categoryId: 'photography', name: 'Photographer (still to book)', estimate: 350_000 });

  const venue = budget.items.find((item) => item.source === 'booking' && item.categoryId === 'venue');
  if (!venue || venue.actual === null || !venue.payments.some((payment) => payment.paid)) throw new Error('the demo budget shows no committed venue booking with its deposit paid');
}

async function seedNewZealandPlanning(couple: RequestContext): Promise<void> {
  let list = await checklist(couple);
  if (list.country !== 'nz') throw new Error('couple2@example.com marries in New Zealand');
  for (const template of ['budget', 'guest-list', 'wedding-party']) list = await completeTask(couple, { id: taskOf(list, template).id });
  await updateTask(couple, { id: taskOf(list, 'venue').id, note: 'Two lakeside lodges near Queenstown to visit over the summer.' });

  await setBudget(couple, { total: 3_800_000, guests: 80 });
  await addBudgetItem(couple, { categoryId: 'catering', name: 'Dinner and drinks', estimate: 12_000, perGuest: true });
  await addBudgetItem(couple, { categoryId: 'venue', name: 'Lakeside lodge hire', estimate: 550_000 });
  await addBudgetItem(couple, { categoryId: 'flowers', name: 'Local florist in Queenstown', estimate: 250_000 });
}
