import { Button } from '@mantine/core';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextField } from '~/components/form/text-field';
import { keptValue } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import type { ProfileData } from './profile-data';
import { useProfileForm } from './profile-forms';
import classes from './profile.module.css';

/**
 * Spec §2's Contact Info: names, nickname (the header shows it) and address. A vendor's nickname
 * is their business name, changed with the business details: `keepNickname` sends it unchanged.
 */
export function ContactInfoForm({ profile, keepNickname = false }: { profile: ProfileData; keepNickname?: boolean }) {
  const { fetcher, errors, values, success, busy } = useProfileForm('contact');
  const formId = 'profile-contact';
  return (
    <fetcher.Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.panelTitle}>
        Contact Info
      </h2>
      <input type="hidden" name="intent" value="contact" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <div className={classes.pair}>
        <TextField formId={formId} name="first_name" label="First name" autoComplete="given-name" defaultValue={keptValue(values, 'first_name') ?? profile.firstName} error={errors?.first_name} required />
        <TextField formId={formId} name="last_name" label="Last name" autoComplete="family-name" defaultValue={keptValue(values, 'last_name') ?? profile.lastName ?? ''} error={errors?.last_name} />
      </div>
      {keepNickname ? (
        <input type="hidden" name="nickname" value={profile.nickname ?? ''} />
      ) : (
        <TextField
          formId={formId}
          name="nickname"
          label="Nickname"
          autoComplete="nickname"
          defaultValue={keptValue(values, 'nickname') ?? profile.nickname ?? ''}
          error={errors?.nickname}
          hint="How you appear in the header and to the vendors you message, such as “Emma & Liam”."
        />
      )}
      <TextField formId={formId} name="address" label="Address" autoComplete="street-address" defaultValue={keptValue(values, 'address') ?? profile.address ?? ''} error={errors?.address} />
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={busy}>
          Save
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
