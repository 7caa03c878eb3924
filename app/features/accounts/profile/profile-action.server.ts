import { data, type ActionFunctionArgs } from 'react-router';
import { appContext } from '../../../../server/http/router-context';
import { changeEmail } from '../../../../server/modules/accounts/change-email';
import { changePassword } from '../../../../server/modules/accounts/change-password';
import { updateAvatar } from '../../../../server/modules/accounts/update-avatar';
import { updateContactInfo } from '../../../../server/modules/accounts/update-contact-info';
import { updateNotificationSettings } from '../../../../server/modules/accounts/update-notification-settings';
import { updateWeddingInfo } from '../../../../server/modules/accounts/update-wedding-info';
import { formFailure } from '~/lib/form-errors.server';
import { successMessages, type ProfileFormName, type ProfileResult } from './profile-forms';

/**
 * The profile page's forms post here (with JavaScript through fetchers, without it as plain
 * forms), each naming itself in `intent`; every one calls the same use case as GraphQL, for the
 * signed-in person's own account.
 */
export async function profileAction({ request, context }: ActionFunctionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const intent = form.get('intent') as ProfileFormName;
  const id = app.viewer?.id;
  // Left out of the form: undefined, so the use case keeps the value.
  const text = (name: string) => form.get(name)?.toString();
  const flag = (name: string) => (form.has(name) ? 1 : 0);
  try {
    if (intent === 'contact') {
      await updateContactInfo(app, { id, first_name: text('first_name'), last_name: text('last_name'), nickname: text('nickname'), address: text('address') });
    } else if (intent === 'wedding') {
      // The date field gives the day; the time already stored (if any) is kept with it.
      const date = text('wedding_date');
      const time = text('wedding_time');
      await updateWeddingInfo(app, {
        id,
        wedding_date: date && time ? `${date} ${time}` : date,
        wedding_venue: text('wedding_venue'),
        wedding_location: text('wedding_location'),
      });
    } else if (intent === 'notifications') {
      const frequency = text('messages_notify_frequently');
      await updateNotificationSettings(app, {
        id,
        newsletter_notify: flag('newsletter_notify'),
        updates_notify: flag('updates_notify'),
        messages_notify_frequently: frequency === undefined ? undefined : Number(frequency),
      });
    } else if (intent === 'password') {
      await changePassword(app, { id, current_password: text('current_password'), password: text('password'), password_confirmation: text('password_confirmation') });
    } else if (intent === 'email') {
      await changeEmail(app, { id, email: text('email'), email_confirmation: text('email_confirmation'), current_password: text('current_password') });
    } else if (intent === 'avatar') {
      await updateAvatar(app, { id, avatar: form.get('avatar') });
    } else {
      return data<ProfileResult>({ intent, errors: { form: 'This form is not known.' } }, { status: 400 });
    }
    return { intent, ok: true, message: successMessages[intent] } satisfies ProfileResult;
  } catch (error) {
    const failure = formFailure(error);
    return data<ProfileResult>({ intent, ...failure.data }, failure.init ?? undefined);
  }
}
