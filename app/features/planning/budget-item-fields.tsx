import { budgetCategories } from '../../../shared/planning/budget';
import { dollarsText } from '../../../shared/bookings/money';
import type { FormErrors, FormValues } from '~/lib/form-errors';
import { keptValue } from '~/lib/form-errors';
import classes from './planning.module.css';

type ItemStart = { category_id?: string; name?: string; estimate?: number; actual?: number | null; per_guest?: boolean };

/** An item's category, name, estimate, actual cost and pricing: the add form and each item's edit form. Amounts in dollars. */
export function BudgetItemFields({ formId, start, failed }: { formId: string; start: ItemStart; failed: { errors: FormErrors; values: FormValues | undefined } | null }) {
  const kept = (name: string) => (failed ? (keptValue(failed.values, name) ?? '') : undefined);
  const amount = (value: number | null | undefined) => (value === null || value === undefined ? '' : dollarsText(value));
  const perGuest = failed ? keptValue(failed.values, 'per_guest') === 'true' : Boolean(start.per_guest);
  const invalid = (name: string) => (failed?.errors[name] ? true : undefined);
  const described = (name: string, hint?: string) => [hint, failed?.errors[name] ? `${formId}-error-${name}` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <div className={classes.field}>
        <label htmlFor={`${formId}-name`}>Item</label>
        <input id={`${formId}-name`} name="name" required maxLength={120} defaultValue={kept('name') ?? start.name ?? ''} className={classes.input} aria-invalid={invalid('name')} aria-describedby={described('name')} />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-category`}>Category</label>
        <select id={`${formId}-category`} name="category_id" defaultValue={kept('category_id') ?? start.category_id ?? 'other'} className={classes.input} aria-invalid={invalid('category_id')} aria-describedby={described('category_id')}>
          {budgetCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-estimate`}>Estimate ($)</label>
        <input id={`${formId}-estimate`} name="estimate" inputMode="decimal" maxLength={20} defaultValue={kept('estimate') ?? amount(start.estimate)} className={classes.input} aria-invalid={invalid('estimate')} aria-describedby={described('estimate')} />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-actual`}>Actual cost ($)</label>
        <input
          id={`${formId}-actual`}
          name="actual"
          inputMode="decimal"
          maxLength={20}
          defaultValue={kept('actual') ?? amount(start.actual)}
          className={classes.input}
          aria-invalid={invalid('actual')}
          aria-describedby={described('actual', `${formId}-actual-hint`)}
        />
        <p id={`${formId}-actual-hint`} className={classes.hint}>
          Once you have agreed a price: it counts as committed. Leave it empty until then.
        </p>
      </div>
      <fieldset className={`${classes.field} ${classes.wide} ${classes.choices}`}>
        <legend>The amounts are</legend>
        <label>
          <input type="radio" name="per_guest" value="false" defaultChecked={!perGuest} /> for the whole item
        </label>
        <label>
          <input type="radio" name="per_guest" value="true" defaultChecked={perGuest} /> per guest (they follow your guest count)
        </label>
      </fieldset>
    </>
  );
}
