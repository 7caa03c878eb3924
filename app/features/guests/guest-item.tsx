import type { MouseEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { planningClasses as classes } from '~/features/planning';
import { keptValue } from '~/lib/form-errors';
import type { GuestAnswer } from './guest-answer';
import { ageGroupLabels } from './guest-fields';
import type { GuestRow } from './guest-list-view';
import { sideLabel, type PartnerNames } from './partner-names';
import styles from './guests.module.css';

const stateLabels = { attending: 'Attending', waiting: 'Waiting', declined: 'Declined' } as const;

/**
 * One guest in the list: a box for the bulk edit (it belongs to the form "bulk" wherever it
 * stands; none where `ticked` is null), the name to their page, what the caterer and the seating need, the answer per event
 * they are invited to, and Delete (undone from the notice it leaves).
 */
export function GuestItem({ row, events, partners, ticked, failure }: { row: GuestRow; events: { id: number; name: string }[]; partners: PartnerNames; ticked: boolean | null; failure: string | null }) {
  const name = `${row.firstName} ${row.lastName}`.trim();
  const invited = events.map((event, index) => ({ event, state: row.states[index] })).filter((entry) => entry.state !== null);
  return (
    <li id={`guest-${row.id}`} className={styles.guest}>
      {/* null: no bulk edit on this page (a household's). */}
      <span>
        {ticked !== null && (
          <>
            <input type="checkbox" form="bulk" name="guest_ids" value={row.id} id={`pick-${row.id}`} defaultChecked={ticked} />
            <label htmlFor={`pick-${row.id}`} className="visually-hidden">
              Select {name}
            </label>
          </>
        )}
      </span>
      <div>
        <p className={styles.guestName}>
          <a href={`/planning/guests/${row.id}`}>{name}</a>
          {row.ageGroup !== 'adult' && <span className={styles.none}> · {ageGroupLabels[row.ageGroup] ?? row.ageGroup}</span>}
          {row.plusOneOf && <span className={styles.none}> · plus-one of {row.plusOneOf}</span>}
        </p>
        <ul className={styles.guestMeta}>
          <li>{sideLabel(row.side, partners)}</li>
          {row.group && <li>{row.group}</li>}
          {row.meal && <li>Meal: {row.meal}</li>}
          {row.dietary && <li>Dietary: {row.dietary}</li>}
          {row.table && <li>Table: {row.table}</li>}
          {row.plusOnesLeft > 0 && <li>{row.plusOnesLeft === 1 ? 'A plus-one to name' : `${row.plusOnesLeft} plus-ones to name`}</li>}
        </ul>
        {invited.length === 0 ? (
          <p className={styles.none}>Not invited to any event</p>
        ) : (
          <ul className={styles.states} aria-label={`${name}’s answers`}>
            {invited.map(({ event, state }) => (
              <li key={event.id} className={styles.state} data-state={state}>
                {event.name}: {stateLabels[state!]}
              </li>
            ))}
          </ul>
        )}
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </div>
      {/* Posts the page's one DeleteGuestForm with this guest's id: a form per row would cost the page its speed at 1,000 guests. */}
      <button type="submit" form="delete-guest" name="id" value={row.id} className={classes.small}>
        Delete<span className="visually-hidden"> {name}</span>
      </button>
    </li>
  );
}

/** The one form every guest's Delete button posts (their `form` attribute), with that guest's id. */
export function DeleteGuestForm() {
  return (
    <Form id="delete-guest" method="post" preventScrollReset hidden>
      <input type="hidden" name="intent" value="delete-guest" />
    </Form>
  );
}

/** A refused delete, for the row of the guest it named. */
export function deleteFailure(answer: GuestAnswer | undefined, id: number): string | null {
  return answer?.errors && answer.intent === 'delete-guest' && keptValue(answer.values, 'id') === String(id) ? Object.values(answer.errors).join(' ') : null;
}

/**
 * The list's names are plain links: a thousand React Router links cost a third of the page's
 * render at 1,000 guests. This one handler, on the list, makes a plain click on any of them a
 * navigation without a reload once scripts run (a click with a modifier opens as the browser does).
 */
export function useListLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    event.preventDefault();
    void navigate(link.getAttribute('href') ?? '/');
  };
}
