import { z } from 'zod';
import { idField } from '../../kernel';

/** Services a batch read takes at most: a page of cards, a wishlist, a map's cards. */
export const maxServicesPerRead = 1000;

/** Some services by id, for batch reads (cards, owners, facts). */
export const serviceIdsInput = z.object({
  serviceIds: z.array(idField('There is no such service.')).max(maxServicesPerRead, `At most ${maxServicesPerRead} services at once.`),
});
