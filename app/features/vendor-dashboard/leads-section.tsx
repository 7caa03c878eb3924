import { IconMessageCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { groupThousands } from '~/lib/format-number';
import { ComparedFigure } from './compared-figure';
import type { DashboardListing } from './dashboard-data';
import { replyTimeText } from './figures';
import classes from './dashboard.module.css';

/**
 * Enquiries per listing, unread conversations and the median time to a first reply, and whether
 * couples see "Usually replies within a day": computed from the replies, never bought.
 */
export function LeadsSection({ listings, quickReplyHours }: { listings: DashboardListing[]; quickReplyHours: number }) {
  return (
    <section className={classes.section} aria-labelledby="dashboard-leads">
      <div className={classes.sectionHead}>
        <h2 id="dashboard-leads" className={classes.sectionTitle}>
          Leads
        </h2>
        <p className={classes.sectionIntro}>The last 30 days. The first reply is the median over each listing’s last 10 enquiries; one unanswered after a day counts as slow.</p>
      </div>
      <div className={classes.grid}>
        {listings.map((listing) => (
          <LeadCard key={listing.service.id} listing={listing} quickReplyHours={quickReplyHours} />
        ))}
      </div>
    </section>
  );
}

function LeadCard({ listing, quickReplyHours }: { listing: DashboardListing; quickReplyHours: number }) {
  const median = listing.medianReplyHours;
  const quick = median !== null && median <= quickReplyHours;
  return (
    <article className={classes.card} aria-labelledby={`leads-${listing.service.id}`}>
      <h3 id={`leads-${listing.service.id}`} className={classes.cardTitle}>
        {listing.service.name}
      </h3>
      <dl className={classes.figures}>
        <ComparedFigure label="Enquiries" figure={listing.enquiries} />
        <div className={classes.figure}>
          <dt className={classes.figureLabel}>Unread</dt>
          <dd className={classes.figureValue}>{groupThousands(listing.unreadConversations)}</dd>
          <dd className={classes.change}>
            {listing.unreadConversations > 0 ? (
              <Link to="/messages">
                {listing.unreadConversations === 1 ? 'Conversation' : 'Conversations'} to read<span className="visually-hidden"> about {listing.service.name}</span>
              </Link>
            ) : (
              'All read'
            )}
          </dd>
        </div>
        <div className={classes.figure}>
          <dt className={classes.figureLabel}>First reply</dt>
          <dd className={classes.figureValue} data-size="text">
            {median === null ? '–' : replyTimeText(median)}
          </dd>
          <dd className={classes.change}>{median === null ? 'No enquiry to time yet' : 'median'}</dd>
        </div>
      </dl>
      <p className={classes.quickReply} data-shown={quick || undefined}>
        {quick && <IconMessageCircleCheck size={18} aria-hidden="true" />}
        {quick
          ? 'Couples see “Usually replies within a day” on this listing.'
          : 'Reply to enquiries within a day, and couples see “Usually replies within a day” on this listing.'}
      </p>
    </article>
  );
}
