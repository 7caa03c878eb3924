import { IconMenu2, IconX } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data';
import { Wordmark } from '../wordmark';
import { HeaderDropdown } from './header-dropdown';
import { ViewerLinks } from './viewer-links';
import classes from './site-header.module.css';

type MenuName = 'couples' | 'vendors' | 'more';

const accountMenus = [
  {
    name: 'couples' as const,
    label: 'Couples',
    items: [
      { label: 'Sign In & Account', to: '/login' },
      { label: 'Sign Up', to: '/register' },
    ],
  },
  {
    name: 'vendors' as const,
    label: 'Vendors',
    items: [
      { label: 'Sign In & Account', to: '/vendors/login' },
      { label: 'Sign Up', to: '/vendors/register' },
    ],
  },
];

export function SiteHeader() {
  const root = useRootData();
  const scrolled = useScrolled();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Only one dropdown is open at a time (spec §2).
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);

  const viewer = root?.viewer ?? null;
  const categories = root?.categories ?? [];
  const shown = categories.slice(0, root?.headerCategoryCount ?? 4);
  const more = categories.slice(shown.length);
  const country = root?.countryCode ?? 'au';
  const categoryLink = (slug: string) => `/${slug}/${country}`;

  const dropdown = (name: MenuName, label: string, items: { label: string; to: string }[]) => (
    <HeaderDropdown
      key={name}
      id={`header-menu-${name}`}
      label={label}
      items={items}
      open={openMenu === name}
      onOpenChange={(open) => setOpenMenu((current) => (open ? name : current === name ? null : current))}
    />
  );

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
      <div className={`content-width ${classes.bar}`}>
        <Link to="/" className={classes.logo} aria-label={`${root?.appName ?? 'Ever After'} home`}>
          <Wordmark name={root?.appName ?? 'Ever After'} />
        </Link>

        <nav aria-label="Categories" className={classes.categories}>
          {shown.map((category) => (
            <Link key={category.id} to={categoryLink(category.categorySlug)} className={classes.link}>
              {category.title}
            </Link>
          ))}
          {more.length > 0 &&
            dropdown(
              'more',
              'See More',
              more.map((category) => ({ label: category.title, to: categoryLink(category.categorySlug) })),
            )}
        </nav>

        <nav aria-label="Account" className={classes.actions}>
          {viewer ? (
            <ViewerLinks viewer={viewer} linkClass={classes.link} />
          ) : (
            accountMenus.map((menu) => dropdown(menu.name, menu.label, menu.items))
          )}
        </nav>

        <button
          type="button"
          className={classes.burger}
          onClick={() => setMobileOpen((open) => !open)}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
        >
          {mobileOpen ? <IconX size={22} aria-hidden="true" /> : <IconMenu2 size={22} aria-hidden="true" />}
        </button>
      </div>

      <div className={classes.mobilePanel} data-open={mobileOpen || undefined}>
        <nav id="mobile-menu" aria-label="Menu" className="content-width" hidden={!mobileOpen}>
          <div className={classes.mobileSection}>
            <div className={classes.mobileHeading}>Browse</div>
            {categories.map((category) => (
              <Link key={category.id} to={categoryLink(category.categorySlug)} className={classes.link} onClick={() => setMobileOpen(false)}>
                {category.pluralName}
              </Link>
            ))}
          </div>
          {viewer && (
            <div className={classes.mobileSection}>
              <div className={classes.mobileHeading}>Your account</div>
              <ViewerLinks viewer={viewer} linkClass={classes.link} onNavigate={() => setMobileOpen(false)} />
            </div>
          )}
          {!viewer && accountMenus.map((menu) => (
            <div key={menu.name} className={classes.mobileSection}>
              <div className={classes.mobileHeading}>{menu.label}</div>
              {menu.items.map((item) => (
                <Link key={item.to} to={item.to} className={classes.link} onClick={() => setMobileOpen(false)}>
                  {item.label}
                </Link>
              ))}
            </div>
          ))}
        </nav>
      </div>
    </header>
  );
}

// The bar is 16 px shorter once scrolled, and the browser's scroll anchoring moves the page by as
// much (a field focused near the top does it): one threshold would flip the bar back and forth
// every frame. It turns compact past 24 px and back only under 4 px.
const compactFrom = 24;
const fullUnder = 4;
let compact = false;

function readScrolled(): boolean {
  const y = window.scrollY;
  if (y > compactFrom) compact = true;
  else if (y < fullUnder) compact = false;
  return compact;
}

/** Whether the page has scrolled past the top; re-renders only when that changes, not on every pixel. */
function useScrolled(): boolean {
  return useSyncExternalStore(subscribeToScroll, readScrolled, () => false);
}

function subscribeToScroll(onScroll: () => void) {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}
