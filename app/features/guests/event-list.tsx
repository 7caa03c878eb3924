import { Form } from 'react-router';
import type { GuestEvent } from '../../../server/modules/guests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { failureOf, planningClasses as classes } from '~/features/planning';
import { EventFields } from './event-fields';
import type { GuestAnswer } from './guest-answer';
import { eventWhen } from './event-when';
import styles from './guests.module.css';

/** The wedding's events (the ceremony and reception to begin with): each one's change form, and a new one. */
export function EventList({ events, answer }: { events: GuestEvent[]; answer: GuestAnswer | undefined }) {
  const addFailed = failureOf(answer, 'add-event');
  return (
    <section className={classes.panel} aria-labelledby="events">
      <h2 id="events">Events</h2>
      <p className={classes.meta}>Each guest is invited to the events you choose; the RSVP page asks them about those only.</p>
      <ul className={classes.list}>
        {events.map((event) => {
          const formId = `update-event-${event.id}`;
          const failed = failureOf(answer, formId);
          return (
            <li key={event.id} className={classes.item}>
              <p className={classes.itemName}>{event.name}</p>
              <p className={classes.taskMeta}>{eventWhen(event) || 'No date, time or place yet'}</p>
              <details className={classes.tools} open={failed !== null}>
                <summary>
                  Change<span className="visually-hidden"> the {event.name}</span>
                </summary>
                <Form method="post" preventScrollReset noValidate className={classes.form}>
                  <input type="hidden" name="intent" value="update-event" />
                  <input type="hidden" name="form_id" value={formId} />
                  <input type="hidden" name="id" value={event.id} />
                  <FormErrorsAlert formId={formId} errors={failed?.errors} />
                  <EventFields formId={formId} start={event} failed={failed} />
                  <div className={`${classes.actions} ${classes.wide}`}>
                    <button type="submit" className={classes.primary}>
                      Save the event
                    </button>
                  </div>
                </Form>
              </details>
            </li>
          );
        })}
      </ul>
      <h3 className={styles.subhead}>Add an event</h3>
      <Form key={answer?.done === 'add-event' ? `added-${events.length}` : 'add-event'} method="post" preventScrollReset noValidate className={classes.form} aria-label="Add an event">
        <input type="hidden" name="intent" value="add-event" />
        <FormErrorsAlert formId="add-event" errors={addFailed?.errors} />
        <EventFields formId="add-event" start={{}} failed={addFailed} />
        <div className={`${classes.actions} ${classes.wide}`}>
          <button type="submit" className={classes.primary}>
            Add the event
          </button>
        </div>
      </Form>
    </section>
  );
}
