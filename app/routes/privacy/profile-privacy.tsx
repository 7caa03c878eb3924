import { Title } from '@mantine/core';
import { DeleteAccountSection, deleteAccountIntent } from '~/features/privacy';
import type { IntentFailure } from '~/lib/run-intent.server';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/profile-privacy';
import { loadProfilePrivacy, profilePrivacyAction } from './profile-privacy.server';
import classes from './privacy.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Privacy') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadProfilePrivacy(args);
export const action = (args: Route.ActionArgs) => profilePrivacyAction(args);

/** /profile/privacy: a couple's data and account. */
export default function ProfilePrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as IntentFailure | undefined;
  return (
    <section className={`content-width ${classes.page}`}>
      <Title order={1}>Your privacy</Title>
      <DeleteAccountSection isVendor={loaderData.isVendor} failure={answer?.intent === deleteAccountIntent ? answer : undefined} />
    </section>
  );
}
