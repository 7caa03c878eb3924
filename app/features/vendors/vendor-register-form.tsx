import { Button } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { TextField } from '~/components/form/text-field';
import { BotCheckField, useBotCheckedSubmit } from '~/features/bot-check';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { useFormAnswer } from '~/lib/use-form-answer';
import { businessNumberCheckNote } from '../../../shared/vendors/business-number';
import { BusinessCountryField } from './business-country-field';
import { DocumentsField } from './documents-field';
import { PhoneField } from './phone-field';
import formClasses from '~/components/form/form.module.css';
import classes from './vendor-forms.module.css';

type RegisterResult = { errors: FormErrors; values?: FormValues };

type VendorRegisterFormProps = {
  /** The unclaimed listing this registration claims (/service/claim/vendors/register/{serviceId}). */
  claim?: { serviceId: number; name: string } | null;
  loginLink: ReactNode;
};

/**
 * A vendor joins (spec §3, §5 Vendor registration): about them, their business, verification
 * documents and the bot check, sent in one click. Submit disables the button; success goes to
 * /confirmation?type=1 (a redirect from the action), a refusal shows spec §5's messages and
 * enables it again. Plain, uncontrolled HTML fields: what was typed before the page's scripts
 * arrived stays, and the form also posts without JavaScript, to this page, which comes back with
 * the messages and what was typed (passwords and documents excepted).
 */
export function VendorRegisterForm({ claim, loginLink }: VendorRegisterFormProps) {
  const fetcher = useFetcher<RegisterResult>();
  const botCheck = useBotCheckedSubmit();
  const formId = useId().replace(/:/g, '') + 'vendor';
  const answer = useFormAnswer(fetcher);
  const serverErrors = answer?.errors;
  const typed = answer?.values;
  const kept = (name: string) => keptValue(typed, name);
  const errors = botCheck.failedMessage ? { ...serverErrors, form: botCheck.failedMessage } : serverErrors;
  // A refused submission may have spent the solution: each answer gets a fresh challenge.
  const [answered, setAnswered] = useState<unknown>(undefined);
  if (answer !== answered) {
    setAnswered(answer);
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
          <TextField formId={formId} name="first_name" defaultValue={kept('first_name')} label="First name" autoComplete="given-name" error={errors?.first_name} required />
          <TextField formId={formId} name="last_name" defaultValue={kept('last_name')} label="Last name" autoComplete="family-name" error={errors?.last_name} required />
        </div>
        <TextField formId={formId} name="job_title" defaultValue={kept('job_title')} label="Job title" autoComplete="organization-title" error={errors?.job_title} required />
        <TextField formId={formId} name="email" defaultValue={kept('email')} label="Email" type="email" autoComplete="email" error={errors?.email} required />
        <div className={classes.pair}>
          <TextField formId={formId} name="password" label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." error={errors?.password} required />
          <TextField formId={formId} name="password_confirmation" label="Confirm password" type="password" autoComplete="new-password" error={errors?.password_confirmation} required />
        </div>
      </fieldset>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>Your business</legend>
        <TextField formId={formId} name="business_name" defaultValue={kept('business_name')} label="Business name" autoComplete="organization" hint="Couples see this name on your listings and in messages." error={errors?.business_name} required />
        <div className={classes.pair}>
          <BusinessCountryField formId={formId} defaultValue={kept('business_country') === 'nz' ? 'nz' : 'au'} error={errors?.business_country} />
          <TextField
            formId={formId}
            name="business_number"
            defaultValue={kept('business_number')}
            label="ABN or NZBN"
            inputMode="numeric"
            hint={businessNumberCheckNote}
            error={errors?.business_number}
            required
          />
        </div>
        <PhoneField formId={formId} defaultCountry={kept('phone_country')} defaultValue={kept('phone')} error={errors?.phone} required />
        <TextField formId={formId} name="website" defaultValue={kept('website')} label="Website (optional)" type="text" inputMode="url" autoComplete="url" placeholder="www.yourbusiness.com.au" error={errors?.website} />
      </fieldset>
      <fieldset className={classes.section}>
        <legend className={classes.legend}>Verification documents</legend>
        <DocumentsField formId={formId} name="private_files" error={errors?.private_files} />
      </fieldset>
      <label className={formClasses.checkbox}>
        <input type="checkbox" name="newsletter_notify" defaultChecked={kept('newsletter_notify') !== undefined} />
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
