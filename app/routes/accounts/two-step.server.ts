import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { beginTotpSetup, confirmTotpSetup, disableTotp, regenerateRecoveryCodes } from '../../../server/modules/accounts';
import { twoStepView } from '~/features/accounts/two-step/two-step-view.server';
import { runIntent } from '~/lib/run-intent.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/two-step';

/** /account/two-step: where an administrator without the step is sent, and where the profile's two-step forms post. */
export async function loadTwoStep({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  const back = new URL(request.url).searchParams.get('redirectTo');
  // Only a path of this site, never another site's address.
  const redirectTo = back && back.startsWith('/') && !back.startsWith('//') ? back : null;
  return { twoStep: await twoStepView(app), redirectTo, administrator: viewer.roles.includes('administrator') };
}

export async function twoStepAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  return runIntent(
    await request.formData(),
    {
      begin: async (fields) => (await withWireNames(fields, (input) => beginTotpSetup(app, input)), { intent: 'begin' as const }),
      confirm: async (fields) => ({ intent: 'confirm' as const, recoveryCodes: (await withWireNames(fields, (input) => confirmTotpSetup(app, input))).recoveryCodes }),
      disable: async (fields) => (await withWireNames(fields, (input) => disableTotp(app, input)), { intent: 'disable' as const }),
      regenerate: async (fields) => ({ intent: 'regenerate' as const, recoveryCodes: (await withWireNames(fields, (input) => regenerateRecoveryCodes(app, input))).recoveryCodes }),
    },
    { secretIntents: ['begin', 'disable', 'regenerate'] },
  );
}
