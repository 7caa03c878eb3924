import { describe, expect, it } from 'vitest';
import { budgetCategories, budgetCsv, computeBudget, suggestedTotal, type BudgetItemInput } from './budget';

const item = (overrides: Partial<BudgetItemInput>): BudgetItemInput => ({
  id: '1',
  categoryId: 'catering',
  name: 'Dinner',
  estimate: 10_000,
  actual: null,
  perGuest: false,
  bookingId: null,
  currency: 'AUD',
  payments: [],
  ...overrides,
});

describe('the budget’s figures', () => {
  it('every default says where it comes from; the Australian averages are the survey’s', () => {
    for (const category of budgetCategories) for (const value of Object.values(category.defaults)) expect(value.source.length).toBeGreaterThan(20);
    const venue = budgetCategories.find((category) => category.id === 'venue')!.defaults.au;
    expect(venue).toMatchObject({ kind: 'average', amount: 1_523_000 });
    expect(suggestedTotal('au', 88).amount).toBe(3_531_500);
    expect(suggestedTotal('au', null).amount).toBe(3_531_500);
    const nz = suggestedTotal('nz', 100);
    expect(nz.low).toBeLessThan(nz.high);
  });

  it('per-guest items follow the guest count', () => {
    const items = [item({ id: '1', perGuest: true, estimate: 12_000, actual: 11_000 }), item({ id: '2', categoryId: 'venue', estimate: 500_000 })];
    const at100 = computeBudget({ items, guests: 100, total: 2_000_000, currency: 'AUD', today: '2027-03-01' });
    expect(at100.items[0]).toMatchObject({ estimateTotal: 1_200_000, actualTotal: 1_100_000, total: 1_100_000 });
    expect(at100.overall).toMatchObject({ planned: 1_700_000, committed: 1_100_000, expected: 1_600_000, left: 400_000, overspend: 0 });
    const at150 = computeBudget({ items, guests: 150, total: 2_000_000, currency: 'AUD', today: '2027-03-01' });
    expect(at150.items[0].total).toBe(1_650_000);
    expect(at150.overall).toMatchObject({ expected: 2_150_000, left: -150_000, overspend: 150_000 });
  });

  it('lists pending payments due in the next 30 days and overdue ones; counts paid ones', () => {
    const payments = [
      { id: 'a', amount: 100, dueDate: '2027-02-20', paid: false },
      { id: 'b', amount: 200, dueDate: '2027-03-20', paid: false },
      { id: 'c', amount: 300, dueDate: '2027-05-20', paid: false },
      { id: 'd', amount: 400, dueDate: '2027-03-05', paid: true },
    ];
    const result = computeBudget({ items: [item({ payments })], guests: null, total: null, currency: 'AUD', today: '2027-03-01' });
    expect(result.upcoming.map((payment) => [payment.paymentId, payment.overdue])).toEqual([['a', true], ['b', false]]);
    expect(result.overall.paid).toBe(400);
    expect(result.overall.left).toBeNull();
  });

  it('lists an item in another currency without adding it up', () => {
    const result = computeBudget({ items: [item({ currency: 'NZD', estimate: 5_000 })], guests: null, total: null, currency: 'AUD', today: '2027-03-01' });
    expect(result.items[0].counted).toBe(false);
    expect(result.overall.planned).toBe(0);
  });

  it('exports CSV with a BOM, one row per item and payment, and no formulas', () => {
    const result = computeBudget({ items: [item({ name: '=HYPERLINK("x")', payments: [{ id: 'p', amount: 1_050, dueDate: '2027-04-01', paid: true }] })], guests: 80, total: null, currency: 'AUD', today: '2027-03-01' });
    const csv = budgetCsv(result, 80);
    expect(csv.startsWith('\uFEFFCategory,')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain('10.50');
    expect(lines[2]).toContain('paid');
  });
});
