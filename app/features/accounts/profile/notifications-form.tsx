import { Button } from '@mantine/core';
import { messageNotifyFrequencies } from '../../../../shared/accounts/message-notify-frequency';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import { SuccessStatus } from '~/components/form/success-status';
import formClasses from '~/components/form/form.module.css';
import type { ProfileData } from './profile-data';
import { useProfileForm } from './profile-forms';
import classes from './profile.module.css';

/**
 * Spec §2's Notifications: the newsletter, site updates, and how often to hear about new messages;
 * for couples (`weeklyPlanningEmail` given), the weekly planning e-mail too (issue 33).
 */
export function NotificationsForm({ profile, weeklyPlanningEmail }: { profile: ProfileData; weeklyPlanningEmail?: boolean }) {
  const { fetcher, errors, success, busy } = useProfileForm('notifications');
  const formId = 'profile-notifications';
  return (
    <fetcher.Form method="post" className={formClasses.form} noValidate aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className={classes.panelTitle}>
        Notifications
      </h2>
      <input type="hidden" name="intent" value="notifications" />
      <FormErrorsAlert formId={formId} errors={errors} />
      <fieldset className={classes.fieldset}>
        <legend className={formClasses.label}>Emails from us</legend>
        <label className={formClasses.checkbox}>
          <input type="checkbox" name="newsletter_notify" value="1" defaultChecked={profile.newsletterNotify} />
          <span>The newsletter: real weddings, ideas and offers from vendors</span>
        </label>
        <label className={formClasses.checkbox}>
          <input type="checkbox" name="updates_notify" value="1" defaultChecked={profile.updatesNotify} />
          <span>Updates about your account and your wishlist</span>
        </label>
      </fieldset>
      <fieldset className={classes.fieldset}>
        <legend className={formClasses.label}>Email me about new messages</legend>
        {messageNotifyFrequencies.map((choice) => (
          <label key={choice.value} className={formClasses.checkbox}>
            <input type="radio" name="messages_notify_frequently" value={choice.value} defaultChecked={profile.messagesNotifyFrequently === choice.value} />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {weeklyPlanningEmail !== undefined && (
        <fieldset className={classes.fieldset}>
          <legend className={formClasses.label}>Planning</legend>
          <label className={formClasses.checkbox}>
            <input type="checkbox" name="weekly_planning_email" value="on" defaultChecked={weeklyPlanningEmail} aria-describedby={`${formId}-weekly-hint`} />
            <span>Weekly planning e-mail: the next tasks on your checklist</span>
          </label>
          <p id={`${formId}-weekly-hint`} className={formClasses.hint}>
            Once a week until your wedding day, when its date is set under Wedding Information. Every e-mail has a link to stop them.
          </p>
        </fieldset>
      )}
      <div className={classes.actions}>
        <Button type="submit" size="md" loading={busy}>
          Save
        </Button>
        <SuccessStatus message={success} />
      </div>
    </fetcher.Form>
  );
}
