import AvailabilityCalendarEditor from './availability-calendar-editor';
import type { AvailabilityStepData } from './availability-data';
import { AvailabilityFeed } from './availability-feed';
import { StepFrame } from './step-frame';
import classes from './availability.module.css';

/**
 * The listing editor's availability step: booked days over twelve months, the iCal feed and the
 * import. Its route imports it from this file, not the feature's index: Mantine's calendar then
 * loads with this step alone, and is in the server's HTML, so days toggle without JavaScript.
 */
export function AvailabilityStep({ listing }: AvailabilityStepData) {
  return (
    <StepFrame id="listing-availability" title="Availability" intro="Mark the days you are booked: couples see them on your listing, and search leaves you out for those dates.">
      <section aria-labelledby="availability-days-title" className={classes.section}>
        <h3 id="availability-days-title" className={classes.sectionTitle}>
          Booked days
        </h3>
        <p className={classes.hint}>Click a day to mark or clear it; shift-click another day, or drag across days, to do the same to every day between. Then save.</p>
        <AvailabilityCalendarEditor days={listing.days} firstDay={listing.window.from} lastDay={listing.window.until} />
      </section>
      <AvailabilityFeed feedUrl={listing.feedUrl} importUrl={listing.importUrl} importedAt={listing.importedAt} />
    </StepFrame>
  );
}
