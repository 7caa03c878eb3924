import type { GuestAnswer } from './guest-answer';
import { ButtonForm, planningClasses as classes } from '~/features/planning';
import { dayText } from '~/lib/format-date';

export type DeletedGuest = { id: number; name: string; deletedOn: string };

/** Guests deleted in the last 30 days, newest first, each with Restore (their answers come back too). */
export function DeletedGuests({ deleted, answer }: { deleted: DeletedGuest[]; answer: GuestAnswer | undefined }) {
  if (deleted.length === 0) return null;
  return (
    <section className={classes.panel} aria-labelledby="recently-deleted">
      <h2 id="recently-deleted">Recently deleted</h2>
      <p className={classes.meta}>Deleted guests stay here for 30 days. Restoring one brings back their answers and plus-ones, not their seat.</p>
      <ul className={classes.list}>
        {deleted.map((guest) => {
          const failure = answer?.errors && answer.intent === `restore-${guest.id}` ? Object.values(answer.errors).join(' ') : null;
          return (
            <li key={guest.id} className={classes.itemHead}>
              <span>
                {guest.name} <span className={classes.meta}>deleted {dayText(guest.deletedOn)}</span>
                {failure && (
                  <span role="alert" className={`${classes.note} ${classes.over}`}>
                    {' '}
                    {failure}
                  </span>
                )}
              </span>
              <ButtonForm
                intent="restore-guest"
                formId={`restore-${guest.id}`}
                fields={{ id: guest.id }}
                label={
                  <>
                    Restore<span className="visually-hidden"> {guest.name}</span>
                  </>
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
