import { SuccessStatus } from '~/components/form/success-status';
import { ButtonForm, planningClasses as classes } from '~/features/planning';
import type { GuestAnswer } from './guest-answer';
import styles from './guests.module.css';

/**
 * What a guest list page says after a form: its message, "Deleted {name}. Undo" after a delete (a
 * plain form restoring the guest), and the refusal of a form the page does not show beside its
 * fields (`shownHere` tells which it does).
 */
export function GuestNotices({ answer, shownHere }: { answer: GuestAnswer | undefined; shownHere: (formId: string) => boolean }) {
  const elsewhere = answer?.errors && answer.intent && !shownHere(answer.intent) ? Object.values(answer.errors).join(' ') : null;
  return (
    <>
      <SuccessStatus message={answer?.message ?? null} />
      <div role="status">
        {answer?.deleted && (
          <div className={`${classes.notice} ${styles.undo}`}>
            <span>Deleted {answer.deleted.name}.</span>
            <ButtonForm intent="restore-guest" formId={`restore-${answer.deleted.id}`} fields={{ id: answer.deleted.id }} label="Undo" />
          </div>
        )}
      </div>
      {elsewhere && (
        <p role="alert" className={`${classes.notice} ${classes.over}`}>
          {elsewhere}
        </p>
      )}
    </>
  );
}
