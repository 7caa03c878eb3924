import { Burger, Collapse, Menu } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRootData } from '../../lib/root-data';
import { Wordmark } from '../wordmark';
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
  const [{ y }] = useWindowScroll();
  const [mobileOpen, mobile] = useDisclosure(false);
  // Only one dropdown is open at a time (spec §2).
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);

  const categories = root?.categories ?? [];
  const shown = categories.slice(0, root?.headerCategoryCount ?? 4);
  const more = categories.slice(shown.length);
  const country = root?.countryCode ?? 'au';
  const categoryLink = (slug: string) => `/${slug}/${country}`;

  const dropdown = (name: MenuName, label: string, items: { label: string; to: string }[]) => (
    <Menu
      key={name}
      opened={openMenu === name}
      onChange={(opened) => setOpenMenu(opened ? name : null)}
      position="bottom-end"
      offset={6}
      shadow="md"
      radius="md"
      withinPortal={false}
    >
      <Menu.Target>
        <button type="button" className={classes.link}>
          {label}
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <header className={classes.header} data-scrolled={y > 8 || undefined}>
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
          {accountMenus.map((menu) => dropdown(menu.name, menu.label, menu.items))}
        </nav>

        <Burger
          className={classes.burger}
          opened={mobileOpen}
          onClick={mobile.toggle}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          size="sm"
        />
      </div>

      <Collapse expanded={mobileOpen} className={classes.mobilePanel}>
        <nav id="mobile-menu" aria-label="Menu" className="content-width">
          <div className={classes.mobileSection}>
            <div className={classes.mobileHeading}>Browse</div>
            {categories.map((category) => (
              <Link key={category.id} to={categoryLink(category.categorySlug)} className={classes.link} onClick={mobile.close}>
                {category.pluralName}
              </Link>
            ))}
          </div>
          {accountMenus.map((menu) => (
            <div key={menu.name} className={classes.mobileSection}>
              <div className={classes.mobileHeading}>{menu.label}</div>
              {menu.items.map((item) => (
                <Link key={item.to} to={item.to} className={classes.link} onClick={mobile.close}>
                  {item.label}
                </Link>
              ))}
            </div>
          ))}
        </nav>
      </Collapse>
    </header>
  );
}
