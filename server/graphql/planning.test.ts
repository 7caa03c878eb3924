import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthsBefore, todayIn } from '../../shared/planning/dates';
import { createChatWorld, type ChatWorld } from '../../tests/factories/messaging';
import { createAdmin, createCouple, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';

/** Issue 33's operations over HTTP, as clients call them, each refused to everyone but the couple. */

let api: TestApi;
let world: ChatWorld;
const cookies: Record<string, string> = {};
const today = todayIn('au', new Date());
/** Four months from today. */
const wedding = monthsBefore(today, -4);

const taskFields = 'id title note due_date due_date_set period done hidden overdue template category_id search_url legal { official_url deadline not_legal_advice }';
const checklistFields = `wedding_date compressed country total done periods { key title total done tasks { ${taskFields} } } hidden { id }`;
const budgetFields = `currency total guests guests_used suggested { amount source } items { id name per_guest estimate total source payments { id amount paid } } categories { id title planned default { kind source } } overall { planned committed paid left overspend } upcoming { payment_id amount }`;

const operations = {
  checklist: `query { checklist { ${checklistFields} } }`,
  addTask: `mutation ($title: String!, $due_date: String, $note: String, $category_id: String) { addTask(title: $title, due_date: $due_date, note: $note, category_id: $category_id) { ${checklistFields} } }`,
  updateTask: `mutation ($id: ID!, $title: String, $due_date: String, $note: String, $category_id: String) { updateTask(id: $id, title: $title, due_date: $due_date, note: $note, category_id: $category_id) { total } }`,
  completeTask: `mutation ($id: ID!, $done: Boolean) { completeTask(id: $id, done: $done) { done } }`,
  hideTask: `mutation ($id: ID!) { hideTask(id: $id) { hidden { id } } }`,
  moveTask: `mutation ($id: ID!, $position: Int!) { moveTask(id: $id, position: $position) { total } }`,
  budget: `query ($guests: Int) { budget(guests: $guests) { ${budgetFields} } }`,
  setBudget: `mutation ($total: Int, $guests: Int) { setBudget(total: $total, guests: $guests) { ${budgetFields} } }`,
  addBudgetItem: `mutation ($category_id: String!, $name: String!, $estimate: Int, $actual: Int, $per_guest: Boolean) { addBudgetItem(category_id: $category_id, name: $name, estimate: $estimate, actual: $actual, per_guest: $per_guest) { ${budgetFields} } }`,
  updateBudgetItem: `mutation ($id: ID!, $name: String, $estimate: Int, $per_guest: Boolean) { updateBudgetItem(id: $id, name: $name, estimate: $estimate, per_guest: $per_guest) { ${budgetFields} } }`,
  deleteBudgetItem: `mutation ($id: ID!) { deleteBudgetItem(id: $id) { overall { planned } } }`,
  addBudgetPayment: `mutation ($item_id: ID!, $amount: Int!, $due_date: String, $paid: Boolean) { addBudgetPayment(item_id: $item_id, amount: $amount, due_date: $due_date, paid: $paid) { ${budgetFields} } }`,
  updateBudgetPayment: `mutation ($id: ID!, $amount: Int, $due_date: String, $paid: Boolean) { updateBudgetPayment(id: $id, amount: $amount, due_date: $due_date, paid: $paid) { overall { paid } } }`,
  planningOverview: `query { planningOverview { wedding_date days_since_wedding next_tasks { id } budget { planned total currency } booked { category_id } missing { text search_url } } }`,
  planningEmail: `query { planningEmail { weekly last_sent_at } }`,
  setPlanningEmail: `mutation ($weekly: Boolean!) { setPlanningEmail(weekly: $weekly) { weekly last_sent_at } }`,
};

const as = (who: string): Record<string, string> => (who === 'visitor' ? {} : { Cookie: cookies[who] });
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;

// The shared helper: an administrator's second step comes with their code.
const signIn = (person: TestPerson): Promise<string> => signInOverGraphQL(api, person);

type Task = { id: string; title: string; due_date: string | null; overdue: boolean; template: string | null; legal: { deadline: string } | null };
type ChecklistAnswer = { periods: { tasks: Task[] }[]; hidden: { id: string }[] };
type BudgetAnswer = { items: { id: string; name: string; total: number; payments: { id: string }[] }[]; overall: { planned: number } };

beforeAll(async () => {
  api = await createTestApi();
  world = await createChatWorld(api.database.db, api.imagesDir);
  const admin = await createAdmin(api.database.db);
  const couple = await createCouple(api.database.db, { firstName: 'Mia', weddingDate: `${wedding} 15:00:00`, weddingLocation: 'Hunter Valley NSW' });
  for (const [name, person] of Object.entries({ couple, otherCouple: world.otherCouple, vendor: world.vendor, admin })) cookies[name] = await signIn(person);
});
afterAll(() => api.close());

describe('planning over GraphQL', () => {
  it('lays out a compressed checklist, keeps a budget whose per-guest totals follow the guests, and refuses everyone else', async () => {
    const read = await api.graphql<{ checklist: ChecklistAnswer & { compressed: boolean; country: string } }>(operations.checklist, {}, as('couple'));
    expect(read.errors).toBeUndefined();
    expect(read.data!.checklist).toMatchObject({ compressed: true, country: 'au' });
    const tasks = read.data!.checklist.periods.flatMap((period) => period.tasks);
    expect(tasks.filter((task) => task.overdue)).toEqual([]);
    expect(tasks.find((task) => task.template === 'legal-au-noim')!.due_date).toBe(addDays(monthsBefore(wedding, 1), -1));
    const taskId = tasks[0].id;

    const added = await api.graphql<{ addTask: ChecklistAnswer }>(operations.addTask, { title: 'Book the photo booth', due_date: wedding, note: 'Props', category_id: 'photo-booth' }, as('couple'));
    expect(added.errors).toBeUndefined();
    expect((await api.graphql(operations.completeTask, { id: taskId, done: true }, as('couple'))).errors).toBeUndefined();
    expect((await api.graphql(operations.moveTask, { id: taskId, position: 3 }, as('couple'))).errors).toBeUndefined();
    expect((await api.graphql(operations.updateTask, { id: taskId, note: 'Done early' }, as('couple'))).errors).toBeUndefined();

    expect((await api.graphql(operations.setBudget, { total: 4_000_000, guests: 100 }, as('couple'))).errors).toBeUndefined();
    const item = await api.graphql<{ addBudgetItem: BudgetAnswer }>(operations.addBudgetItem, { category_id: 'catering', name: 'Dinner', estimate: 12_000, per_guest: true }, as('couple'));
    expect(item.errors).toBeUndefined();
    const dinner = item.data!.addBudgetItem.items.find((entry) => entry.name === 'Dinner')!;
    expect(dinner.total).toBe(1_200_000);
    const fewer = await api.graphql<{ budget: BudgetAnswer & { guests: number; guests_used: number } }>(operations.budget, { guests: 80 }, as('couple'));
    expect(fewer.data!.budget).toMatchObject({ guests: 100, guests_used: 80 });
    expect(fewer.data!.budget.items.find((entry) => entry.id === dinner.id)!.total).toBe(960_000);
    const paid = await api.graphql<{ addBudgetPayment: BudgetAnswer }>(operations.addBudgetPayment, { item_id: dinner.id, amount: 50_000, due_date: today, paid: false }, as('couple'));
    const paymentId = paid.data!.addBudgetPayment.items.find((entry) => entry.id === dinner.id)!.payments[0].id;
    expect((await api.graphql(operations.updateBudgetPayment, { id: paymentId, paid: true }, as('couple'))).data).toEqual({ updateBudgetPayment: { overall: { paid: 50_000 } } });
    const overview = await api.graphql<{ planningOverview: { missing: { text: string }[] } }>(operations.planningOverview, {}, as('couple'));
    expect(overview.errors).toBeUndefined();
    expect(overview.data!.planningOverview.missing.map((entry) => entry.text)).toContain('No photographer booked yet: search photographers in Hunter Valley');
    // The weekly e-mail: off until the couple switches it on.
    expect((await api.graphql(operations.planningEmail, {}, as('couple'))).data).toEqual({ planningEmail: { weekly: false, last_sent_at: null } });
    expect((await api.graphql(operations.setPlanningEmail, { weekly: true }, as('couple'))).data).toEqual({ setPlanningEmail: { weekly: true, last_sent_at: null } });
    expect((await api.graphql(operations.planningEmail, {}, as('couple'))).data).toEqual({ planningEmail: { weekly: true, last_sent_at: null } });
    // weekly is required: leaving it out is an error, not "off".
    expect((await api.graphql(operations.setPlanningEmail, {}, as('couple'))).errors).toHaveLength(1);

    // Validation in the spec's shape, every field at once, under the wire names the issue writes.
    const invalid = await api.graphql(operations.addTask, { title: '   ', due_date: '2027-13-01', note: 'n'.repeat(2001), category_id: 'spaceships' }, as('couple'));
    expect(codeOf(invalid), JSON.stringify(invalid.errors)).toBe('BAD_USER_INPUT');
    expect(Object.keys(invalid.errors?.[0].extensions?.validation ?? {}).sort(), JSON.stringify(invalid.errors)).toEqual(['category_id', 'due_date', 'note', 'title']);
    // A NUL byte is refused at the edge, before any use case.
    expect(codeOf(await api.graphql(operations.addTask, { title: 'Book\u0000it' }, as('couple')))).toBe('BAD_USER_INPUT');
    const money = await api.graphql(operations.addBudgetItem, { category_id: 'venue', name: 'Hall', estimate: -1, actual: 1_000_000_001, per_guest: false }, as('couple'));
    expect(Object.keys(money.errors?.[0].extensions?.validation ?? {}).sort()).toEqual(['actual', 'estimate']);
    const payment = await api.graphql(operations.addBudgetPayment, { item_id: dinner.id, amount: -5, due_date: 'tomorrow' }, as('couple'));
    expect(Object.keys(payment.errors?.[0].extensions?.validation ?? {}).sort()).toEqual(['amount', 'due_date']);

    const variablesOf: Record<keyof typeof operations, Record<string, unknown>> = {
      checklist: {},
      addTask: { title: 'Mine now' },
      updateTask: { id: taskId, title: 'Mine now' },
      completeTask: { id: taskId, done: false },
      hideTask: { id: taskId },
      moveTask: { id: taskId, position: 0 },
      budget: {},
      setBudget: { total: 1 },
      addBudgetItem: { category_id: 'other', name: 'Mine now' },
      updateBudgetItem: { id: dinner.id, name: 'Mine now' },
      deleteBudgetItem: { id: dinner.id },
      addBudgetPayment: { item_id: dinner.id, amount: 1 },
      updateBudgetPayment: { id: paymentId, paid: false },
      planningOverview: {},
      planningEmail: {},
      setPlanningEmail: { weekly: false },
    };
    const idBearing = new Set(['updateTask', 'completeTask', 'hideTask', 'moveTask', 'updateBudgetItem', 'deleteBudgetItem', 'addBudgetPayment', 'updateBudgetPayment']);
    for (const [name, query] of Object.entries(operations) as [keyof typeof operations, string][]) {
      const variables = variablesOf[name];
      expect(codeOf(await api.graphql(query, variables, as('visitor'))), `${name} as a visitor`).toBe('UNAUTHENTICATED');
      expect(codeOf(await api.graphql(query, variables, as('vendor'))), `${name} as a vendor`).toBe('FORBIDDEN');
      expect(codeOf(await api.graphql(query, variables, as('admin'))), `${name} as an administrator`).toBe('FORBIDDEN');
      const other = await api.graphql(query, variables, as('otherCouple'));
      // Another couple's ids are not found; their own lists are theirs (nothing of the couple's in them).
      if (idBearing.has(name)) expect(codeOf(other), `${name} as another couple`).toBe('NOT_FOUND');
      else expect(JSON.stringify(other.data ?? {}), `${name} as another couple`).not.toMatch(/Dinner|Book the photo booth/);
    }
    // Nothing of the couple's changed.
    expect((await api.graphql(operations.planningEmail, {}, as('couple'))).data).toEqual({ planningEmail: { weekly: true, last_sent_at: null } });
    const after = await api.graphql<{ budget: BudgetAnswer }>(operations.budget, {}, as('couple'));
    expect(after.data!.budget.items.find((entry) => entry.id === dinner.id)!.name).toBe('Dinner');
    expect((await api.graphql<{ deleteBudgetItem: { overall: { planned: number } } }>(operations.deleteBudgetItem, { id: dinner.id }, as('couple'))).data!.deleteBudgetItem.overall.planned).toBe(0);
  });
});
