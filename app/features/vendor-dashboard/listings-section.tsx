import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardListing } from './dashboard-data';
import { ListingLinks } from './listing-links';
import { ListingStatus } from './listing-status';
import classes from './dashboard.module.css';

/** The vendor's listings: a table on wide screens, stacked cards on phones; a new vendor is shown how to start. */
export function ListingsSection({ listings }: { listings: DashboardListing[] }) {
  return (
    <section className={classes.section} aria-labelledby="dashboard-listings">
      <div className={classes.sectionHead}>
        <h2 id="dashboard-listings" className={classes.sectionTitle}>
          Listings
        </h2>
        {listings.length > 0 && (
          <Button component={Link} to="/vendors/services/create" variant="default" leftSection={<IconPlus size={16} aria-hidden="true" />}>
            New listing
          </Button>
        )}
      </div>
      {listings.length === 0 ? (
        <div className={`${classes.card} ${classes.empty}`}>
          <p className={classes.emptyLead}>Couples find you through your listings: your photos, what you offer, your prices and the days you are free.</p>
          <Button component={Link} to="/vendors/services/create" size="md" leftSection={<IconPlus size={18} aria-hidden="true" />}>
            Create your first listing
          </Button>
          <p>
            Already listed with us? Open your business’s page and choose <strong>Claim this listing</strong>: once an administrator has checked the claim, the listing is yours.
          </p>
        </div>
      ) : (
        <>
          <table className={classes.table}>
            <caption className="visually-hidden">Your listings</caption>
            <thead>
              <tr>
                <th scope="col">Listing</th>
                <th scope="col">Category</th>
                <th scope="col">Status</th>
                <th scope="col">Quick links</th>
              </tr>
            </thead>
            <tbody>
              {listings.map((listing) => (
                <tr key={listing.service.id}>
                  <th scope="row">{listing.service.name}</th>
                  <td>{listing.service.category.title}</td>
                  <td>
                    <ListingStatus status={listing.status} />
                  </td>
                  <td>
                    <ListingLinks listing={listing} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={classes.listingCards}>
            {listings.map((listing) => (
              <li key={listing.service.id} className={`${classes.card} ${classes.listingCard}`}>
                <h3 className={classes.cardTitle}>{listing.service.name}</h3>
                <p className={classes.meta}>
                  {listing.service.category.title} <ListingStatus status={listing.status} />
                </p>
                <ListingLinks listing={listing} />
              </li>
            ))}
          </ul>
          {listings.some((listing) => listing.status === 'claim pending') && (
            <p className={classes.note}>A claimed listing becomes yours once an administrator has checked the claim: we e-mail you the decision.</p>
          )}
        </>
      )}
    </section>
  );
}
