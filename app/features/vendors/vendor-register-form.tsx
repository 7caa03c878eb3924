import { Button } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import type { FormErrors } from '~/lib/form-errors';
import { businessNumberCheckNote } from '../../../shared/vendors/business-number';
import { BusinessCountryField } from './business-country-field';
import { DocumentsField } from './documents-field';
import { PhoneField } from './phone-field';
import formClasses from '~/components/form/form.module.css';
import classes from './vendor-forms.module.css';

type RegisterResult = { errors: FormErrors };

type VendorRegisterFormProps = {
  /** The unclaimed listing this registration claims (/service/claim/vendors/register/{serviceId}). */
  claim?: { serviceId: number; name: string } | null;
  loginLink: ReactNode;
};

/**
 * A vendor joins (spec §3, §5 Vendor registration): about them, their business, verification
 * documents and the bot check, sent in one click. Submit disables the button; success goes to
 * /confirmation?type=1 (a redirect from the action), a refusal shows spec §5's messages and
 * enables it again. Plain HTML fields: the form also posts without JavaScript.
 */
export function VendorRegisterForm({ claim, loginLink }: VendorRegisterFormProps) {
  const fetcher = useFetcher<RegisterResult>();
  const botCheck = useBotCheckedSubmit();
  const formId = useId().replace(/:/g, '') + 'vendor';
  const serverErrors = fetcher.data?.errors;
  const errors = botCheck.failedMessage ? { ...serverErrors, form: botCheck.failedMessage } : serverErrors;
  // A refused submission may have spent the solution: each answer gets a fresh challenge.
  const [answered, setAnswered] = useState<unknown>(undefined);
  if (fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (serverErrors) botCheck.renew();
  }
  const sending = botCheck.waiting || fetcher.state !== 'idle';

  return (
    <fetcher.Form
      method="post"
      encType="multipart/form-data"
      className={formClasses.form}
      noValidate
      onSubmit={(event) => botCheck.onSubmit(event, { busy: fetcher.state !== 'idle' })}
    >
      <FormErrorsAlert formId={formId} errors={errors} />
      {claim && <input type="hidden" name="serviceId" value={claim.serviceId} />}
      <fieldset className={classes.section}>
        <legend className={classes.legend}>About you</legend>
        <div className={classes.pair}>
          <TextField formId={formId} name="first_name" label="First name" autoComplete="given-name" error={errors?.first_name} required />
          <TextField formId={formId} name="last_name" label="Last name" autoComplete="family-name" error={errors?.last_name} required />
        </div>
        <TextField formId={formId} name="job_title" label="Job title" autoComplete="organization-title" error={errors?.job_title} required />
        <TextField formId={formId} name="email" label="Email" type="email" autoComplete="email" error={errors?.email} required />
        <div className={classes.pair}>
          <TextField formId={formId} name="password" label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." error={errors?.password} required />
          <TextField formId={formId} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" error={errors?.password_confirmation} required />
        </div>
      </fieldset>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>Your business</legend>
        <TextField formId={formId} name="business_name" label="Business name" autoComplete="organization" hint="Couples see this name on your listings and in messages." error={errors?.business_name} required />
        <div className={classes.pair}>
          <BusinessCountryField formId={formId} error={errors?.business_country} />
          <TextField
            formId={formId}
            name="business_number"
            label="ABN or NZBN"
            inputMode="numeric"
            hint={businessNumberCheckNote}
            error={errors?.business_number}
            required
          />
        </div>
        <PhoneField formId={formId} error={errors?.phone} required />
        <TextField formId={formId} name="website" label="Website (optional)" type="text" inputMode="url" autoComplete="url" placeholder="www.yourbusiness.com.au" error={errors?.website} />
      </fieldset>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>Verification documents</legend>
        <DocumentsField formId={formId} name="private_files" error={errors?.private_files} />
      </fieldset>
      <label className={formClasses.checkbox}>
        <input type="checkbox" name="newsletter_notify" />
        <span>Send me news for vendors now and then</span>
      </label>
      <BotCheckField key={botCheck.attempt} {...botCheck.field} />
      <p className={formClasses.hint}>
        By signing up you accept the <Link to="/pages/terms/">Terms and Conditions</Link> and <Link to="/pages/privacy/">Privacy Policy</Link>.
      </p>
      <Button type="submit" size="md" disabled={fetcher.state !== 'idle'} aria-disabled={sending || undefined}>
        {sending ? 'Sending...' : 'Sign Up'}
      </Button>
      <div className={formClasses.links}>{loginLink}</div>
    </fetcher.Form>
  );
}
