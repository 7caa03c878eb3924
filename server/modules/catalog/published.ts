import { eq } from 'drizzle-orm';
import { services } from '../../../db/schema/services';

/** The condition of every public read: drafts and unpublished listings are their vendor's alone. */
export const isPublished = eq(services.listingState, 'published');
