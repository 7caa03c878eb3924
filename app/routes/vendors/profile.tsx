import { Link } from 'react-router';
import { ContactInfoForm } from '~/features/accounts/profile/contact-info-form';
import { EmailChange } from '~/features/accounts/profile/email-change';
import { NotificationsForm } from '~/features/accounts/profile/notifications-form';
import { PasswordForm } from '~/features/accounts/profile/password-form';
import { SignInSecurity } from '~/features/accounts/security/sign-in-security';
import { TwoStepSection } from '~/features/accounts/two-step/two-step-section';
import { BusinessDetailsForm, VendorDocuments, VendorPageHeader } from '~/features/vendors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile';
import { changeVendorProfile, loadVendorProfile } from './profile.server';
import classes from './profile.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Business Profile') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadVendorProfile(args);

export const action = (args: Route.ActionArgs) => changeVendorProfile(args);

const sections = [
  { id: 'business', label: 'Business details' },
  { id: 'documents', label: 'Documents' },
  { id: 'contact', label: 'Contact info' },
  { id: 'password', label: 'Password' },
  { id: 'notifications', label: 'Notifications' },
];

/** The vendor's profile: the business and its documents first, then the account's forms the couples' profile has too. */
export default function VendorProfilePage({ loaderData }: Route.ComponentProps) {
  const { account, business } = loaderData;
  return (
    <section className={`content-width ${classes.page}`}>
      <VendorPageHeader eyebrow="Business profile" businessName={business.businessName} verified={business.verified} documentsLink={<a href="#documents">Add documents below.</a>} />
      <div className={classes.layout}>
        <nav aria-label="Profile sections" className={classes.sectionNav}>
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
            <li>
              <Link to="/vendors/profile/privacy" reloadDocument>
                Privacy and your data
              </Link>
            </li>
            <li>
              <Link to="/vendors/dashboard">Back to the dashboard</Link>
            </li>
          </ul>
        </nav>
        <div className={classes.sections}>
          <div id="business" className={classes.card}>
            <BusinessDetailsForm business={business} />
          </div>
          <div id="documents" className={classes.card}>
            <VendorDocuments business={business} />
          </div>
          <div id="contact" className={classes.card}>
            <ContactInfoForm profile={account} keepNickname />
            <EmailChange profile={account} />
          </div>
          <div id="password" className={classes.card}>
            <PasswordForm />
            <TwoStepSection twoStep={loaderData.twoStep} />
            <SignInSecurity security={loaderData.security} />
          </div>
          <div id="notifications" className={classes.card}>
            <NotificationsForm profile={account} />
          </div>
        </div>
      </div>
    </section>
  );
}
