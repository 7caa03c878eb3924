import type { DashboardListing } from './dashboard-data';
import classes from './dashboard.module.css';

const labels: Record<DashboardListing['status'], string> = { published: 'Published', 'claim pending': 'Claim pending' };

/** A listing's status as a small badge: published, or claimed and waiting for an administrator. */
export function ListingStatus({ status }: { status: DashboardListing['status'] }) {
  return (
    <span className={classes.status} data-status={status}>
      {labels[status]}
    </span>
  );
}
