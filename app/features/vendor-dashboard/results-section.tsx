import { BarChart } from '~/components/bar-chart';
import type { ChartDay } from '~/lib/format-date';
import { ComparedFigure } from './compared-figure';
import type { DashboardListing } from './dashboard-data';
import classes from './dashboard.module.css';

/** Per listing, the last 30 days against the 30 before: page views, wishlist adds, enquiries; and the views day by day. */
export function ResultsSection({ listings, days }: { listings: DashboardListing[]; days: ChartDay[] }) {
  return (
    <section className={classes.section} aria-labelledby="dashboard-results">
      <div className={classes.sectionHead}>
        <h2 id="dashboard-results" className={classes.sectionTitle}>
          Results
        </h2>
        <p className={classes.sectionIntro}>
          The last 30 days against the 30 before. Views are counted without cookies or personal data, and search engines’ robots are left out.
        </p>
      </div>
      <div className={classes.grid} data-wide>
        {listings.map((listing) => (
          <article key={listing.service.id} className={classes.card} aria-labelledby={`results-${listing.service.id}`}>
            <h3 id={`results-${listing.service.id}`} className={classes.cardTitle}>
              {listing.service.name}
            </h3>
            <dl className={classes.figures}>
              <ComparedFigure label="Views" figure={listing.views} />
              <ComparedFigure label="Wishlist adds" figure={listing.wishlistAdds} />
              <ComparedFigure label="Enquiries" figure={listing.enquiries} />
            </dl>
            <BarChart caption="Views per day" name={`Views per day of ${listing.service.name}`} valueLabel="Views" empty="No views yet" values={listing.dailyViews} days={days} />
          </article>
        ))}
      </div>
    </section>
  );
}
