import { appContext } from '../../../server/http/router-context';
import { findAccount } from '../../../server/modules/accounts';
import { roleOf } from '../../../server/kernel';
import { addVendorDocuments, findVendorProfile, removeVendorDocument, updateVendorProfile } from '../../../server/modules/vendors';
import { formatBusinessNumber } from '../../../shared/vendors/business-number';
import { formatPhoneForDisplay, phoneCountryOfNumber } from '../../../shared/vendors/phone';
import { accountForms, changeProfile, type ProfileForm } from '~/features/accounts/profile/change-profile.server';
import { profileDataOf } from '~/features/accounts/profile/profile-data';
import type { BusinessFormName, BusinessProfileData } from '~/features/vendors';
import { formFields } from '~/lib/form-errors.server';
import { loginRedirect } from '~/lib/login-redirect';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { loadSignInSecurity } from '~/features/accounts/security/sign-in-security.server';
import { twoStepView } from '~/features/accounts/two-step/two-step-view.server';
import type { Route } from './+types/profile';

/**
 * The vendor's own profile: the business, its documents, and the account's contact details,
 * password, e-mail and notifications. Visitors sign in as vendors first; couples have their
 * own profile, administrators their user page (as /profile sends them).
 */
export async function loadVendorProfile({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const signedIn = requireViewer(app, request, '/vendors/login');
  const role = roleOf(signedIn);
  if (role !== 'vendor') throw loginRedirect({ administrator: `/users/${signedIn.id}/edit`, user: '/profile', default: '/' }, role);
  // Read again, not the request's viewer: after a form posted without JavaScript the action ran first.
  const [viewer, profile, security, twoStep] = await Promise.all([
    findAccount(app, { id: signedIn.id }),
    readOr404(findVendorProfile(app, { userId: signedIn.id })),
    loadSignInSecurity(app),
    twoStepView(app),
  ]);
  const business: BusinessProfileData = {
    businessName: profile.businessName,
    jobTitle: profile.jobTitle,
    phone: formatPhoneForDisplay(profile.phone),
    phoneCountry: phoneCountryOfNumber(profile.phone) ?? profile.businessCountry,
    website: profile.website ?? '',
    businessCountry: profile.businessCountry,
    businessNumber: formatBusinessNumber(profile.businessCountry, profile.businessNumber),
    verified: profile.verifiedAt !== null,
    documents: profile.documents.map(({ id, fileName, size }) => ({ id, fileName, size })),
  };
  return { account: profileDataOf(viewer), business, security, twoStep };
}

const ownBusiness = (form: ReturnType<typeof formFields>, userId: string) => ({ ...form, userId });

/** The page's forms: the business's own, and the account's that a vendor has (no wedding, no photo). */
const vendorProfileForms: Record<BusinessFormName | 'contact' | 'email' | 'password' | 'notifications', ProfileForm> = {
  business: { run: updateVendorProfile, message: 'Business Details Saved Successfully!', input: ownBusiness },
  documents: { run: addVendorDocuments, message: 'Documents added: our administrators will look at them.', input: ownBusiness },
  // The document's id; the use case answers another vendor's as not found.
  'remove-document': { run: removeVendorDocument, message: 'Document removed.', input: (form) => form },
  contact: accountForms.contact,
  email: accountForms.email,
  password: accountForms.password,
  notifications: accountForms.notifications,
};

export async function changeVendorProfile({ request, context }: Route.ActionArgs) {
  return changeProfile(context.get(appContext), formFields(await request.formData()), vendorProfileForms);
}
