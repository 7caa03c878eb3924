import { errorIdOf } from '~/components/form/form-errors-alert';
import { planningClasses as classes } from '~/features/planning';
import { fieldProps, type Failed } from './field-props';
import { sideLabel, type PartnerNames } from './partner-names';
import styles from './guests.module.css';

export type GuestStart = {
  household_id?: number | string;
  first_name?: string;
  last_name?: string;
  age_group?: string;
  side?: string;
  group_name?: string;
  email?: string;
  dietary?: string;
  meal?: string;
  notes?: string;
  plus_ones_allowed?: number;
};

export type GuestChoices = {
  events: { id: number; name: string }[];
  partners: PartnerNames;
  /** Groups and meals already used: offered as the couple types (a datalist), never imposed. */
  groups: string[];
  meals: string[];
};

export const ageGroupLabels: Record<string, string> = { adult: 'Adult', child: 'Child', infant: 'Infant' };

/**
 * A guest's fields: the add form (with the household to add them to), the edit form (which may move
 * them to another household), a plus-one's (who brings no plus-one) and a new plus-one's (name,
 * age, meal and dietary needs: the rest follows their host). `invitedTo`: the events ticked at
 * first (null: no event boxes, as for a new plus-one, who goes to their host's events).
 */
export function GuestFields({
  formId,
  start,
  failed,
  choices,
  households,
  invitedTo,
  variant = 'guest',
}: {
  formId: string;
  start: GuestStart;
  failed: Failed;
  choices: GuestChoices;
  /** The household select: "new" offers a new household of the guest's name first. */
  households?: { options: { id: number; name: string }[]; offerNew: boolean };
  invitedTo: number[] | null;
  variant?: 'guest' | 'plus-one' | 'new-plus-one';
}) {
  const full = variant !== 'new-plus-one';
  const { field, ticked, id } = fieldProps(formId, failed, start);
  const ticks = new Set(ticked('event_ids', (invitedTo ?? []).map(String)));
  const groupsList = `${formId}-groups`;
  const mealsList = `${formId}-meals`;
  return (
    <>
      {households && (
        <div className={`${classes.field} ${classes.wide}`}>
          <label htmlFor={id('household_id')}>Household</label>
          <select {...field('household_id', households.offerNew ? `${formId}-household-hint` : undefined)} className={classes.input}>
            {households.offerNew && <option value="">A new household</option>}
            {households.options.map((household) => (
              <option key={household.id} value={household.id}>
                {household.name}
              </option>
            ))}
          </select>
          {households.offerNew && (
            <p id={`${formId}-household-hint`} className={classes.hint}>
              A new household takes the guest’s name: rename it on its page.
            </p>
          )}
        </div>
      )}
      <div className={classes.field}>
        <label htmlFor={id('first_name')}>First name</label>
        <input {...field('first_name')} required maxLength={80} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('last_name')}>Last name</label>
        <input {...field('last_name')} maxLength={80} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('age_group')}>Age</label>
        <select {...field('age_group')} className={classes.input}>
          {Object.entries(ageGroupLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {full && (
        <div className={classes.field}>
          <label htmlFor={id('side')}>Side</label>
          <select {...field('side')} className={classes.input}>
            {(['both', 'partner-1', 'partner-2'] as const).map((side) => (
              <option key={side} value={side}>
                {sideLabel(side, choices.partners)}
              </option>
            ))}
          </select>
        </div>
      )}
      {full && (
        <div className={classes.field}>
          <label htmlFor={id('group_name')}>Group (optional)</label>
          <input {...field('group_name', `${formId}-group-hint`)} list={groupsList} maxLength={80} autoComplete="off" className={classes.input} />
          <p id={`${formId}-group-hint`} className={classes.hint}>
            Family, University friends, Work…
          </p>
          <datalist id={groupsList}>
            {choices.groups.map((group) => (
              <option key={group} value={group} />
            ))}
          </datalist>
        </div>
      )}
      {full && (
        <div className={classes.field}>
          <label htmlFor={id('email')}>E-mail (optional)</label>
          <input {...field('email')} type="email" maxLength={254} autoComplete="off" className={classes.input} />
        </div>
      )}
      <div className={classes.field}>
        <label htmlFor={id('meal')}>Meal choice (optional)</label>
        <input {...field('meal')} list={mealsList} maxLength={80} autoComplete="off" className={classes.input} />
        <datalist id={mealsList}>
          {choices.meals.map((meal) => (
            <option key={meal} value={meal} />
          ))}
        </datalist>
      </div>
      <div className={classes.field}>
        <label htmlFor={id('dietary')}>Dietary needs (optional)</label>
        <input {...field('dietary')} maxLength={300} autoComplete="off" className={classes.input} />
      </div>
      {variant === 'guest' && (
        <div className={classes.field}>
          <label htmlFor={id('plus_ones_allowed')}>Plus-ones allowed</label>
          <input {...field('plus_ones_allowed', `${formId}-plus-hint`)} type="number" min={0} max={5} inputMode="numeric" className={classes.input} />
          <p id={`${formId}-plus-hint`} className={classes.hint}>
            0 to 5: named by you or by the guest when they answer.
          </p>
        </div>
      )}
      {full && (
        <div className={`${classes.field} ${classes.wide}`}>
          <label htmlFor={id('notes')}>Notes (optional)</label>
          <textarea {...field('notes')} rows={2} maxLength={2000} className={classes.input} />
        </div>
      )}
      {invitedTo !== null && choices.events.length > 0 && (
        <fieldset className={`${styles.checks} ${classes.wide}`} aria-describedby={failed?.errors.event_ids ? errorIdOf(formId, 'event_ids') : undefined}>
          <legend>Invited to</legend>
          {choices.events.map((event) => (
            <label key={event.id}>
              <input type="checkbox" name="event_ids" value={event.id} defaultChecked={ticks.has(String(event.id))} /> {event.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
