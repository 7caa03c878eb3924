import { Title } from '@mantine/core';
import type { ShouldRevalidateFunction } from 'react-router';
import { LinkTabs } from '~/components/link-tabs';
import { ContactInfoForm } from '~/features/accounts/profile/contact-info-form';
import { EmailChange } from '~/features/accounts/profile/email-change';
import { NotificationsForm } from '~/features/accounts/profile/notifications-form';
import { PasswordForm } from '~/features/accounts/profile/password-form';
import { SignInSecurity } from '~/features/accounts/security/sign-in-security';
import { ProfileSidebar } from '~/features/accounts/profile/profile-sidebar';
import { WeddingInfoForm } from '~/features/accounts/profile/wedding-info-form';
import { TwoStepSection } from '~/features/accounts/two-step/two-step-section';
import classes from '~/features/accounts/profile/profile.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile';
import { changeProfileAction, loadProfile } from './profile.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Profile') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadProfile(args);

export const action = (args: Route.ActionArgs) => changeProfileAction(args);

// Choosing a tab changes only the URL's ?tab=: nothing to load again (a revalidation keeps the URL: it loads).
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

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
              {
                value: 'password',
                label: 'Password',
                panel: (
                  <>
                    <PasswordForm />
                    <TwoStepSection twoStep={loaderData.twoStep} />
                    <SignInSecurity security={loaderData.security} />
                  </>
                ),
              },
              { value: 'wedding', label: 'Wedding Information', panel: <WeddingInfoForm profile={profile} /> },
              { value: 'notifications', label: 'Notifications', panel: <NotificationsForm profile={profile} weeklyPlanningEmail={loaderData.weeklyPlanningEmail} /> },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
