import { appContext } from '../../../server/http/router-context';
import { addServiceMedia, readListingPhotos, removeServiceBrochure, removeServiceMedia, reorderServiceMedia, setServiceBrochure, updateServiceMediaAlt } from '../../../server/modules/catalog';
import type { RequestContext } from '../../../server/context';
import { withWireNames } from '../../../server/kernel';
import type { formFields } from '~/lib/form-errors.server';
import { readOr404 } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent, type PostedForm } from '~/lib/run-intent.server';
import type { Route } from './+types/listing-photos';

/** The photos step: the vendor's or an administrator's; anyone else sees the 404 page. */
export async function loadListingPhotos({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return { listing: await readOr404(readListingPhotos(app, { id: params.id })) };
}

type UseCase = (ctx: RequestContext, input: unknown) => Promise<unknown>;

/**
 * The step's forms, each naming itself in `intent` (plain forms work without JavaScript); the page
 * shows a refusal beside the form that was sent. An upload's crop comes as crop_x, crop_y,
 * crop_width and crop_height, in the picture's pixels.
 */
export async function listingPhotosAction({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  const save = (useCase: UseCase) => async ({ crop_x, crop_y, crop_width, crop_height, ...fields }: ReturnType<typeof formFields>, { intent }: PostedForm) => {
    const crop = crop_width ? { x: Number(crop_x), y: Number(crop_y), width: Number(crop_width), height: Number(crop_height) } : undefined;
    // A single media id arrives as one value; reorder always takes a list.
    const input = { ...fields, id: params.id, ...(crop && { crop }), ...(intent === 'reorder' && { media_ids: [fields.media_ids ?? []].flat() }) };
    await withWireNames(input, (wire) => useCase(app, wire));
    return { ok: intent };
  };
  return runIntent(await request.formData(), {
    upload: save(addServiceMedia),
    remove: save(removeServiceMedia),
    reorder: save(reorderServiceMedia),
    alt: save(updateServiceMediaAlt),
    brochure: save(setServiceBrochure),
    'remove-brochure': save(removeServiceBrochure),
  });
}
