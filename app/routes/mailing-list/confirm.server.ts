import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { confirmSubscription } from '../../../server/modules/mailing-list';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/confirm';

export async function confirmSubscriptionLink({ context, params }: Route.ActionArgs) {
  try {
    await confirmSubscription(context.get(appContext), { token: params.token });
    return redirect('/coming-soon?status=subscribed');
  } catch (error) {
    return { error: shownRefusal(error).message };
  }
}
