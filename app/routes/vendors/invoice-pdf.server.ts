import { appContext } from '../../../server/http/router-context';
import { renderInvoicePdf } from '../../../server/modules/billing';
import { shownRefusal } from '~/lib/refusal-page.server';
import { requireViewer } from '~/lib/require-viewer.server';
import type { Route } from './+types/invoice-pdf';

/** GET /vendors/billing/invoices/{id}/pdf: the tax invoice as a PDF, for its buyer and administrators (anyone else: the refusal's status). */
export async function downloadInvoicePdf({ context, request, params }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  try {
    const { fileName, bytes } = await renderInvoicePdf(app, { id: params.id });
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${fileName}"`, 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' },
    });
  } catch (error) {
    const { message, status } = shownRefusal(error);
    return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } });
  }
}
