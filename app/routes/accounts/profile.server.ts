import { data } from 'react-router';
import type { RequestContext } from '../../../server/context';
import { appContext } from '../../../server/http/router-context';
import {
  changeEmail,
  changePassword,
  findAccount,
  roleOf,
  updateAvatar,
  updateContactInfo,
  updateNotificationSettings,
  updateWeddingInfo,
  type Viewer,
} from '../../../server/modules/accounts';
import { guessViewerCountry } from '../../../server/modules/geo';
import { signInRequired, withWireNames } from '../../../server/modules/platform';
import type { ProfileData } from '~/features/accounts/profile/profile-data';
import { successMessages, type ProfileFormName, type ProfileResult } from '~/features/accounts/profile/profile-forms';
import { daysSinceWedding, todayIn } from '~/features/accounts/profile/wedding-countdown';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/profile';

/**
 * A couple's own profile (spec §2). Visitors sign in first and come back; administrators and
 * vendors have their own profile pages.
 */
export async function loadProfile({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const signedIn = requireViewer(app, request);
  const role = roleOf(signedIn);
  // Spec §2: administrators go to /users/{id}/edit, which the admin area will provide.
  if (role !== 'user') throw loginRedirect({ administrator: `/users/${signedIn.id}/edit`, vendor: '/vendors/profile', default: '/' }, role);
  // Read again: after a form posted without JavaScript, the action and this loader share one
  // request, whose viewer was read before the change.
  const viewer = await findAccount(app, { id: signedIn.id });
  const profile: ProfileData = {
    id: viewer.id,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    nickname: viewer.nickname,
    address: viewer.address,
    avatar: viewer.avatar,
    weddingDate: viewer.weddingDate,
    weddingVenue: viewer.weddingVenue,
    weddingLocation: viewer.weddingLocation,
    newsletterNotify: viewer.newsletterNotify,
    updatesNotify: viewer.updatesNotify,
    messagesNotifyFrequently: viewer.messagesNotifyFrequently,
  };
  const today = todayIn(guessViewerCountry(request.headers).countryCode);
  return { profile, daysSinceWedding: viewer.weddingDate ? daysSinceWedding(viewer.weddingDate, today) : null };
}

type Fields = ReturnType<typeof formFields>;

/** Each profile form's use case (the same as GraphQL's), and how its fields become the use case's wire-named input. */
const profileForms: Record<ProfileFormName, { run: (ctx: RequestContext, input: unknown) => Promise<Viewer>; fields?: (form: Fields) => Fields }> = {
  contact: { run: updateContactInfo },
  // The date field gives the day; the time already stored (if any) is kept with it.
  wedding: {
    run: updateWeddingInfo,
    fields: ({ wedding_date: date, wedding_time: time, ...rest }) => ({ ...rest, wedding_date: date && time ? `${date} ${time}` : date }),
  },
  // A checkbox left unticked is not sent: here it means 0.
  notifications: {
    run: updateNotificationSettings,
    fields: (form) => ({ ...form, newsletter_notify: 'newsletter_notify' in form ? '1' : '0', updates_notify: 'updates_notify' in form ? '1' : '0' }),
  },
  password: { run: changePassword },
  email: { run: changeEmail },
  avatar: { run: updateAvatar },
};

/**
 * The profile page's forms post here (with JavaScript through fetchers, without it as plain
 * forms), each naming itself in `intent`; every one calls the same use case as GraphQL, for the
 * signed-in person's own account.
 */
export async function changeProfile({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const { intent: named, ...fields } = formFields(await request.formData());
  const intent = named as ProfileFormName;
  const form = typeof named === 'string' && Object.hasOwn(profileForms, named) ? profileForms[intent] : undefined;
  if (!form) return data<ProfileResult>({ intent, errors: { form: 'This form is not known.' } }, { status: 400 });
  try {
    if (!app.viewer) throw signInRequired();
    const input = { ...(form.fields ? form.fields(fields) : fields), id: String(app.viewer.id) };
    await withWireNames(input, (wireInput) => form.run(app, wireInput));
    return { intent, ok: true, message: successMessages[intent] } satisfies ProfileResult;
  } catch (error) {
    const failure = formFailure(error);
    return data<ProfileResult>({ intent, ...failure.data }, failure.init ?? undefined);
  }
}
