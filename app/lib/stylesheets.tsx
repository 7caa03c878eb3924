import { createContext, Fragment, useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { useRootData } from './root-data';

/** Server only: reads a stylesheet of the client build, so the first load can carry it inline. */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(undefined);

/**
 * The matched routes' stylesheets, in place of React Router's stylesheet links. A visitor's first
 * page is served with them inline, so its first paint needs no request after the HTML; they are
 * React style resources (`href` + `precedence`), which React finds again in the document when it
 * hydrates instead of comparing them. Stylesheets of routes reached later are links, which React
 * loads before it shows the route.
 *
 * A signed-in person's pages link them all (the server gives no texts): half the bytes to render
 * and send. Their browser has the files: from their earlier pages, or fetched at low priority when
 * they signed in on a page that had them inline.
 */
export function Stylesheets() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const readText = useContext(StylesheetTextContext);
  const matches = useMatches();
  const signedIn = Boolean(useRootData()?.viewer);
  useEffect(() => {
    if (signedIn) prefetchInlinedStylesheets();
  }, [signedIn]);
  if (!framework) return null;
  const hrefs = [...new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []))];
  return hrefs.map((href) => {
    const text = readText ? readText(href) : isInlinedInDocument(href) ? '' : undefined;
    return text === undefined ? (
      <link key={href} rel="stylesheet" href={href} precedence="app" />
    ) : (
      <Fragment key={href}>
        <style href={href} precedence="app">
          {text}
        </style>
        {/* React Router preloads a revalidated route's stylesheets unless a stylesheet link has the
            href; without this the inlined ones were fetched again on every navigation and Chromium warned
            "preloaded but not used". A disabled stylesheet link is not fetched (React's types lack the attribute). */}
        <link rel="stylesheet" href={href} {...{ disabled: true }} />
      </Fragment>
    );
  });
}

// React writes several style resources into one tag, their hrefs separated by spaces.
function isInlinedInDocument(href: string): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[data-href~="${href.replace(/["\\]/g, '\\$&')}"]`) !== null;
}

/** Puts the stylesheets this document has inline into the browser's cache, for the next signed-in page. */
function prefetchInlinedStylesheets() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    for (const href of style.dataset.href?.split(' ') ?? []) {
      if (document.querySelector(`link[rel="prefetch"][href="${href.replace(/["\\]/g, '\\$&')}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'style';
      link.href = href;
      document.head.append(link);
    }
  }
}
