import classes from './bookings.module.css';

type EnquiryFieldsProps = {
  /** Makes the inputs' ids unique on the page. */
  idPrefix: string;
  /** Messages per field (wire names: wedding_date, date_flexible, guests, budget). */
  errors?: Partial<Record<string, string>>;
  /** What the fields start with: what was typed before a refusal, or where the enquiry starts (enquiry-prefill.ts). */
  values?: Partial<Record<string, string>>;
  /** Where a started value came from, said under its field ("From your profile."). */
  notes?: Partial<Record<string, string>>;
};

/**
 * Issue 31: what vendors need to answer an enquiry, each optional: the date (or flexible, with a
 * month or a season), the guests and the budget for this vendor. Plain named inputs, so the form
 * posts them without scripts (`wedding_date`, `date_flexible`, `guests`, `budget`).
 */
export function EnquiryFields({ idPrefix, errors = {}, values = {}, notes = {} }: EnquiryFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: string) => [errors[name] && `${id(name)}-error`, notes[name] && `${id(name)}-note`].filter(Boolean).join(' ') || undefined;
  const error = (name: string) => (
    <>
      {notes[name] && (
        <p id={`${id(name)}-note`} className={classes.hint}>
          {notes[name]}
        </p>
      )}
      {errors[name] && (
        <p id={`${id(name)}-error`} className={classes.error}>
          {errors[name]}
        </p>
      )}
    </>
  );
  return (
    <fieldset className={classes.details}>
      <legend>Your wedding (optional)</legend>
      <div className={classes.field}>
        <label htmlFor={id('wedding_date')} className={classes.label}>
          Wedding date
        </label>
        <input
          id={id('wedding_date')}
          name="wedding_date"
          type="date"
          className={classes.input}
          defaultValue={values.wedding_date}
          aria-invalid={errors.wedding_date ? true : undefined}
          aria-describedby={describedBy('wedding_date')}
        />
        {error('wedding_date')}
      </div>
      <div className={classes.field}>
        <label htmlFor={id('date_flexible')} className={classes.label}>
          Or, if your date is flexible
        </label>
        <input
          id={id('date_flexible')}
          name="date_flexible"
          defaultValue={values.date_flexible}
          type="text"
          maxLength={40}
          placeholder="A month or a season"
          className={classes.input}
          aria-invalid={errors.date_flexible ? true : undefined}
          aria-describedby={describedBy('date_flexible')}
        />
        {error('date_flexible')}
      </div>
      <div className={classes.field}>
        <label htmlFor={id('guests')} className={classes.label}>
          Guests
        </label>
        <input
          id={id('guests')}
          name="guests"
          defaultValue={values.guests}
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          className={classes.input}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={describedBy('guests')}
        />
        {error('guests')}
      </div>
      <div className={classes.field}>
        <label htmlFor={id('budget')} className={classes.label}>
          Budget for this vendor ($)
        </label>
        <input
          id={id('budget')}
          name="budget"
          defaultValue={values.budget}
          type="number"
          inputMode="numeric"
          min={0}
          max={10000000}
          step={50}
          className={classes.input}
          aria-invalid={errors.budget ? true : undefined}
          aria-describedby={describedBy('budget')}
        />
        {error('budget')}
      </div>
    </fieldset>
  );
}

/** The fields' wire names, which the REST call and the page's form take too. */
export const enquiryFieldNames = ['wedding_date', 'date_flexible', 'guests', 'budget'] as const;

/** The details as a form holds them, for a client call (empty fields left out). */
export function enquiryDetailsOf(form: FormData): Record<string, string> {
  const details: Record<string, string> = {};
  for (const name of enquiryFieldNames) {
    const value = form.get(name);
    if (typeof value === 'string' && value.trim() !== '') details[name] = value.trim();
  }
  return details;
}
