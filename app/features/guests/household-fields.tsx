import { planningClasses as classes } from '~/features/planning';
import { fieldProps, type Failed } from './field-props';

export type HouseholdStart = { name?: string; address?: string; email?: string; phone?: string };

/** A household's name, address, e-mail and phone: the add form and the household's page. */
export function HouseholdFields({ formId, start, failed }: { formId: string; start: HouseholdStart; failed: Failed }) {
  const { field, id } = fieldProps(formId, failed, start);
  return (
    <>
      <div className={`${classes.field} ${classes.wide}`}>
        <label htmlFor={id('name')}>Household name</label>
        <input {...field('name', `${formId}-name-hint`)} required maxLength={120} autoComplete="off" className={classes.input} />
        <p id={`${formId}-name-hint`} className={classes.hint}>
          Who answers together on the RSVP page: “The Nguyens”, “Sam and Alex”. Up to 15 people.
        </p>
      </div>
      <div className={`${classes.field} ${classes.wide}`}>
        <label htmlFor={id('address')}>Address (optional)</label>
        <input {...field('address')} maxLength={500} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('email')}>E-mail (optional)</label>
        <input {...field('email')} type="email" maxLength={254} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('phone')}>Phone (optional)</label>
        <input {...field('phone')} type="tel" maxLength={40} autoComplete="off" className={classes.input} />
      </div>
    </>
  );
}
