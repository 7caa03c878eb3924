import { planningClasses as classes } from '~/features/planning';
import { fieldProps, type Failed } from './field-props';

export type EventStart = { name?: string; date?: string | null; time?: string | null; place?: string };

/** An event's name, date, time and place: the add form and each event's change form. */
export function EventFields({ formId, start, failed }: { formId: string; start: EventStart; failed: Failed }) {
  const { field, id } = fieldProps(formId, failed, start);
  return (
    <>
      <div className={classes.field}>
        <label htmlFor={id('name')}>Event</label>
        <input {...field('name')} required maxLength={80} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('place')}>Place (optional)</label>
        <input {...field('place')} maxLength={300} autoComplete="off" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('date')}>Date (optional)</label>
        <input {...field('date')} type="date" className={classes.input} />
      </div>
      <div className={classes.field}>
        <label htmlFor={id('time')}>Time (optional)</label>
        <input {...field('time')} type="time" className={classes.input} />
      </div>
    </>
  );
}
