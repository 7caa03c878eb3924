import { Button } from '@mantine/core';
import { useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Dialog } from './dialog';
import { FormErrorsAlert } from './form/form-errors-alert';
import { TextAreaField } from './form/text-area-field';
import { TextField } from './form/text-field';
import formClasses from './form/form.module.css';

type FeedbackAnswer = { ok: true; errorId: string } | { ok: false; message: string };

/** "Report Feedback" (spec §8) and its dialog, which stores what the visitor writes with the error's id. */
export function ReportFeedback({ errorId, message }: { errorId: string | null; message: string | null }) {
  const [opened, setOpened] = useState(false);
  const fetcher = useFetcher<FeedbackAnswer>();
  const { pathname } = useLocation();
  const sending = fetcher.state !== 'idle';
  const answer = fetcher.data;
  const close = () => setOpened(false);

  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)} aria-haspopup="dialog">
        Report Feedback
      </Button>
      <Dialog opened={opened} onClose={close} title="Report Feedback" size={480}>
        {answer?.ok ? (
          <div className={formClasses.form}>
            <p role="status">Thank you. Your feedback has been sent (reference {answer.errorId}).</p>
            <div className={formClasses.actions}>
              <Button onClick={close}>Close</Button>
            </div>
          </div>
        ) : (
          <fetcher.Form
            method="post"
            action="/error-feedback"
            className={formClasses.form}
            noValidate
            onSubmit={(event) => {
              // A browser error's message joins the report here, never the page's markup.
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              if (message) form.set('message', message);
              void fetcher.submit(form, { method: 'post', action: '/error-feedback' });
            }}
          >
            <p className={formClasses.hint}>What were you doing when the error happened? It helps us fix it.</p>
            {errorId && <input type="hidden" name="errorId" value={errorId} />}
            <input type="hidden" name="path" value={pathname} />
            <TextField formId="feedback" name="name" label="Name (optional)" autoComplete="name" maxLength={100} />
            <TextField formId="feedback" name="email" label="E-mail (optional)" type="email" autoComplete="email" maxLength={200} />
            <TextAreaField formId="feedback" name="comments" label="What happened?" required maxLength={2000} />
            <FormErrorsAlert formId="feedback" errors={answer && !answer.ok ? { form: answer.message } : undefined} />
            <div className={formClasses.actions}>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={sending}>
                Send feedback
              </Button>
            </div>
          </fetcher.Form>
        )}
      </Dialog>
    </>
  );
}
