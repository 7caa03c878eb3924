import { NavLink } from 'react-router';
import classes from './admin.module.css';

const pages = [
  { to: '/admin/billing', label: 'Invoices' },
  { to: '/admin/billing/subscriptions', label: 'Subscriptions' },
  { to: '/admin/billing/plans', label: 'Plans' },
] as const;

/** The Billing section's three pages, each with its own table state in the URL. */
export function BillingNav() {
  return (
    <nav aria-label="Billing" className={classes.stateLinks}>
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
