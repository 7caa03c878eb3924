import type { ReactNode } from 'react';
import { NoticeProvider } from './notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

/** Skip link, header, the page and the footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <NoticeProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </NoticeProvider>
  );
}
