import { RsvpPageView } from '~/features/rsvp/rsvp-page';
import type { RsvpAnswer, RsvpLoaderData } from '~/features/rsvp/rsvp-answer';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/rsvp';
import { loadRsvp, rsvpAction } from './rsvp.server';

/** A page of its own, like an invitation: no site header or footer, so no chat and no map code either. */
export const handle = { chrome: false };

/**
 * Never indexed, never kept by a shared cache: the page is reached only by its private link, and
 * its answers carry a household's names. The header covers every answer, the 404 and the POSTs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = await next();
    response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: titleWithProduct(matches, loaderData?.page ? `RSVP: ${loaderData.page.coupleNames}` : 'RSVP') },
  { name: 'robots', content: 'noindex, nofollow' },
];

export const loader = (args: Route.LoaderArgs) => loadRsvp(args);
export const action = (args: Route.ActionArgs) => rsvpAction(args);

/** /rsvp/{code} and /rsvp/{code}/{token} (issue 34): a couple's guests answer here. */
export default function RsvpRoute({ loaderData, actionData }: Route.ComponentProps) {
  const appName = useRootData()?.appName ?? 'Ever After';
  return <RsvpPageView data={loaderData as RsvpLoaderData} answer={actionData as RsvpAnswer | undefined} appName={appName} />;
}
