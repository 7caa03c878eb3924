import type { EnquiryDetailsView } from './bookings-api';
import { longDay, money } from './money';
import classes from './bookings.module.css';

/** The couple's details at the top of the conversation (issue 31), when they gave any. */
export function EnquirySummary({ details }: { details: EnquiryDetailsView | null }) {
  if (!details) return null;
  const when = details.wedding_date ? longDay(details.wedding_date) : details.date_flexible ? `Flexible${details.flexible_when ? ` (${details.flexible_when})` : ''}` : null;
  const facts = [
    when && `Wedding date: ${when}`,
    details.guests !== null && `Guests: ${details.guests}`,
    details.budget !== null && `Budget: ${money(details.budget, details.currency).replace(/\.00$/, '')}`,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <p className={classes.meta} aria-label="Enquiry details">
      {facts.join(' · ')}
    </p>
  );
}
