import type { ReactNode } from 'react';
import { AuthPopupProvider } from '../features/accounts/auth-popup-context';
import { ConfirmEmailBanner } from '../features/accounts/confirm-email-banner';
import { NoticeProvider } from './notices';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './header/site-header';

/** Skip link, header, the page and the footer. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <NoticeProvider>
      <AuthPopupProvider>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <ConfirmEmailBanner />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      </AuthPopupProvider>
    </NoticeProvider>
  );
}
