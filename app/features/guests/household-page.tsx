import { Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { GuestEvent } from '../../../server/modules/guests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { dayText } from '~/lib/format-date';
import { ButtonForm, failureOf, planningClasses as classes, PlanningNav } from '~/features/planning';
import type { GuestAnswer } from './guest-answer';
import { GuestFields } from './guest-fields';
import { DeleteGuestForm, deleteFailure, GuestItem, useListLinks } from './guest-item';
import type { GuestRow } from './guest-list-view';
import { GuestNotices } from './guest-notices';
import { HouseholdFields } from './household-fields';
import type { PartnerNames } from './partner-names';
import styles from './guests.module.css';

export type HouseholdPageData = {
  household: { id: number; name: string; address: string; email: string; phone: string };
  /** Their last answer on the RSVP page: the day, and their message to the couple. */
  rsvp: { answeredOn: string; message: string } | null;
  guests: GuestRow[];
  events: GuestEvent[];
  partners: PartnerNames;
  groups: string[];
  mealChoices: string[];
};



/** /planning/guests/households/:id (issue 34): who is in it, a guest to add, its details, and deleting it for good (asked first). */
export function HouseholdPage({ data, answer }: { data: HouseholdPageData; answer: GuestAnswer | undefined }) {
  const { household, guests } = data;
  const followLink = useListLinks();
  const editFailed = failureOf(answer, 'update-household');
  const addFailed = failureOf(answer, 'add-guest');
  const choices = { events: data.events, partners: data.partners, groups: data.groups, meals: data.mealChoices };
  const contact = [household.address, household.email, household.phone].filter(Boolean).join(' · ');
  const shownHere = (formId: string) => ['update-household', 'add-guest'].includes(formId) || (formId === 'delete-guest' && guests.some((row) => deleteFailure(answer, row.id) !== null));
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>{household.name}</Title>
      <PlanningNav />
      <p className={classes.intro}>
        <Link to={`/planning/guests`}>The guest list</Link>
        {contact && <span className={classes.meta}> · {contact}</span>}
      </p>
      <GuestNotices answer={answer} shownHere={shownHere} />

      <section className={classes.panel} aria-labelledby="members">
        <h2 id="members">Who is in it</h2>
        <p className={classes.meta}>They answer together on the RSVP page: up to 15 people.</p>
        {data.rsvp && (
          <p className={classes.note}>
            They answered on {dayText(data.rsvp.answeredOn)}
            {data.rsvp.message ? `, with a message: “${data.rsvp.message}”` : '.'}
          </p>
        )}
        <DeleteGuestForm />
        {guests.length === 0 ? (
          <p className={styles.empty}>Nobody yet: add the first guest below.</p>
        ) : (
          <ul className={styles.guests} onClick={followLink}>
            {guests.map((row) => (
              <GuestItem key={row.id} row={row} events={data.events} partners={data.partners} ticked={null} failure={deleteFailure(answer, row.id)} />
            ))}
          </ul>
        )}
      </section>

      <section className={classes.panel} aria-labelledby="add-to-household">
        <h2 id="add-to-household">Add a guest to {household.name}</h2>
        <Form key={answer?.done === 'add-guest' ? `added-${guests.length}` : 'add-guest'} method="post" preventScrollReset noValidate className={classes.form}>
          <input type="hidden" name="intent" value="add-guest" />
          <input type="hidden" name="household_id" value={household.id} />
          <FormErrorsAlert formId="add-guest" errors={addFailed?.errors} />
          <GuestFields formId="add-guest" start={{ age_group: 'adult', side: 'both', plus_ones_allowed: 0 }} failed={addFailed} choices={choices} invitedTo={data.events.map((event) => event.id)} />
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Add the guest
            </button>
          </div>
        </Form>
      </section>

      <section className={classes.panel} aria-labelledby="household-details">
        <h2 id="household-details">Details</h2>
        <Form method="post" preventScrollReset noValidate className={classes.form}>
          <input type="hidden" name="intent" value="update-household" />
          <input type="hidden" name="id" value={household.id} />
          <FormErrorsAlert formId="update-household" errors={editFailed?.errors} />
          <HouseholdFields formId="update-household" start={household} failed={editFailed} />
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Save the household
            </button>
          </div>
        </Form>
      </section>

      <section className={classes.panel} aria-labelledby="delete-household">
        <h2 id="delete-household">Delete the household</h2>
        {/* Deleting a household is for good: a second step says so before it happens. */}
        <details className={classes.tools}>
          <summary>Delete {household.name}…</summary>
          <p className={classes.note}>
            This deletes the household{guests.length > 0 ? ` and its ${guests.length} ${guests.length === 1 ? 'guest' : 'guests'}, with their answers and seats,` : ''} for good: there is no undo. To keep a
            guest, move them to another household first (on their page).
          </p>
          <div className={classes.actions}>
            <ButtonForm intent="delete-household" formId="delete-household" fields={{ id: household.id }} action="/planning/guests" label="Delete it for good" />
          </div>
        </details>
      </section>
    </div>
  );
}
