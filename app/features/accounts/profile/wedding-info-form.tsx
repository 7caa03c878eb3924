import { Button } from '@mantine/core';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import { TextField } from '~/components/form/text-field';
import { keptValue } from '~/lib/form-errors';
import formClasses from '~/components/form/form.module.css';
import type { ProfileData } from './profile-data';
import { useProfileForm } from './profile-forms';
import classes from './profile.module.css';

/** Spec §2's Wedding Information: the date (for the countdown), the venue and the place. */
export function WeddingInfoForm({ profile }: { profile: ProfileData }) {
  const { fetcher, errors, values, success, busy } = useProfileForm('wedding');
  const formId = 'profile-wedding';
  // Stored as YYYY-MM-DD HH:mm:ss: the field edits the day, the time goes back unchanged.
  const [day, time] = profile.weddingDate?.split(' ') ?? [];
  return (
    <fetcher.Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.panelTitle}>
        Wedding Information
      </h2>
      <input type="hidden" name="intent" value="wedding" />
      {time && <input type="hidden" name="wedding_time" value={time} />}
      <FormErrorsAlert formId={formId} errors={errors} />
      <TextField formId={formId} name="wedding_date" label="Wedding date" type="date" defaultValue={keptValue(values, 'wedding_date') ?? day ?? ''} error={errors?.wedding_date} className={`${formClasses.input} ${classes.dateInput}`} />
      <TextField formId={formId} name="wedding_venue" label="Wedding venue" defaultValue={keptValue(values, 'wedding_venue') ?? profile.weddingVenue ?? ''} error={errors?.wedding_venue} />
      <TextField
        formId={formId}
        name="wedding_location"
        label="Wedding location"
        defaultValue={keptValue(values, 'wedding_location') ?? profile.weddingLocation ?? ''}
        error={errors?.wedding_location}
        hint="The town or region, such as “Hunter Valley, NSW”."
      />
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={busy}>
          Save
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
