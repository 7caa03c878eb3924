import type { ListingAvailability } from '../../../server/modules/catalog';

/** What the availability step's loader gives its page (dates as ISO text, as they travel). */
export type AvailabilityStepData = { listing: Omit<ListingAvailability, 'importedAt'> & { importedAt: string | null } };
