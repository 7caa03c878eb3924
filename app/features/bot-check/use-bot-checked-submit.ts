import { useRef, useState, type FormEvent } from 'react';
import type { BotCheckControl, BotCheckState } from './bot-check-field';

/**
 * One click sends a form with the bot check (issue 17). Call `beforeSubmit(event)` first in the
 * form's onSubmit (it answers whether the submission goes on now) and give `field` to the form's
 * BotCheckField with `key={attempt}`:
 * - solved: the submission goes on;
 * - the form's own fields are missing or malformed: it goes on too, without a solution, and the
 *   server answers spec §5's messages at once (the input is checked before the bot check);
 * - otherwise it waits, `waiting` is true (the button says "Sending..."), the check is started if it
 *   had not been, and the form is sent the moment the check is solved.
 * After the server refused a submission, `renew()` gives the field a fresh challenge (a solution
 * is accepted once).
 */
export function useBotCheckedSubmit() {
  const control = useRef<BotCheckControl>(null);
  // The attempt whose challenge is solved (a new attempt has a new, unsolved challenge).
  const solvedAttempt = useRef(-1);
  const pending = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const onStateChange = (state: BotCheckState) => {
    solvedAttempt.current = state === 'verified' ? attempt : -1;
    const waitingFor = pending.current;
    if (!waitingFor) return;
    if (state === 'verified') {
      pending.current = null;
      setWaiting(false);
      waitingFor.form.requestSubmit(waitingFor.submitter ?? undefined);
    } else if (state === 'error') {
      pending.current = null;
      setWaiting(false);
      setFailed(true);
    }
  };

  const beforeSubmit = (event: FormEvent<HTMLFormElement>): boolean => {
    setFailed(false);
    if (solvedAttempt.current === attempt) return true;
    const form = event.currentTarget;
    if (!form.checkValidity()) return true;
    event.preventDefault();
    pending.current = { form, submitter: (event.nativeEvent as SubmitEvent).submitter ?? null };
    setWaiting(true);
    control.current?.verify();
    return false;
  };

  const renew = () => setAttempt((count) => count + 1);

  return {
    field: { control, onStateChange },
    attempt,
    beforeSubmit,
    waiting,
    /** The check could not be solved (no network): the form says so; the next submit tries again. */
    failedMessage: failed ? 'The check that you are not a robot could not be completed. Please try again.' : undefined,
    renew,
  };
}
