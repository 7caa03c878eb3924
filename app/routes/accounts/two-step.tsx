import { Title } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from '~/features/accounts/auth-card';
import { TwoStepSection } from '~/features/accounts/two-step/two-step-section';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/two-step';
import { loadTwoStep, twoStepAction } from './two-step.server';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Two-step sign-in') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadTwoStep(args);

export const action = (args: Route.ActionArgs) => twoStepAction(args);

/** Where an administrator without two-step sign-in is sent before any admin page (and the profile's two-step forms post). */
export default function TwoStepPage({ loaderData }: Route.ComponentProps) {
  const { twoStep, redirectTo, administrator } = loaderData;
  return (
    <AuthCard title="Two-step sign-in" intro={administrator && twoStep.state !== 'on' ? <p>The admin area needs two-step sign-in. Turn it on to continue.</p> : undefined}>
      <TwoStepSection twoStep={twoStep} ownPage />
      {twoStep.state === 'on' && (
        <Title order={2} size="h4">
          <Link to={redirectTo ?? (administrator ? '/admin' : '/profile?tab=password')} reloadDocument>
            {administrator ? 'Continue to the admin area' : 'Back to your profile'}
          </Link>
        </Title>
      )}
    </AuthCard>
  );
}
