import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import classes from './bot-check-field.module.css';

/** The form field the widget fills with its solution; the server reads it with verifyBotCheck. */
export const BOT_CHECK_FIELD = 'altcha';

export type BotCheckFieldProps = {
  /** Told true once the check is solved, and false again when it is reset or its challenge expires. */
  onSolvedChange?: (solved: boolean) => void;
};

/**
 * The bot check of spec §5 ("Submission needs a bot-check token, otherwise nothing is sent"): a
 * self-hosted ALTCHA proof of work, placed inside a form. Its code loads after hydration in a chunk
 * of its own (nothing in the page's first load); until then a placeholder of the same size shows.
 *
 * Solving starts when any field of the form gets focus (or the checkbox is ticked) and takes about
 * a second; the solution goes into the hidden field `altcha`. The widget's checkbox is `required`,
 * so the browser refuses to submit the form until it is solved; a form that validates on its own
 * (noValidate) waits for onSolvedChange(true). A solution is accepted once: after a submission the
 * server refused, render the field with a new `key` for a fresh challenge.
 */
export function BotCheckField({ onSolvedChange }: BotCheckFieldProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<HTMLElement>(null);
  const placeholderId = useId();
  const reportState = useEffectEvent((state: string) => onSolvedChange?.(state === 'verified'));

  useEffect(() => {
    let cancelled = false;
    import('./load-altcha').then(
      () => !cancelled && setStatus('ready'),
      (error: unknown) => {
        if (cancelled) return;
        console.warn('The bot check could not load', error);
        setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const listener = (event: Event) => reportState((event as CustomEvent<{ state: string }>).detail.state);
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [status]);

  return (
    <div className={classes.field}>
      {status === 'ready' ? (
        <altcha-widget ref={widgetRef} name={BOT_CHECK_FIELD} auto="onfocus" />
      ) : (
        <>
          <div className={classes.placeholder}>
            <input type="checkbox" id={placeholderId} disabled />
            <label htmlFor={placeholderId}>I&apos;m not a robot</label>
          </div>
          {status === 'failed' ? (
            <p className={classes.notice} role="alert">
              The bot check could not load. Reload the page to try again.
            </p>
          ) : (
            <noscript>
              <p className={classes.notice}>The bot check needs JavaScript: turn it on to send this form.</p>
            </noscript>
          )}
        </>
      )}
    </div>
  );
}
