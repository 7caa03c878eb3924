import './styles/mantine';
// One variable font file instead of three weights: fewer requests before the first paint.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles/global.css';
import headingFont from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';
import textFont from './styles/fonts/inter-latin-wght-400-700.woff2?url';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { data, isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import { appContext } from '../server/http/router-context';
import { guessViewerCountry } from '../server/modules/geo/guess-viewer-country';
import { listCategories } from '../server/modules/catalog/list-categories';
import { roleOf } from '../server/modules/accounts';
import { takeFlash } from '../server/http/flash-cookie';
import type { Route } from './+types/root';
import { GenericErrorPage } from './components/generic-error-page';
import { MaintenancePage } from './components/maintenance-page';
import { NotFoundPage } from './components/not-found-page';
import { SiteChrome } from './components/site-chrome';
import { isAvailableDuringMaintenance } from './lib/maintenance';
import { useNonce } from './lib/nonce';
import { Stylesheets } from './lib/stylesheets';
import { cssVariablesResolver, theme } from './theme';

/** Maintenance mode replaces every main route; blog, article and static pages stay available. */
export const middleware: Route.MiddlewareFunction[] = [
  // Outermost: tells clients and crawlers when to come back (error responses carry no headers).
  async (_args, next) => {
    const response = await next();
    if (response.status === 503) response.headers.set('Retry-After', '3600');
    return response;
  },
  async ({ request, context }, next) => {
    const { settings } = context.get(appContext);
    if (settings['app.maintenance'] && !isAvailableDuringMaintenance(new URL(request.url).pathname)) {
      throw data({ maintenance: true, appName: settings['app.name'] }, { status: 503 });
    }
    return next();
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const { db, settings, viewer, map, requestId } = app;
  const categories = await listCategories(db);
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
    viewer: viewer && { id: viewer.id, nickname: viewer.nickname, role: roleOf(viewer), emailVerified: viewer.emailVerified },
    signInProviders: app.signInProviders,
    // A one-time notice from the previous request ("You have logged in successfully!").
    flash: takeFlash(app),
    countryCode: guessViewerCountry(request.headers).countryCode,
    // Tile URL template and attribution for the maps (service page, search results).
    map: { tileUrl: map.tileUrl, attribution: map.attribution },
    // The id this request's errors are logged under, for the error screen.
    requestId,
  };
}

/**
 * The root's data comes with every navigation (it is cached reference data, no query), so its
 * requestId is always that of the request whose loaders may have failed.
 */
export const shouldRevalidate = () => true;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-AU" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FBF8F3" />
        <Meta />
        {/* Both fonts' Latin files start with the HTML instead of after the styles are applied: the
            first layout then usually has them, and is not redone when they arrive. */}
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="preload" href={textFont} as="font" type="font/woff2" crossOrigin="anonymous" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* In place of React Router's <Links />: the first page's styles come inline. */}
        <Stylesheets />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          {children}
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** A route whose `handle` says `{ chrome: false }` (the coming-soon page) renders without header and footer. */
export default function App() {
  const bare = useMatches().some((match) => (match.handle as { chrome?: boolean } | undefined)?.chrome === false);
  if (bare) return <Outlet />;
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 503 && error.data?.maintenance) {
    return <MaintenancePage appName={error.data.appName} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFoundPage />
      </SiteChrome>
    );
  }
  return (
    <SiteChrome>
      <GenericErrorPage error={error} />
    </SiteChrome>
  );
}
