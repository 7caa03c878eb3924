import { z } from 'zod';
import { idField } from '../../kernel';

/** Services a batch read takes at most: a page of cards, a wishlist, a map's cards. */
export const maxServicesPerRead = 1000;

/** Some services by id, for batch reads (cards, owners, facts). */
export const serviceIdsInput = z.object({
  serviceIds: z.array(idField('There is no such service.')).max(maxServicesPerRead, `At most ${maxServicesPerRead} services at once.`),
});

/** Some services by id, and whether only public listings count (isPublished): what a visitor's or couple's read asks. */
export const serviceReadInput = serviceIdsInput.extend({ publicOnly: z.boolean().default(false) });
