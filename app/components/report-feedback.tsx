import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useFetcher, useLocation } from 'react-router';
import classes from './report-feedback.module.css';

type FeedbackAnswer = { ok: true; errorId: string } | { ok: false; message: string };

/**
 * "Report Feedback" and its dialog: a native modal <dialog>, which moves focus into itself, closes
 * on Escape and gives focus back to the button, with no dialog library in every page's script.
 */
export function ReportFeedback({ errorId, message }: { errorId: string | null; message: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<FeedbackAnswer>();
  const { pathname } = useLocation();
  const sending = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const close = () => dialog.current?.close();

  return (
    <>
      <Button variant="outline" onClick={() => dialog.current?.showModal()} aria-haspopup="dialog">
        Report Feedback
      </Button>
      <dialog ref={dialog} className={classes.dialog} aria-labelledby="feedback-title">
        <h2 id="feedback-title" className={classes.title}>
          Report Feedback
        </h2>
        {answer?.ok ? (
          <>
            <p role="status">Thank you. Your feedback has been sent (reference {answer.errorId}).</p>
            <div className={classes.buttons}>
              <button type="button" className={classes.primary} onClick={close}>
                Close
              </button>
            </div>
          </>
        ) : (
          <fetcher.Form
            method="post"
            action="/error-feedback"
            className={classes.form}
            onSubmit={(event) => {
              // A browser error's message joins the report here, never the page's markup.
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              if (message) form.set('message', message);
              void fetcher.submit(form, { method: 'post', action: '/error-feedback' });
            }}
          >
            <p className={classes.intro}>What were you doing when the error happened? It helps us fix it.</p>
            {errorId && <input type="hidden" name="errorId" value={errorId} />}
            <input type="hidden" name="path" value={pathname} />
            <label className={classes.field}>
              <span>Name (optional)</span>
              <input name="name" autoComplete="name" maxLength={100} />
            </label>
            <label className={classes.field}>
              <span>E-mail (optional)</span>
              <input name="email" type="email" autoComplete="email" maxLength={200} />
            </label>
            <label className={classes.field}>
              <span>What happened?</span>
              <textarea name="comments" required maxLength={2000} rows={4} />
            </label>
            {answer && !answer.ok && (
              <p role="alert" className={classes.error}>
                {answer.message}
              </p>
            )}
            <div className={classes.buttons}>
              <button type="button" className={classes.secondary} onClick={close}>
                Cancel
              </button>
              <button type="submit" className={classes.primary} disabled={sending}>
                {sending ? 'Sending...' : 'Send feedback'}
              </button>
            </div>
          </fetcher.Form>
        )}
      </dialog>
    </>
  );
}
