import { NavLink } from 'react-router';
import classes from './planning.module.css';

const sections = [
  { to: '/planning', label: 'Overview' },
  { to: '/planning/checklist', label: 'Checklist' },
  { to: '/planning/budget', label: 'Budget' },
  { to: '/planning/guests', label: 'Guests' },
];

/** The planning pages' own navigation (the current page is marked for screen readers too). */
export function PlanningNav() {
  return (
    <nav aria-label="Planning" className={classes.nav}>
      {sections.map((section) => (
        // The guest list's own pages (a guest, a household, the tables…) are under Guests.
        <NavLink key={section.to} to={section.to} end={section.to === '/planning'} className={classes.navLink}>
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
