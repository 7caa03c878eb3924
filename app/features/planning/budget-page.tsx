import { Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { Budget } from '../../../server/modules/planning';
import { dollarsText } from '../../../shared/bookings/money';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { dayText } from '~/lib/format-date';
import { keptValue } from '~/lib/form-errors';
import { BudgetChart } from './budget-chart';
import { BudgetItem } from './budget-item';
import { BudgetItemFields } from './budget-item-fields';
import { failureOf, type FormAnswer } from './form-answer';
import { budgetMoney } from './money';
import { PlanningNav } from './planning-nav';
import classes from './planning.module.css';

export type BudgetData = { budget: Budget; whatIfError: string | null };

/** A suggestion is an estimate: to the nearest hundred dollars. */
const nearestHundred = (amount: number) => Math.round(amount / 10_000) * 10_000;

const saved: Record<string, string> = { settings: 'Budget saved.', 'add-item': 'Item added.', 'update-item': 'Item saved.', 'delete-item': 'Item deleted.' };

/** A category's default, and where it comes from. */
function defaultLine(category: Budget['categories'][number], currency: string, guests: number | null): string {
  const money = (amount: number) => budgetMoney(amount, currency);
  const fallback = category.default;
  if (fallback.kind === 'none') return fallback.source;
  const each = fallback.perGuest ? ' a guest' : '';
  const times = fallback.perGuest && guests ? `; for your ${guests} guests, ${fallback.kind === 'average' ? money(fallback.amount * guests) : money(fallback.low * guests)}` : '';
  const figure = fallback.kind === 'average' ? `${money(fallback.amount)}${each}` : fallback.low === fallback.high ? `${money(fallback.low)}${each}` : `${money(fallback.low)} to ${money(fallback.high)}${each}`;
  return `${figure}${times}. ${fallback.source}`;
}

/** /planning/budget (issue 33): the total and guests with a "what if", the figures as a chart and table, items and payments, the CSV. */
export function BudgetPage({ data, answer }: { data: BudgetData; answer: FormAnswer | undefined }) {
  const { budget } = data;
  const money = (amount: number) => budgetMoney(amount, budget.currency);
  // Once guests answer "attending" (issue 34), the figures follow that count, not the saved one.
  const whatIf = budget.guestsUsed !== (budget.attending ?? budget.guests);
  const settingsFailed = failureOf(answer, 'settings');
  const addFailed = failureOf(answer, 'add-item');
  const added = answer?.done === 'add-item';
  const itemsByCategory = budget.categories.map((category) => ({ category, items: budget.items.filter((item) => item.categoryId === category.categoryId) }));
  const used = itemsByCategory.filter((entry) => entry.items.length > 0);
  const unused = itemsByCategory.filter((entry) => entry.items.length === 0);
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>Budget</Title>
      <PlanningNav />
      <p className={classes.intro}>Amounts in {budget.currency === 'NZD' ? 'New Zealand' : 'Australian'} dollars, GST included, as vendors quote them.</p>
      <SuccessStatus message={answer?.done ? (saved[answer.done] ?? 'Saved.') : null} />
      {whatIf && (
        <p className={classes.notice} role="status">
          What if: these figures are for {budget.guestsUsed ?? 0} guests; {budget.attending !== null ? `${budget.attending} are attending` : `you saved ${budget.guests ?? 'no count'}`}. Save the count below to keep it, or{' '}
          <Link to="/planning/budget" preventScrollReset>
            go back to your saved figures
          </Link>
          .
        </p>
      )}
      <section className={classes.panel} aria-labelledby="totals">
        <h2 id="totals">Where it stands</h2>
        <dl className={`${classes.figures} ${classes.figuresWide}`}>
          <div>
            <dt>Planned</dt>
            <dd>{money(budget.overall.planned)}</dd>
          </div>
          <div>
            <dt>Committed</dt>
            <dd>{money(budget.overall.committed)}</dd>
          </div>
          <div>
            <dt>Paid</dt>
            <dd>{money(budget.overall.paid)}</dd>
          </div>
          <div>
            <dt>Left</dt>
            <dd className={budget.overall.left !== null && budget.overall.left < 0 ? classes.over : undefined}>{budget.overall.left === null ? 'No total yet' : money(budget.overall.left)}</dd>
          </div>
        </dl>
        <p className={classes.meta}>
          Planned adds up your estimates; committed, the prices you agreed (bookings included); left is your total minus what you expect to spend ({money(budget.overall.expected)}: each item’s agreed
          price, or its estimate until there is one).
        </p>
        {budget.overall.overspend > 0 && (
          <p className={`${classes.notice} ${classes.over}`} role="alert">
            Over budget: you expect to spend {money(budget.overall.overspend)} more than your total of {money(budget.total ?? 0)}.
          </p>
        )}
        <BudgetChart categories={budget.categories} currency={budget.currency} />
        <p className={classes.meta}>
          <a href="/planning/budget.csv" download>
            Download the budget (CSV, opens in Excel)
          </a>
        </p>
      </section>

      <div className={classes.grid}>
        <section className={classes.panel} aria-labelledby="settings">
          <h2 id="settings">Total and guests</h2>
          {/* Keyed on the figures shown: after a "what if" it offers that count to save. */}
          <Form key={`settings-${budget.total}-${budget.guestsUsed}`} method="post" preventScrollReset className={classes.form}>
            <input type="hidden" name="intent" value="settings" />
            <FormErrorsAlert formId="settings" errors={settingsFailed?.errors} />
            <div className={classes.field}>
              <label htmlFor="settings-total">Total budget ($)</label>
              <input
                id="settings-total"
                name="total"
                inputMode="decimal"
                maxLength={20}
                defaultValue={settingsFailed ? keptValue(settingsFailed.values, 'total') : budget.total === null ? '' : dollarsText(budget.total)}
                className={classes.input}
                aria-invalid={settingsFailed?.errors.total ? true : undefined}
              />
            </div>
            <div className={classes.field}>
              <label htmlFor="settings-guests">Guests</label>
              <input
                id="settings-guests"
                name="guests"
                inputMode="numeric"
                maxLength={6}
                defaultValue={settingsFailed ? keptValue(settingsFailed.values, 'guests') : String(budget.guestsUsed ?? '')}
                className={classes.input}
                aria-invalid={settingsFailed?.errors.guests ? true : undefined}
              />
            </div>
            <p className={`${classes.hint} ${classes.wide}`}>
              Suggested for {budget.guestsUsed ?? 'an average number of'} guests: about{' '}
              {budget.suggested.low === budget.suggested.high ? money(nearestHundred(budget.suggested.amount)) : `${money(nearestHundred(budget.suggested.low))} to ${money(nearestHundred(budget.suggested.high))}`}, the
              average wedding scaled to your guests. {budget.suggested.source}
            </p>
            <div className={`${classes.actions} ${classes.wide}`}>
              <button type="submit" className={classes.primary}>
                Save
              </button>
            </div>
          </Form>
          <Form method="get" preventScrollReset className={classes.form} aria-labelledby="what-if">
            <h3 id="what-if" className={`${classes.wide} ${classes.itemName}`}>
              What if the guest count changes?
            </h3>
            {data.whatIfError && (
              <p role="alert" className={`${classes.wide} ${classes.over}`}>
                {data.whatIfError}
              </p>
            )}
            <div className={classes.field}>
              <label htmlFor="what-if-guests">Guests</label>
              <input id="what-if-guests" name="guests" inputMode="numeric" maxLength={6} defaultValue={whatIf ? String(budget.guestsUsed ?? '') : ''} className={classes.input} />
            </div>
            <div className={classes.actions}>
              <button type="submit" className={classes.secondary}>
                Show the figures
              </button>
            </div>
            <p className={`${classes.hint} ${classes.wide}`}>Shows every total for that many guests without saving anything: per-guest items follow the count.</p>
          </Form>
        </section>

        <section className={classes.panel} aria-labelledby="upcoming">
          <h2 id="upcoming">Payments in the next 30 days</h2>
          {budget.upcoming.length === 0 ? (
            <p className={classes.meta}>Nothing due in the next 30 days. Add payments to your items to see them here.</p>
          ) : (
            <ul className={classes.list}>
              {budget.upcoming.map((payment) => (
                <li key={payment.paymentId} className={classes.itemHead}>
                  <span>
                    {payment.itemName}: due <time dateTime={payment.dueDate}>{dayText(payment.dueDate)}</time>
                    {payment.overdue && <span className={`${classes.badge} ${classes.badgeWarn}`}> Overdue</span>}
                  </span>
                  <span className={classes.amount}>{money(payment.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {used.map(({ category, items }) => (
        <section key={category.categoryId} className={`${classes.panel} ${classes.period}`} aria-labelledby={`category-${category.categoryId}`}>
          <div className={classes.periodHead}>
            <h2 id={`category-${category.categoryId}`}>{category.title}</h2>
            <span className={classes.meta}>
              Planned {money(category.planned)} · Committed {money(category.committed)} · Paid {money(category.paid)}
            </span>
          </div>
          {category.overBudget && (
            <p className={`${classes.note} ${classes.over}`}>
              Over its estimate by {money(category.expected - category.planned)}.
            </p>
          )}
          <ul className={classes.list}>
            {items.map((item) => (
              <BudgetItem key={item.id} item={item} guests={budget.guestsUsed} answer={answer} />
            ))}
          </ul>
          <p className={classes.source}>Typical: {defaultLine(category, budget.currency, budget.guestsUsed)}</p>
        </section>
      ))}

      <section className={classes.panel} aria-labelledby="add-item">
        <h2 id="add-item">Add an item</h2>
        <Form key={added ? `added-${budget.items.length}` : 'add'} method="post" preventScrollReset className={classes.form}>
          <input type="hidden" name="intent" value="add-item" />
          <FormErrorsAlert formId="add-item" errors={addFailed?.errors} />
          <BudgetItemFields formId="add-item" start={{}} failed={addFailed} />
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Add the item
            </button>
          </div>
        </Form>
      </section>

      {unused.length > 0 && (
        <section className={classes.panel} aria-labelledby="typical">
          <h2 id="typical">What couples typically spend</h2>
          <p className={classes.meta}>
            The categories you have no items in yet. Averages are among couples who paid for the category, not all couples; where we have no published figure we trust, we say so.
          </p>
          <table className={`${classes.table} ${classes.wrapping}`}>
              <caption className="visually-hidden">Typical amounts per category, and their sources</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">Typical amount and source</th>
                </tr>
              </thead>
              <tbody>
                {unused.map(({ category }) => (
                  <tr key={category.categoryId}>
                    <th scope="row">{category.title}</th>
                    <td>{defaultLine(category, budget.currency, budget.guestsUsed)}</td>
                  </tr>
                ))}
              </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
