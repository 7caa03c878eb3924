import type { Route } from './+types/invoice-pdf';
import { downloadInvoicePdf } from './invoice-pdf.server';

export const loader = (args: Route.LoaderArgs) => downloadInvoicePdf(args);
