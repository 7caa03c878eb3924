import { Link } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { ClaimForm, VendorRegisterForm } from '~/features/vendors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/register';
import { loadVendorRegister, vendorRegisterAction } from './register.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: titleWithProduct(matches, loaderData?.mode === 'claim' ? 'Claim a Listing' : 'List Your Business') },
  { name: 'description', content: 'List your wedding business: couples across Australia and New Zealand find you, save you and message you. No lock-in contracts.' },
];

export const loader = (args: Route.LoaderArgs) => loadVendorRegister(args);

export const action = (args: Route.ActionArgs) => vendorRegisterAction(args);

export default function VendorRegisterPage({ loaderData }: Route.ComponentProps) {
  const { mode, listing } = loaderData;
  if (mode === 'claim') {
    return (
      <AuthCard title="Claim a Listing" intro={<p>Tell us why <Link to={listing.path}>{listing.name}</Link> is your business. An administrator checks every claim, usually within two working days.</p>}>
        <ClaimForm listing={listing} />
      </AuthCard>
    );
  }
  const claim = listing && !listing.owned ? listing : null;
  return (
    <AuthCard
      title="List Your Business"
      intro={
        claim ? (
          <p>
            Create your vendor account to claim <Link to={claim.path}>{claim.name}</Link>. Add a document that shows the business is yours: an administrator checks it before the listing becomes yours.
          </p>
        ) : listing?.owned ? (
          <p>{listing.name} already belongs to a vendor, so it cannot be claimed. You can still create a vendor account and list your own business.</p>
        ) : (
          <p>Couples across Australia and New Zealand find you, save you to their wishlist and message you. No lock-in contracts: pay per category, cancel any time.</p>
        )
      }
    >
      <VendorRegisterForm
        claim={claim}
        loginLink={
          <span>
            Already listed with us? <Link to="/vendors/login">Sign in</Link>
          </span>
        }
      />
    </AuthCard>
  );
}
