import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { serviceIdField } from './listing-input';
import { authorizeListingEdit } from './policy';
import { replaceBrochure } from './replace-brochure';

export const removeServiceBrochureInput = z.object({ id: serviceIdField });

/** Takes the listing's brochure away, with its file. */
export async function removeServiceBrochure(ctx: RequestContext, input: unknown): Promise<{ brochureFile: string | null }> {
  const { id } = parseInput(removeServiceBrochureInput, input);
  await authorizeListingEdit(ctx, id);
  return replaceBrochure(ctx, id, null);
}
