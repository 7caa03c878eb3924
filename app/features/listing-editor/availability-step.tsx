import { lazy, Suspense } from 'react';
import { StepFrame } from './photos-step-frame';
import type { AvailabilityStepData } from './availability-data';
import { AvailabilityFeed } from './availability-feed';
import classes from './availability.module.css';

// Mantine's calendar is loaded with the step, not with every page.
const AvailabilityCalendarEditor = lazy(() => import('./availability-calendar-editor'));

/** The listing editor's availability step: booked days over twelve months, the iCal feed and the import. */
export function AvailabilityStep({ listing }: AvailabilityStepData) {
  return (
    <StepFrame serviceId={listing.id} listingName={listing.name} title="Availability" intro="Mark the days you are booked: couples see them on your listing, and search leaves you out for those dates.">
      <section aria-labelledby="availability-days-title" className={classes.section}>
        <h2 id="availability-days-title" className={classes.sectionTitle}>
          Booked days
        </h2>
        <p className={classes.hint}>Click a day to mark or clear it; shift-click another day to do the same to every day between. Then save.</p>
        <Suspense fallback={<p className={classes.hint}>Loading calendar…</p>}>
          <AvailabilityCalendarEditor days={listing.days} firstDay={listing.window.from} lastDay={listing.window.until} />
        </Suspense>
      </section>
      <AvailabilityFeed feedUrl={listing.feedUrl} importUrl={listing.importUrl} importedAt={listing.importedAt} />
    </StepFrame>
  );
}
