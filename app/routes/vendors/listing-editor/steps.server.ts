import { loadEditableListing, saveListingStep } from '~/features/listing-editor/editor.server';
import { listCategories } from '../../../../server/modules/catalog';
import { appContext } from '../../../../server/http/router-context';
import { socialLinkKey, socialNetworks, videoLinkKeys } from '../../../../shared/catalog/listing-fields';

type Args = Parameters<typeof saveListingStep>[0];

/** The details step: its category choices; saving it stores the fields and its links. */
export async function loadDetailsStep({ context }: Args) {
  const categories = await listCategories(context.get(appContext));
  return { categories: Object.fromEntries(categories.map((category) => [String(category.id), category.title])) };
}

export const saveDetailsStep = (args: Args) => saveListingStep(args, 'details', [...socialNetworks.map(socialLinkKey), ...videoLinkKeys]);
export const saveLocationStep = (args: Args) => saveListingStep(args, 'location');

/** The attribute step saves every attribute its form shows (the category's, radius apart); someone else's listing is the 404 page. */
export async function saveAttributesStep(args: Args) {
  const listing = await loadEditableListing(args);
  return saveListingStep(args, 'attributes', listing.attributes.filter((attribute) => attribute.type !== 'radius').map((attribute) => attribute.name));
}
