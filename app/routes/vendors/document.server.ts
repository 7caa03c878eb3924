import { appContext } from '../../../server/http/router-context';
import { readVendorDocument } from '../../../server/modules/vendors';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/document';

/** RFC 8187's encoding of a header parameter: percent-encoded UTF-8, with the characters it reserves too. */
const encodeParameter = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** The file name for browsers that read only `filename`: printable ASCII, no quotes or backslashes. */
const asciiFileName = (value: string) => value.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * GET /vendors/documents/{id}: a verification document, as a download, for its vendor and
 * administrators. A visitor signs in first and comes back (as /admin/subscribers.csv does);
 * anyone else gets the refusal's status, 404 for a stranger: they learn nothing of it.
 */
export async function downloadVendorDocument({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  try {
    const document = await readVendorDocument(app, { id: params.id });
    return new Response(new Uint8Array(document.bytes), {
      headers: {
        'Content-Type': document.contentType,
        'Content-Disposition': `attachment; filename="${asciiFileName(document.fileName)}"; filename*=UTF-8''${encodeParameter(document.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
}
