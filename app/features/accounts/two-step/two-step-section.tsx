import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import formClasses from '~/components/form/form.module.css';
import { useFormAnswer } from '~/lib/use-form-answer';
import { groupedSecret, type TwoStepAnswer, type TwoStepView } from './two-step-data';
import profileClasses from '../profile/profile.module.css';
import classes from './two-step.module.css';

const action = '/account/two-step';

type SectionProps = {
  twoStep: TwoStepView;
  /** On /account/two-step itself: a form posted without JavaScript comes back to this page. */
  ownPage?: boolean;
};

/**
 * "Two-step sign-in" (issue 35), in the profile's Password tab and on /account/two-step: turn it on
 * (a QR code drawn on the server, the key in groups for typing, a code to confirm), the recovery
 * codes shown once, new codes and turning it off (each with the password and a code). Every form
 * posts to /account/two-step, so each works without JavaScript; with it, the answer shows here.
 */
export function TwoStepSection({ twoStep, ownPage = false }: SectionProps) {
  const fetcher = useFetcher<TwoStepAnswer>();
  const answer = useFormAnswer(fetcher, { fromPage: ownPage });
  const titleId = useId().replace(/:/g, '') + 'two-step';
  const errorsOf = (intent: string) => (answer?.intent === intent ? answer.errors : undefined);
  const busy = fetcher.state !== 'idle';
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={profileClasses.panelTitle}>
        Two-step sign-in
      </h2>
      {answer?.recoveryCodes ? (
        <RecoveryCodes codes={answer.recoveryCodes} />
      ) : twoStep.state === 'off' ? (
        <fetcher.Form method="post" action={action} className={formClasses.form} noValidate>
          <p>
            Add a second step to signing in: after your password, a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and
            others). Someone who learns your password still cannot sign in.
          </p>
          <input type="hidden" name="intent" value="begin" />
          <FormErrorsAlert formId="two-step-begin" errors={errorsOf('begin')} />
          <TextField formId="two-step-begin" name="password" label="Current password" type="password" autoComplete="current-password" error={errorsOf('begin')?.password} required />
          <div className={classes.row}>
            <Button type="submit" size="md" loading={busy}>
              Turn on two-step sign-in
            </Button>
          </div>
        </fetcher.Form>
      ) : twoStep.state === 'setting-up' ? (
        <fetcher.Form method="post" action={action} className={formClasses.form} noValidate>
          <p>1. Scan this QR code with your authenticator app.</p>
          <div className={classes.qr} role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: twoStep.qrSvg }} />
          <p>
            Or type this key into the app: <code className={classes.secret}>{groupedSecret(twoStep.secret)}</code>
          </p>
          <p>2. Enter the 6-digit code the app shows.</p>
          <input type="hidden" name="intent" value="confirm" />
          <FormErrorsAlert formId="two-step-confirm" errors={errorsOf('confirm')} />
          <TextField formId="two-step-confirm" name="code" label="Authentication code" autoComplete="one-time-code" inputMode="numeric" spellCheck={false} error={errorsOf('confirm')?.code} required />
          <div className={classes.row}>
            <Button type="submit" size="md" loading={busy}>
              Confirm
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <>
          <p>
            Two-step sign-in is on. You have {twoStep.recoveryCodesLeft} unused recovery code{twoStep.recoveryCodesLeft === 1 ? '' : 's'}.
          </p>
          <ProofForm fetcher={fetcher} intent="regenerate" title="New recovery codes" text="Your old recovery codes stop working." button="Get new recovery codes" errors={errorsOf('regenerate')} busy={busy} />
          <ProofForm fetcher={fetcher} intent="disable" title="Turn off two-step sign-in" text="Signing in will ask for your password only." button="Turn off" errors={errorsOf('disable')} busy={busy} />
        </>
      )}
    </section>
  );
}

type ProofFormProps = {
  fetcher: ReturnType<typeof useFetcher<TwoStepAnswer>>;
  intent: 'regenerate' | 'disable';
  title: string;
  text: string;
  button: string;
  errors?: Record<string, string>;
  busy: boolean;
};

/** A change of the step itself asks for both steps again: the password and a code. */
function ProofForm({ fetcher, intent, title, text, button, errors, busy }: ProofFormProps) {
  const formId = `two-step-${intent}`;
  return (
    <fetcher.Form method="post" action={action} className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className={formClasses.label}>
        {title}
      </h3>
      <p>{text}</p>
      <input type="hidden" name="intent" value={intent} />
      <FormErrorsAlert formId={formId} errors={errors} />
      <TextField formId={formId} name="password" label="Current password" type="password" autoComplete="current-password" error={errors?.password} required />
      <TextField formId={formId} name="otp" label="Authentication code" autoComplete="one-time-code" inputMode="numeric" spellCheck={false} hint="Or one of your recovery codes." error={errors?.otp} required />
      <div className={classes.row}>
        <Button type="submit" size="md" variant={intent === 'disable' ? 'outline' : 'filled'} loading={busy}>
          {button}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The ten recovery codes, shown this once: to copy, or to download as a text file (a link that works without JavaScript). */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `Ever After recovery codes\nEach code works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  return (
    <div className={classes.section} role="status">
      <p>
        <strong>Two-step sign-in is on. Save these recovery codes now:</strong> they are shown only this once. If you lose your phone, each code signs you in once in place of a
        code from your app.
      </p>
      <ul className={classes.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={classes.row}>
        <Button component="a" href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="ever-after-recovery-codes.txt" size="md">
          Download as .txt
        </Button>
        <Button
          type="button"
          size="md"
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
