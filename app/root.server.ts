import { data } from 'react-router';
import { takeFlash } from '../server/http/flash-cookie';
import { guessPageCountry } from '../server/http/page-cache';
import { appContext } from '../server/http/router-context';
import { roleOf } from '../server/kernel';
import { listCategories } from '../server/modules/catalog';
import { isClosedForMaintenance } from '../server/modules/platform';
import type { Route } from './+types/root';

/**
 * Maintenance mode replaces every main route; blog, article and static pages stay available, and
 * a signed-in administrator sees the whole site (to check it, and to switch the mode off again).
 */
export const rootMiddleware: Route.MiddlewareFunction[] = [
  // Outermost: tells clients and crawlers when to come back (error responses carry no headers).
  async (_args, next) => {
    const response = await next();
    if (response.status === 503) response.headers.set('Retry-After', '3600');
    return response;
  },
  async ({ request, context }, next) => {
    const app = context.get(appContext);
    if (isClosedForMaintenance(app, { path: new URL(request.url).pathname })) {
      throw data({ maintenance: true, appName: app.settings['app.name'] }, { status: 503 });
    }
    return next();
  },
];

export async function loadRoot({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { settings, viewer, map, requestId } = app;
  const categories = await listCategories(app);
  return {
    appName: settings['app.name'],
    headerCategoryCount: settings['app.header_categories'],
    social: {
      facebook: settings['app.social.facebook'],
      instagram: settings['app.social.instagram'],
      pinterest: settings['app.social.pinterest'],
    },
    categories: categories.map(({ id, name, title, categorySlug, pluralName, icon }) => ({
      id,
      name,
      title,
      categorySlug,
      pluralName,
      icon,
    })),
    viewer: viewer && {
      id: viewer.id,
      nickname: viewer.nickname,
      role: roleOf(viewer),
      emailVerified: viewer.emailVerified,
      // The day of the couple's wedding, where an enquiry to a vendor starts (issue 31).
      weddingDay: viewer.weddingDate?.slice(0, 10) ?? null,
    },
    signInProviders: app.signInProviders,
    // A one-time notice from the previous request ("You have logged in successfully!").
    flash: takeFlash(app),
    // The header's category links follow it: a cached page is kept per country.
    countryCode: guessPageCountry(app, request).countryCode,
    // Tile URL template and attribution for the maps (service page, search results).
    map: { tileUrl: map.tileUrl, attribution: map.attribution },
    // The id this request's errors are logged under, for the error screen.
    requestId,
  };
}
