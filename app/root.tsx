import './styles/mantine';
// One variable font file instead of three weights: fewer requests before the first paint.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/cormorant-garamond/600.css';
import './styles/global.css';
import headingFont from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2?url';
import textFont from './styles/fonts/inter-latin-wght-400-700.woff2?url';
import { MantineContext, MantineThemeProvider, mantineHtmlProps } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import { isRouteErrorResponse, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/root';
import { loadRoot, rootMiddleware } from './root.server';
import { GenericErrorPage } from './components/generic-error-page';
import { MaintenancePage } from './components/maintenance-page';
import { RefusedPage } from './components/refused-page';
import { NotFoundPage } from './components/not-found-page';
import { SiteChrome } from './components/site-chrome';
import { useNonce } from './lib/nonce';
import { Stylesheets } from './lib/stylesheets';
import { theme } from './theme';

/** Maintenance mode replaces every main route; blog, article and static pages stay available. */
export const middleware: Route.MiddlewareFunction[] = rootMiddleware;

export const loader = (args: Route.LoaderArgs) => loadRoot(args);

/**
 * The root's data comes with every navigation (it is cached reference data, no query), so its
 * requestId is always that of the request whose loaders may have failed. A form that says nothing
 * else on the page changed (the wishlist's hearts, ratings and comments: `defaultShouldRevalidate`
 * false) is the exception, unless its action failed: each such click then costs one request, not two.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, actionStatus }) =>
  !formMethod || defaultShouldRevalidate || (actionStatus ?? 0) >= 500;

/**
 * What MantineProvider gives Mantine's components, without its code that prints the theme's CSS
 * variables and classes and manages the colour scheme (5 kB of script on every page): the variables
 * and classes are the root's stylesheet, made at build time (app/styles/theme-css.vite.ts), and
 * the site is light only (`mantineHtmlProps` sets it on <html>).
 */
const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

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
        <MantineContext value={mantineContext}>
          <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
        </MantineContext>
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
  if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 400) && typeof error.data?.message === 'string') {
    return (
      <SiteChrome>
        <RefusedPage status={error.status} message={error.data.message} />
      </SiteChrome>
    );
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
