import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextField } from '~/components/form/text-field';
import { useProfileForm } from '~/features/accounts';
import { keptValue } from '~/lib/form-errors';
import { businessNumberCheckNote } from '../../../shared/vendors/business-number';
import { BusinessCountryField } from './business-country-field';
import type { BusinessFormName, BusinessProfileData } from './business-profile-data';
import { PhoneField } from './phone-field';
import formClasses from '~/components/form/form.module.css';
import classes from './vendor-profile.module.css';

/**
 * The business as couples and our administrators know it (spec §3's business fields, §5's
 * messages). Once verified, the number and country stay as they were checked: shown, not editable.
 */
export function BusinessDetailsForm({ business }: { business: BusinessProfileData }) {
  const { fetcher, errors, values, success, busy } = useProfileForm<BusinessFormName>('business');
  // A refused form comes back as typed (after a post without JavaScript).
  const kept = (name: string, saved: string) => keptValue(values, name) ?? saved;
  const formId = 'vendor-business';
  const { verified } = business;
  return (
    <fetcher.Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.sectionTitle}>
        Business details
      </h2>
      <input type="hidden" name="intent" value="business" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <TextField
        formId={formId}
        name="business_name"
        label="Business name"
        autoComplete="organization"
        defaultValue={kept('business_name', business.businessName)}
        hint="Couples see this name in chat and on your listings."
        error={errors?.business_name}
        required
      />
      <TextField formId={formId} name="job_title" label="Job title" autoComplete="organization-title" defaultValue={kept('job_title', business.jobTitle)} error={errors?.job_title} required />
      <div className={classes.pair}>
        <BusinessCountryField formId={formId} defaultValue={business.businessCountry} disabled={verified} error={errors?.business_country} />
        {verified && <input type="hidden" name="business_country" value={business.businessCountry} />}
        <TextField
          formId={formId}
          name="business_number"
          label="ABN or NZBN"
          inputMode="numeric"
          defaultValue={verified ? business.businessNumber : kept('business_number', business.businessNumber)}
          readOnly={verified}
          hint={verified ? undefined : businessNumberCheckNote}
          error={errors?.business_number}
          required
        />
      </div>
      {verified && (
        <p className={formClasses.hint}>
          Your business is verified with this number: to change it or the country, <Link to="/contact">write to us</Link> and we check it again.
        </p>
      )}
      <PhoneField formId={formId} defaultCountry={kept('phone_country', business.phoneCountry)} defaultValue={kept('phone', business.phone)} error={errors?.phone} required />
      <TextField
        formId={formId}
        name="website"
        label="Website (optional)"
        inputMode="url"
        autoComplete="url"
        placeholder="www.yourbusiness.com.au"
        defaultValue={kept('website', business.website)}
        error={errors?.website}
      />
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={busy}>
          Save business details
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
