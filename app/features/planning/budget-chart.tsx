import type { BudgetCategoryView } from '../../../server/modules/planning';
import { budgetMoney } from './money';
import classes from './budget-chart.module.css';

const series = [
  { key: 'planned', label: 'Planned', className: classes.planned },
  { key: 'committed', label: 'Committed', className: classes.committed },
  { key: 'paid', label: 'Paid', className: classes.paid },
] as const;

/**
 * Planned, committed and paid per category as bars (drawn with CSS, no chart library): people
 * would rather look than read. The same figures are in a table for screen readers.
 */
export function BudgetChart({ categories, currency }: { categories: BudgetCategoryView[]; currency: string }) {
  const shown = categories.filter((category) => category.planned > 0 || category.committed > 0 || category.paid > 0);
  const max = Math.max(1, ...shown.flatMap((category) => [category.planned, category.committed, category.paid]));
  const money = (amount: number) => budgetMoney(amount, currency);
  if (shown.length === 0) return <p className={classes.empty}>Add an item and your categories show here as bars: planned, committed and paid.</p>;
  return (
    <figure className={classes.chart}>
      <figcaption className={classes.legend} aria-hidden="true">
        {series.map((entry) => (
          <span key={entry.key}>
            <span className={`${classes.swatch} ${entry.className}`} />
            {entry.label}
          </span>
        ))}
      </figcaption>
      <div aria-hidden="true" className={classes.rows}>
        {shown.map((category) => (
          <div key={category.categoryId} className={classes.row}>
            <span className={classes.label}>
              {category.title}
              {category.overBudget && <span className={classes.over}> over its estimate</span>}
            </span>
            <span className={classes.bars}>
              {series.map((entry) => (
                <span key={entry.key} className={classes.barLine}>
                  <span className={`${classes.bar} ${entry.className}`} style={{ width: `calc((100% - 110px) * ${(category[entry.key] / max).toFixed(4)})` }} />
                  <span className={classes.value}>{money(category[entry.key])}</span>
                </span>
              ))}
            </span>
          </div>
        ))}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>Planned, committed and paid per category</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {series.map((entry) => (
                <th key={entry.key} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((category) => (
              <tr key={category.categoryId}>
                <th scope="row">
                  {category.title}
                  {category.overBudget ? ' (over its estimate)' : ''}
                </th>
                {series.map((entry) => (
                  <td key={entry.key}>{money(category[entry.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
