import type { ReactNode } from 'react';
import { Link, NavLink, useMatches } from 'react-router';
import { adminSections } from './admin-sections';
import classes from './admin.module.css';

/**
 * A route's place in the breadcrumbs: `handle: { crumb: 'Users' }`, or a loader-made label; a page
 * of one record names its section's list as `parent`.
 */
export type AdminCrumb = { crumb: string | ((data: unknown) => string); parent?: { crumb: string; path: string } };

/**
 * The admin area's frame: side navigation (a wrapped list on narrow screens), breadcrumbs from the
 * matched routes' handles, and the page. Links into the area from the rest of the site load a
 * full page (spec §2); inside it they navigate in place.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const crumbs = matches.flatMap((match) => {
    const handle = match.handle as Partial<AdminCrumb> | undefined;
    if (!handle?.crumb) return [];
    const label = typeof handle.crumb === 'function' ? handle.crumb(match.loaderData) : handle.crumb;
    const own = { label, path: match.pathname };
    return handle.parent ? [{ label: handle.parent.crumb, path: handle.parent.path }, own] : [own];
  });
  return (
    <div className={`content-width ${classes.area}`}>
      <nav aria-label="Administration" className={classes.nav}>
        <ul>
          {adminSections.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink to={path} end={path === '/admin'} className={classes.navLink}>
                <Icon size={18} aria-hidden="true" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={classes.main}>
        <nav aria-label="Breadcrumb" className={classes.crumbs}>
          <ol>
            <li>{crumbs.length > 0 ? <Link to="/admin">Administration</Link> : <span aria-current="page">Administration</span>}</li>
            {crumbs.map((crumb, index) => (
              <li key={crumb.path}>
                {index === crumbs.length - 1 ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : (
                  <Link to={crumb.path}>{crumb.label}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}
