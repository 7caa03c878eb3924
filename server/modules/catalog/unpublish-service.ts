import { z } from 'zod';
import type { ListingState } from '../../../db/schema/services';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { setListingState } from './publish-service';

export const unpublishServiceInput = z.object({ id: serviceIdField });

/** Takes a listing out of sight (search, place pages, carousels, the sitemap) at once; its vendor keeps editing it. */
export async function unpublishService(ctx: RequestContext, input: unknown): Promise<{ id: number; listingState: ListingState }> {
  const { id } = parseInput(unpublishServiceInput, input);
  await authorizeListingEdit(ctx, id);
  return setListingState(ctx, id, 'unpublished');
}
