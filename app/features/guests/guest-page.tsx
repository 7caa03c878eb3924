import { Title } from '@mantine/core';
import { Form, Link } from 'react-router';
import type { GuestEvent } from '../../../server/modules/guests';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { ButtonForm, failureOf, planningClasses as classes, PlanningNav } from '~/features/planning';
import type { GuestAnswer } from './guest-answer';
import { GuestFields, type GuestStart } from './guest-fields';
import type { InvitationState } from './guest-list-view';
import { GuestNotices } from './guest-notices';
import { sideLabel, type PartnerNames } from './partner-names';
import styles from './guests.module.css';

export type GuestPageData = {
  guest: GuestStart & { id: number; name: string; table: string | null; answers: { eventId: number; state: InvitationState }[] };
  household: { id: number; name: string };
  host: { id: number; name: string } | null;
  plusOnes: { id: number; name: string }[];
  plusOnesAllowed: number;
  events: GuestEvent[];
  partners: PartnerNames;
  groups: string[];
  mealChoices: string[];
  households: { id: number; name: string }[];
};

const stateLabels = { attending: 'Attending', waiting: 'Waiting for an answer', declined: 'Declined' } as const;
const shownHere = (formId: string) => ['update-guest', 'add-plus-one'].includes(formId);

/** /planning/guests/:id (issue 34): a guest's answers, their details to change, their plus-ones, and delete (with undo). */
export function GuestPage({ data, answer }: { data: GuestPageData; answer: GuestAnswer | undefined }) {
  const { guest } = data;
  const editFailed = failureOf(answer, 'update-guest');
  const plusOneFailed = failureOf(answer, 'add-plus-one');
  const choices = { events: data.events, partners: data.partners, groups: data.groups, meals: data.mealChoices };
  const plusOnesLeft = data.plusOnesAllowed - data.plusOnes.length;
  const eventName = new Map(data.events.map((event) => [event.id, event.name]));
  return (
    <div className={`content-width ${classes.page}`}>
      <Title order={1}>{guest.name}</Title>
      <PlanningNav />
      <p className={classes.intro}>
        <Link to={`/planning/guests#guest-${guest.id}`}>The guest list</Link> ›{' '}
        <Link to={`/planning/guests/households/${data.household.id}`}>{data.household.name}</Link>
      </p>
      <ul className={styles.guestMeta}>
        <li>{sideLabel(guest.side ?? 'both', data.partners)}</li>
        {data.host && (
          <li>
            Plus-one of <Link to={`/planning/guests/${data.host.id}`}>{data.host.name}</Link>
          </li>
        )}
        {guest.group_name && <li>{guest.group_name}</li>}
        <li>{guest.table ? `Table: ${guest.table}` : 'Not seated yet'}</li>
      </ul>
      <GuestNotices answer={answer} shownHere={shownHere} />

      <section className={classes.panel} aria-labelledby="answers">
        <h2 id="answers">Answers</h2>
        {guest.answers.length === 0 ? (
          <p className={classes.meta}>Not invited to any event yet: tick the events below.</p>
        ) : (
          <>
            <ul className={styles.states}>
              {guest.answers.map((entry) => (
                <li key={entry.eventId} className={styles.state} data-state={entry.state}>
                  {eventName.get(entry.eventId)}: {stateLabels[entry.state]}
                </li>
              ))}
            </ul>
            <p className={classes.meta}>An answer given another way (a call, a card in the post): write it down here. Guests can also answer, and change it, on your RSVP page.</p>
            {guest.answers.map((entry) => (
              <Form key={`${entry.eventId}-${entry.state}`} method="post" preventScrollReset className={styles.answerForm}>
                <input type="hidden" name="intent" value="record-answer" />
                <input type="hidden" name="form_id" value={`answer-${entry.eventId}`} />
                <input type="hidden" name="guest_id" value={guest.id} />
                <input type="hidden" name="event_id" value={entry.eventId} />
                <label htmlFor={`answer-${entry.eventId}`}>{eventName.get(entry.eventId)}</label>
                <select id={`answer-${entry.eventId}`} name="status" defaultValue={entry.state} className={classes.input}>
                  {Object.entries(stateLabels).map(([state, label]) => (
                    <option key={state} value={state}>
                      {label}
                    </option>
                  ))}
                </select>
                <button type="submit" className={classes.small} aria-label={`Save the answer to the ${eventName.get(entry.eventId)}`}>
                  Save
                </button>
              </Form>
            ))}
          </>
        )}
      </section>

      <section className={classes.panel} aria-labelledby="details">
        <h2 id="details">Details</h2>
        <Form method="post" preventScrollReset noValidate className={classes.form}>
          <input type="hidden" name="intent" value="update-guest" />
          <input type="hidden" name="id" value={guest.id} />
          <FormErrorsAlert formId="update-guest" errors={editFailed?.errors} />
          <GuestFields
            formId="update-guest"
            start={guest}
            failed={editFailed}
            choices={choices}
            // A plus-one stays with their host: only a host moves households.
            households={data.host ? undefined : { options: data.households, offerNew: false }}
            invitedTo={guest.answers.map((entry) => entry.eventId)}
            variant={data.host ? 'plus-one' : 'guest'}
          />
          <p className={`${classes.hint} ${classes.wide}`}>Un-ticking an event removes the invitation and any answer to it; ticking one keeps the answers already given.</p>
          <div className={`${classes.actions} ${classes.wide}`}>
            <button type="submit" className={classes.primary}>
              Save the guest
            </button>
          </div>
        </Form>
      </section>

      {!data.host && (
        <section className={classes.panel} aria-labelledby="plus-ones">
          <h2 id="plus-ones">Plus-ones</h2>
          <p className={classes.meta}>
            {data.plusOnesAllowed === 0
              ? 'No plus-one allowed: raise “Plus-ones allowed” above to give them one.'
              : `${data.plusOnesAllowed} allowed, ${data.plusOnes.length} named.${plusOnesLeft > 0 ? ` A plus-one not named here can be named by ${guest.first_name} when they answer.` : ''}`}
          </p>
          {data.plusOnes.length > 0 && (
            <ul className={classes.list}>
              {data.plusOnes.map((plusOne) => (
                <li key={plusOne.id}>
                  <Link to={`/planning/guests/${plusOne.id}`}>{plusOne.name}</Link>
                </li>
              ))}
            </ul>
          )}
          {plusOnesLeft > 0 && (
            <>
              <h3 className={styles.subhead}>Name a plus-one</h3>
              <Form key={answer?.done === 'add-plus-one' ? `added-${data.plusOnes.length}` : 'add-plus-one'} method="post" preventScrollReset noValidate className={classes.form} aria-label="Name a plus-one">
                <input type="hidden" name="intent" value="add-plus-one" />
                <input type="hidden" name="plus_one_of" value={guest.id} />
                <FormErrorsAlert formId="add-plus-one" errors={plusOneFailed?.errors} />
                <GuestFields formId="add-plus-one" start={{ age_group: 'adult' }} failed={plusOneFailed} choices={choices} invitedTo={null} variant="new-plus-one" />
                <p className={`${classes.hint} ${classes.wide}`}>They join {guest.first_name}’s household and are invited to the same events.</p>
                <div className={`${classes.actions} ${classes.wide}`}>
                  <button type="submit" className={classes.primary}>
                    Add the plus-one
                  </button>
                </div>
              </Form>
            </>
          )}
        </section>
      )}

      <section className={classes.panel} aria-labelledby="delete">
        <h2 id="delete">Delete</h2>
        <p className={classes.meta}>
          {guest.name}
          {data.plusOnes.length > 0 ? ' and their plus-ones leave' : ' leaves'} the list and every count. You can undo it from the guest list for 30 days, answers included.
        </p>
        <div className={classes.actions}>
          <ButtonForm intent="delete-guest" formId="delete-guest" fields={{ id: guest.id }} action="/planning/guests" label={`Delete ${guest.name}`} />
        </div>
      </section>
    </div>
  );
}
