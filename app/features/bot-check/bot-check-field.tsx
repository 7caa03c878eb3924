import { useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type {} from 'altcha/types/react';
import classes from './bot-check-field.module.css';

/** The form field the widget fills with its solution; the server reads it with verifyBotCheck. */
export const BOT_CHECK_FIELD = 'altcha';

/** The widget's states (ALTCHA's): solving, solved, failed, or a challenge that ran out. */
export type BotCheckState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

/** What a form may ask of its bot check: start solving now (a submit came first). */
export type BotCheckControl = { verify(): void };

export type BotCheckFieldProps = {
  /** Told each change of the widget's state ('verified' once solved). */
  onStateChange?: (state: BotCheckState) => void;
  control?: Ref<BotCheckControl>;
  /** Where the widget fetches its challenge (the default: every form's level of work). */
  challenge?: string;
};

/**
 * The bot check of spec §5 ("Submission needs a bot-check token, otherwise nothing is sent"): a
 * self-hosted ALTCHA proof of work, placed inside a form. Its code loads after hydration in a chunk
 * of its own (nothing in the page's first load); until then a placeholder of the same size shows.
 *
 * Solving starts when any field of the form gets focus (or the checkbox is ticked, or the form asks
 * through `control`) and takes about a second; the solution goes into the hidden field `altcha`.
 * Forms use it through `useBotCheckedSubmit`, which sends a submission made before it is solved as
 * soon as it is. A solution is accepted once: after a submission the server refused, render the
 * field with a new `key` for a fresh challenge.
 */
export function BotCheckField({ onStateChange, control, challenge }: BotCheckFieldProps) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widgetRef = useRef<HTMLElement & { verify?: () => Promise<unknown>; getState?: () => string }>(null);
  // A request to solve that came before the widget's code: honoured once it is there.
  const verifyRequested = useRef(false);
  const placeholderId = useId();
  const reportState = useEffectEvent((state: string) => onStateChange?.(state as BotCheckState));

  useImperativeHandle(control, () => ({
    verify() {
      const widget = widgetRef.current;
      if (!widget?.verify) verifyRequested.current = true;
      // Solving already (started when the form was touched) or solved: a second run would race it.
      else if (!['verifying', 'verified'].includes(widget.getState?.() ?? '')) void widget.verify();
    },
  }));

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
    if (verifyRequested.current && widget.verify) {
      verifyRequested.current = false;
      void widget.verify();
    }
    return () => widget.removeEventListener('statechange', listener);
  }, [status]);

  return (
    <div className={classes.field}>
      {status === 'ready' ? (
        <altcha-widget ref={widgetRef} name={BOT_CHECK_FIELD} auto="onfocus" challenge={challenge} />
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
