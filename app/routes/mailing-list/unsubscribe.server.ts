import { appContext } from '../../../server/http/router-context';
import { cancelSubscription, findSubscription } from '../../../server/modules/mailing-list';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/unsubscribe';

/** Shows whose subscription the link ends; only the POST changes anything. */
export async function loadSubscription({ context, params }: Route.LoaderArgs) {
  try {
    return { subscription: await findSubscription(context.get(appContext), { token: params.token }), problem: null };
  } catch (error) {
    return { subscription: null, problem: shownRefusal(error).message };
  }
}

/** The button's POST, and a mail client's one-click POST (RFC 8058), which needs no sign-in either. */
export async function unsubscribeByLink({ context, params }: Route.ActionArgs) {
  try {
    return { unsubscribed: (await cancelSubscription(context.get(appContext), { token: params.token })).email };
  } catch (error) {
    return { error: shownRefusal(error).message };
  }
}
