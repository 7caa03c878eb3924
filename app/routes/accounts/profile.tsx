import { Title } from '@mantine/core';
import type { ShouldRevalidateFunction } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { roleOf } from '../../../server/modules/accounts';
import { loadViewer } from '../../../server/modules/accounts/viewer';
import { guessViewerCountry } from '../../../server/modules/geo/guess-viewer-country';
import { LinkTabs } from '~/components/link-tabs';
import { ContactInfoForm } from '~/features/accounts/profile/contact-info-form';
import { EmailChange } from '~/features/accounts/profile/email-change';
import { NotificationsForm } from '~/features/accounts/profile/notifications-form';
import { PasswordForm } from '~/features/accounts/profile/password-form';
import { profileAction } from '~/features/accounts/profile/profile-action.server';
import type { ProfileData } from '~/features/accounts/profile/profile-data';
import { ProfileSidebar } from '~/features/accounts/profile/profile-sidebar';
import { WeddingInfoForm } from '~/features/accounts/profile/wedding-info-form';
import { daysSinceWedding, todayIn } from '~/features/accounts/profile/wedding-countdown';
import classes from '~/features/accounts/profile/profile.module.css';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Profile') },
  { name: 'robots', content: 'noindex' },
];

/**
 * A couple's own profile (spec §2). Visitors sign in first and come back; administrators and
 * vendors have their own profile pages.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { db } = app;
  const signedIn = requireViewer(app, request);
  const role = roleOf(signedIn);
  // Spec §2: administrators go to /users/{id}/edit, which the admin area will provide.
  if (role !== 'user') throw loginRedirect({ administrator: `/users/${signedIn.id}/edit`, vendor: '/vendors/profile', default: '/' }, role);
  // Read again: after a form posted without JavaScript, the action and this loader share one
  // request, whose viewer was read before the change.
  const viewer = (await loadViewer(db, signedIn.id)) ?? signedIn;
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

export const action = profileAction;

// Choosing a tab changes only the URL's ?tab=: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <section className={`content-width ${classes.page}`}>
      <Title order={1} className={classes.title}>
        Your Profile
      </Title>
      <div className={classes.layout}>
        <ProfileSidebar profile={profile} daysSinceWedding={loaderData.daysSinceWedding} />
        <div className={classes.main}>
          <LinkTabs
            label="Profile sections"
            param="tab"
            classNames={{ list: classes.tabList, tab: classes.tab, panel: classes.panel }}
            tabs={[
              {
                value: 'contact',
                label: 'Contact Info',
                panel: (
                  <>
                    <ContactInfoForm profile={profile} />
                    <EmailChange profile={profile} />
                  </>
                ),
              },
              { value: 'password', label: 'Password', panel: <PasswordForm /> },
              { value: 'wedding', label: 'Wedding Information', panel: <WeddingInfoForm profile={profile} /> },
              { value: 'notifications', label: 'Notifications', panel: <NotificationsForm profile={profile} /> },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
