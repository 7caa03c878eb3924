import { Title } from '@mantine/core';
import { Link } from 'react-router';
import { DeleteAccountSection, deleteAccountIntent } from '~/features/privacy';
import type { IntentFailure } from '~/lib/run-intent.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/vendor-privacy';
import { loadVendorPrivacy, vendorPrivacyAction } from './vendor-privacy.server';
import classes from './privacy.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadVendorPrivacy(args);
export const action = (args: Route.ActionArgs) => vendorPrivacyAction(args);

/** /vendors/profile/privacy: a vendor's data and account. */
export default function VendorPrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as IntentFailure | undefined;
  return (
    <section className={`content-width ${classes.page}`}>
      <Title order={1}>Your privacy</Title>
      <p>
        <Link to="/vendors/profile">Back to the business profile</Link>
      </p>
      <DeleteAccountSection isVendor={loaderData.isVendor} failure={answer?.intent === deleteAccountIntent ? answer : undefined} />
    </section>
  );
}
