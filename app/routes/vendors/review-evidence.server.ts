import { appContext } from '../../../server/http/router-context';
import { readReviewEvidence } from '../../../server/modules/reviews';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/review-evidence';

/** RFC 8187's encoding of a header parameter: percent-encoded UTF-8, with the characters it reserves too. */
const encodeParameter = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The file name for browsers that read only `filename`: printable ASCII, no quotes or backslashes. */
const asciiFileName = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * GET /review-evidence/{id} (issue 32): a review dispute's evidence file, as a download, for
 * administrators and the vendor who sent it (the use case checks). A visitor signs in first and
 * comes back; anyone else gets 404: they learn nothing of it. Never cached, never public.
 */
export async function downloadReviewEvidence({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  try {
    const file = await readReviewEvidence(app, { id: params.id });
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${asciiFileName(file.fileName)}"; filename*=UTF-8''${encodeParameter(file.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
}
