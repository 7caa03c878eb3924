import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { addServiceMedia, readListingPhotos, removeServiceBrochure, removeServiceMedia, reorderServiceMedia, setServiceBrochure, updateServiceMediaAlt } from '../../../server/modules/catalog';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { chosenIntent } from '~/lib/form-intent';
import { requireViewer } from '~/lib/require-viewer.server';
import { editorRead } from './listing-editor.server';
import type { Route } from './+types/listing-photos';

/** The photos step: the vendor's or an administrator's; anyone else sees the 404 page. */
export async function loadListingPhotos({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return { listing: await editorRead(readListingPhotos(app, { id: params.id })) };
}

const intents = {
  upload: addServiceMedia,
  remove: removeServiceMedia,
  reorder: reorderServiceMedia,
  alt: updateServiceMediaAlt,
  brochure: setServiceBrochure,
  'remove-brochure': removeServiceBrochure,
} as const;

/**
 * The step's forms, each naming itself in `intent` (plain forms work without JavaScript). An
 * upload's crop comes as crop_x, crop_y, crop_width and crop_height, in the picture's pixels.
 */
export async function listingPhotosAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const { intent, crop_x, crop_y, crop_width, crop_height, ...fields } = formFields(await request.formData());
  const chosen = chosenIntent(intents, intent);
  if (!chosen) throw data('Unknown form', { status: 400 });
  const useCase: (ctx: typeof app, input: unknown) => Promise<unknown> = intents[chosen];
  const crop = crop_width ? { x: Number(crop_x), y: Number(crop_y), width: Number(crop_width), height: Number(crop_height) } : undefined;
  // A single media id arrives as one value; reorder always takes a list.
  const input = { ...fields, id: params.id, ...(crop && { crop }), ...(intent === 'reorder' && { media_ids: [fields.media_ids ?? []].flat() }) };
  try {
    await withWireNames(input, (wire) => useCase(app, wire));
    return { ok: chosen };
  } catch (error) {
    // The page shows a refusal beside the form that was sent.
    const failure = formFailure(error);
    return data({ ...failure.data, intent: chosen }, failure.init ?? undefined);
  }
}
