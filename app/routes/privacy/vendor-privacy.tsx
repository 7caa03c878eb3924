import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CorrectionRequestSection } from '~/features/privacy';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/vendor-privacy';
import { loadPrivacyRequests, privacyPageAction, privacyPageContext } from './privacy-page.server';
import classes from './privacy-page.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy and your data') },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: Route.LoaderArgs) {
  return { requests: await loadPrivacyRequests(privacyPageContext(args, 'vendor')) };
}

export const action = (args: Route.ActionArgs) => privacyPageAction(args, 'vendor');

/** A vendor's privacy page (issue 35): their data's sections, one component each. */
export default function VendorPrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={`content-width ${classes.page}`}>
      <Anchor component={Link} to="/vendors/profile" reloadDocument>
        Back to your business profile
      </Anchor>
      <Title order={1}>Privacy and your data</Title>
      <div className={classes.card}>
        <CorrectionRequestSection requests={loaderData.requests} isVendor />
      </div>
    </section>
  );
}
