import { useFetcher } from 'react-router';
import type { FormFailure } from '~/lib/form-errors.server';
import { useRootData } from '~/lib/root-data';
import classes from './confirm-email-banner.module.css';

/** Reminds a signed-in person whose address is not confirmed yet, with a way to get the link again. */
export function ConfirmEmailBanner() {
  const viewer = useRootData()?.viewer;
  const fetcher = useFetcher<{ ok: true } | FormFailure>();
  if (!viewer || viewer.emailVerified) return null;
  const result = fetcher.data;
  return (
    <div className={classes.banner}>
      <div className={`content-width ${classes.inner}`}>
        <p>Please confirm your e-mail address with the link we sent you.</p>
        <fetcher.Form method="post" action="/email-activation">
          <button type="submit" className={classes.resend} disabled={fetcher.state !== 'idle'}>
            Send it again
          </button>
        </fetcher.Form>
        <p role="status" className={classes.status}>
          {result && 'ok' in result ? 'Sent. Check your inbox.' : result && 'errors' in result ? result.errors.form : ''}
        </p>
      </div>
    </div>
  );
}
