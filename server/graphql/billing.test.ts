import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../demo';
import { createBusiness, plansOf } from '../../tests/factories/billing';
import { createAdmin, createCouple, createVendor, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type TestApi } from '../../tests/setup/api';

const subscribe = 'mutation ($category: ID!, $plan: ID!, $addons: [ID!]) { subscribe(category_id: $category, plan_id: $plan, addon_plan_ids: $addons) { subscription { id status } invoice { id number total tax tax_name status } checkout_url } }';
const markPaid = 'mutation ($id: ID!) { markInvoicePaid(id: $id) { id status } }';

let api: TestApi;
let vendor: TestPerson;
let couple: TestPerson;
let admin: TestPerson;

const cookieOf = async (person: TestPerson) => ({ Cookie: await signInOverGraphQL(api, person) });

beforeAll(async () => {
  api = await createTestApi();
  await seedReferenceData(api.database.db);
  [vendor, couple, admin] = await Promise.all([createVendor(api.database.db), createCouple(api.database.db), createAdmin(api.database.db)]);
  await createBusiness(api.database.db, vendor);
});
afterAll(() => api.close());

describe('billing over GraphQL', () => {
  it('subscribe issues a tax invoice; markInvoicePaid is the administrators’; mySubscriptions and invoices follow', async () => {
    const plans = await plansOf(api.database.db, 'celebrant');
    const variables = { category: plans.categoryId, plan: plans.basic.id, addons: [plans.photos.id] };
    expect((await api.graphql(subscribe, variables, await cookieOf(couple))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.graphql(subscribe, { ...variables, plan: 'x' }, await cookieOf(vendor))).errors?.[0].extensions?.validation).toEqual({ plan_id: ['Choose a plan.'] });

    const headers = await cookieOf(vendor);
    const subscribed = await api.graphql<{ subscribe: { subscription: { id: string; status: string }; invoice: { id: string; number: string; total: number; tax: number; tax_name: string; status: string }; checkout_url: null } }>(subscribe, variables, headers);
    const { subscription, invoice, checkout_url } = subscribed.data!.subscribe;
    expect(subscription.status).toBe('awaiting_payment');
    expect(invoice).toMatchObject({ total: plans.basic.amount + plans.photos.amount, tax_name: 'GST', status: 'open' });
    expect(checkout_url).toBeNull();

    expect((await api.graphql(markPaid, { id: invoice.id }, headers)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const queue = await api.graphql<{ invoices: { id: string }[] }>('{ invoices(status: "open") { id } }', {}, await cookieOf(admin));
    expect(queue.data?.invoices.map((entry) => entry.id)).toContain(invoice.id);
    expect((await api.graphql<{ markInvoicePaid: { status: string } }>(markPaid, { id: invoice.id }, await cookieOf(admin))).data?.markInvoicePaid.status).toBe('paid');

    const mine = await api.graphql<{ mySubscriptions: { status: string; category: string; addons: { title: string }[]; next_charge: { amount: number } }[] }>(
      '{ mySubscriptions { status category addons { title } next_charge { amount } } }',
      {},
      headers,
    );
    expect(mine.data?.mySubscriptions).toEqual([{ status: 'active', category: 'celebrant', addons: [{ title: 'Extra Photos' }], next_charge: { amount: plans.basic.amount + plans.photos.amount } }]);
    // A change that costs more waits for its invoice; another vendor cannot change it.
    const change = 'mutation ($id: ID!, $plan: ID!, $addons: [ID!]) { changeSubscription(id: $id, plan_id: $plan, addon_plan_ids: $addons) { takes_effect invoice { id total status } } }';
    const changeVariables = { id: subscription.id, plan: plans.basic.id, addons: [plans.photos.id, plans.styles.id] };
    expect((await api.graphql(change, changeVariables, await cookieOf(await createVendor(api.database.db)))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const changed = await api.graphql<{ changeSubscription: { takes_effect: string; invoice: { id: string; total: number; status: string } } }>(change, changeVariables, headers);
    expect(changed.data?.changeSubscription).toMatchObject({ takes_effect: 'on_payment', invoice: { status: 'open', total: expect.any(Number) } });
    const waiting = await api.graphql<{ mySubscriptions: { addons: { title: string }[]; pending_change_invoice_id: number; credit: number }[] }>('{ mySubscriptions { addons { title } pending_change_invoice_id credit } }', {}, headers);
    expect(waiting.data?.mySubscriptions).toEqual([{ addons: [{ title: 'Extra Photos' }], pending_change_invoice_id: Number(changed.data!.changeSubscription.invoice.id), credit: 0 }]);
    const cancelled = await api.graphql<{ cancelSubscription: { cancel_at_period_end: boolean } }>('mutation ($id: ID!) { cancelSubscription(id: $id) { cancel_at_period_end } }', { id: subscription.id }, headers);
    expect(cancelled.data?.cancelSubscription.cancel_at_period_end).toBe(true);
  });
});
