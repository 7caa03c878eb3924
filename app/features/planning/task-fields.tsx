import type { FormErrors, FormValues } from '~/lib/form-errors';
import { keptValue } from '~/lib/form-errors';
import { budgetCategories } from '../../../shared/planning/budget';
import classes from './planning.module.css';

type TaskFieldValues = { title?: string; due_date?: string | null; note?: string; category_id?: string | null };

/** A task's title, due date, note and category: the add form and each task's edit form. */
export function TaskFields({ formId, start, failed }: { formId: string; start: TaskFieldValues; failed: { errors: FormErrors; values: FormValues | undefined } | null }) {
  const value = (name: keyof TaskFieldValues) => (failed ? keptValue(failed.values, name) : (start[name] ?? undefined)) ?? '';
  const invalid = (name: string) => (failed?.errors[name] ? true : undefined);
  const described = (name: string) => (failed?.errors[name] ? `${formId}-error-${name}` : undefined);
  return (
    <>
      <div className={`${classes.field} ${classes.wide}`}>
        <label htmlFor={`${formId}-title`}>Task</label>
        <input id={`${formId}-title`} name="title" required maxLength={200} defaultValue={value('title')} className={classes.input} aria-invalid={invalid('title')} aria-describedby={described('title')} />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-due`}>Due date (optional)</label>
        <input id={`${formId}-due`} name="due_date" type="date" defaultValue={value('due_date')} className={classes.input} aria-invalid={invalid('due_date')} aria-describedby={described('due_date')} />
      </div>
      <div className={classes.field}>
        <label htmlFor={`${formId}-category`}>Kind of vendor (optional)</label>
        <select id={`${formId}-category`} name="category_id" defaultValue={value('category_id')} className={classes.input} aria-invalid={invalid('category_id')} aria-describedby={described('category_id')}>
          <option value="">None</option>
          {budgetCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </select>
      </div>
      <div className={`${classes.field} ${classes.wide}`}>
        <label htmlFor={`${formId}-note`}>Note (optional)</label>
        <textarea id={`${formId}-note`} name="note" rows={3} maxLength={2000} defaultValue={value('note')} className={classes.input} aria-invalid={invalid('note')} aria-describedby={described('note')} />
      </div>
    </>
  );
}
