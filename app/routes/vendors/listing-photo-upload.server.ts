import { appContext } from '../../../server/http/router-context';
import { addServiceMedia } from '../../../server/modules/catalog';
import { withWireNames } from '../../../server/kernel';
import { formFailure } from '~/lib/form-errors.server';
import type { Route } from './+types/listing-photo-upload';

/**
 * One photo from the photos step's script: the file, its crop (crop_x, crop_y, crop_width,
 * crop_height in the picture's pixels) and alt. Answers JSON: the photo, or the refusal's
 * messages with its status (a visitor 401, someone else's listing 404).
 */
export async function uploadListingPhoto({ context, request, params }: Route.ActionArgs) {
  const app = context.get(appContext);
  const form = await request.formData();
  const number = (name: string) => Number(form.get(name));
  const crop = form.get('crop_width') ? { x: number('crop_x'), y: number('crop_y'), width: number('crop_width'), height: number('crop_height') } : undefined;
  try {
    const photo = await withWireNames({ id: params.id, file: form.get('file'), alt: form.get('alt') ?? undefined, crop }, (input) => addServiceMedia(app, input));
    return Response.json({ photo });
  } catch (error) {
    const failure = formFailure(error);
    return Response.json(failure.data, failure.init ?? undefined);
  }
}
