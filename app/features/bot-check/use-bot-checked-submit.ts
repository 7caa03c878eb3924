import { useRef, useState, type FormEvent } from 'react';
import type { BotCheckControl, BotCheckState } from './bot-check-field';

/**
 * One click sends a form with the bot check (issue 17). Give `onSubmit` to the form (with whether
 * the form's own request is on its way) and `field` to its BotCheckField with `key={attempt}`:
 * - solved: the submission goes on;
 * - the form's own fields are missing or malformed: it goes on too, without a solution, and the
 *   server answers spec §5's messages at once (the input is checked before the bot check);
 * - otherwise it waits, `waiting` is true (the button says "Sending..."), the check is started if it
 *   had not been, and the form is sent the moment the check is solved;
 * - while a submission waits or is on its way, another click sends nothing more.
 * After the server refused a submission, `renew()` gives the field a fresh challenge (a solution
 * is accepted once).
 */
export function useBotCheckedSubmit() {
  const control = useRef<BotCheckControl>(null);
  // The attempt whose challenge is solved (a new attempt has a new, unsolved challenge).
  const solvedAttempt = useRef(-1);
  // Refs, not state: the solved check sends the form from its own event, before React re-renders.
  const pending = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const resending = useRef(false);
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
      resending.current = true;
      waitingFor.form.requestSubmit(waitingFor.submitter ?? undefined);
    } else if (state === 'error') {
      pending.current = null;
      setWaiting(false);
      setFailed(true);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>, { busy = false }: { busy?: boolean } = {}) => {
    if (resending.current) {
      resending.current = false;
      return;
    }
    if (busy || pending.current) {
      event.preventDefault();
      return;
    }
    setFailed(false);
    if (solvedAttempt.current === attempt) return;
    const form = event.currentTarget;
    // The widget's own checkbox is required until solved: only the form's own fields count here.
    const fields = form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea');
    const ownFieldsValid = [...fields].every((field) => field.closest('altcha-widget') || field.checkValidity());
    if (!ownFieldsValid) return;
    event.preventDefault();
    pending.current = { form, submitter: (event.nativeEvent as SubmitEvent).submitter ?? null };
    setWaiting(true);
    control.current?.verify();
  };

  const renew = () => setAttempt((count) => count + 1);

  return {
    field: { control, onStateChange },
    attempt,
    onSubmit,
    waiting,
    /** The check could not be solved (no network): the form says so; the next submit tries again. */
    failedMessage: failed ? 'The check that you are not a robot could not be completed. Please try again.' : undefined,
    renew,
  };
}
