import { appContext } from '../../../server/http/router-context';
import { checkWeeklyPlanningEmailLink, unsubscribeWeeklyPlanningEmail } from '../../../server/modules/planning';
import { shownRefusal } from '~/lib/refusal-page.server';
import type { Route } from './+types/weekly-email-unsubscribe';

/** Shows whether the link's e-mail is still on (mail scanners fetch this too); only the POST changes anything. */
export async function loadWeeklyEmailLink({ context, params }: Route.LoaderArgs) {
  try {
    return { weekly: (await checkWeeklyPlanningEmailLink(context.get(appContext), { token: params.token })).weekly, problem: null };
  } catch (error) {
    return { weekly: null, problem: shownRefusal(error).message };
  }
}

/** The button's POST, and a mail client's one-click POST (RFC 8058), which needs no sign-in either. */
export async function unsubscribeByWeeklyEmailLink({ context, params }: Route.ActionArgs) {
  try {
    await unsubscribeWeeklyPlanningEmail(context.get(appContext), { token: params.token });
    return { unsubscribed: true as const };
  } catch (error) {
    return { error: shownRefusal(error).message };
  }
}
