import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CorrectionRequestSection } from '~/features/privacy';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile-privacy';
import { loadPrivacyRequests, privacyPageAction, privacyPageContext } from './privacy-page.server';
import classes from './privacy-page.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy and your data') },
  { name: 'robots', content: 'noindex' },
];

export async function loader(args: Route.LoaderArgs) {
  return { requests: await loadPrivacyRequests(privacyPageContext(args, 'user')) };
}

export const action = (args: Route.ActionArgs) => privacyPageAction(args, 'user');

/** A couple's privacy page (issue 35): their data's sections, one component each. */
export default function ProfilePrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className={`content-width ${classes.page}`}>
      <Anchor component={Link} to="/profile">
        Back to your profile
      </Anchor>
      <Title order={1}>Privacy and your data</Title>
      <div className={classes.card}>
        <CorrectionRequestSection requests={loaderData.requests} isVendor={false} />
      </div>
    </section>
  );
}
