import type { RequestContext } from '../../../../server/context';
import { changeEmail, changePassword, updateAvatar, updateContactInfo, updateNotificationSettings, updateWeddingInfo } from '../../../../server/modules/accounts';
import { signInRequired, withWireNames } from '../../../../server/kernel';
import { setPlanningEmail } from '../../../../server/modules/planning';
import type { formFields } from '~/lib/form-errors.server';
import { runIntent } from '~/lib/run-intent.server';
import { successMessages, type ProfileFormName, type ProfileResult } from './profile-forms';

type Fields = ReturnType<typeof formFields>;

/** A profile form: its use case (the same as GraphQL's), its success message, and its fields as the use case's wire-named input for the signed-in person. */
export type ProfileForm = {
  run: (ctx: RequestContext, input: unknown) => Promise<unknown>;
  message: string;
  input: (form: Fields, viewerId: string) => Fields;
};

const ownAccount = (form: Fields, id: string) => ({ ...form, id });

/** The account's forms, on the couple's profile and (some of them) on the vendor's. */
export const accountForms: Record<ProfileFormName, ProfileForm> = {
  contact: { run: updateContactInfo, message: successMessages.contact, input: ownAccount },
  // The date field gives the day; the time already stored (if any) is kept with it.
  wedding: {
    run: updateWeddingInfo,
    message: successMessages.wedding,
    input: ({ wedding_date: date, wedding_time: time, ...rest }, id) => ({ ...rest, wedding_date: date && time ? `${date} ${time}` : date, id }),
  },
  // A checkbox left unticked is not sent: here it means 0.
  notifications: {
    run: updateNotificationSettings,
    message: successMessages.notifications,
    input: (form, id) => ({ ...form, newsletter_notify: 'newsletter_notify' in form ? '1' : '0', updates_notify: 'updates_notify' in form ? '1' : '0', id }),
  },
  password: { run: changePassword, message: successMessages.password, input: ownAccount },
  email: { run: changeEmail, message: successMessages.email, input: ownAccount },
  avatar: { run: updateAvatar, message: successMessages.avatar, input: ownAccount },
};

/**
 * The couple's Notifications: the account's choices as on every profile, then the weekly planning
 * e-mail, planning's own use case (a checkbox left unticked is not sent: here it means off).
 * Vendors' profiles keep `accountForms.notifications`: they do not plan.
 */
const coupleNotifications: ProfileForm = {
  run: async (ctx, input) => {
    await updateNotificationSettings(ctx, input);
    return setPlanningEmail(ctx, { weekly: (input as { weeklyPlanningEmail?: unknown }).weeklyPlanningEmail });
  },
  message: successMessages.notifications,
  input: (form, id) => ({ ...accountForms.notifications.input(form, id), weekly_planning_email: 'weekly_planning_email' in form ? 'on' : '' }),
};

/** The couple's profile (/profile): the account's forms, with the couple's Notifications. */
export const coupleProfileForms: Record<ProfileFormName, ProfileForm> = { ...accountForms, notifications: coupleNotifications };

/**
 * A profile page's forms post here (with JavaScript through fetchers, without it as plain forms),
 * each naming itself in `intent`, one of the page's `forms` (`runIntent`); the use case does the
 * work for the signed-in person and checks the rest.
 */
export async function changeProfile<Name extends string>(app: RequestContext, fields: Fields, forms: Record<Name, ProfileForm>) {
  const run = (intent: Name, form: ProfileForm) => async (input: Fields) => {
    if (!app.viewer) throw signInRequired();
    await withWireNames(form.input(input, String(app.viewer.id)), (wire) => form.run(app, wire));
    return { intent, ok: true, message: form.message } satisfies ProfileResult<Name>;
  };
  return runIntent(fields, Object.fromEntries(Object.entries<ProfileForm>(forms).map(([intent, form]) => [intent, run(intent as Name, form)])));
}
