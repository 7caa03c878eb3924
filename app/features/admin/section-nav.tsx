import { NavLink } from 'react-router';
import classes from './admin.module.css';

/** A section's own pages (Billing's invoices, subscriptions and plans), each with its table state in the URL. */
export function SectionNav({ label, pages }: { label: string; pages: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className={classes.stateLinks}>
      <ul>
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end className={classes.navLink}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
