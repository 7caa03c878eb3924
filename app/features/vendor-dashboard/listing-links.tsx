import { IconCalendarEvent, IconExternalLink, IconMessages, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardListing } from './dashboard-data';
import classes from './dashboard.module.css';

/**
 * A listing's quick links. Each names its listing for screen readers, which list links out of
 * their rows. A listing still claimed has only its page.
 */
export function ListingLinks({ listing }: { listing: DashboardListing }) {
  const { service } = listing;
  const named = <span className="visually-hidden"> {service.name}</span>;
  const editor = `/vendors/services/${service.id}`;
  return (
    <ul className={classes.links}>
      <li>
        <Link to={service.path} className={classes.link}>
          <IconExternalLink size={16} aria-hidden="true" />
          View{named}
        </Link>
      </li>
      {listing.status === 'published' && (
        <>
          <li>
            <Link to={`${editor}/details`} className={classes.link}>
              <IconPencil size={16} aria-hidden="true" />
              Edit{named}
            </Link>
          </li>
          <li>
            <Link to={`${editor}/availability`} className={classes.link}>
              <IconCalendarEvent size={16} aria-hidden="true" />
              Availability{named}
            </Link>
          </li>
          <li>
            <Link to="/messages" className={classes.link}>
              <IconMessages size={16} aria-hidden="true" />
              Messages<span className="visually-hidden"> about{named}</span>
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}
