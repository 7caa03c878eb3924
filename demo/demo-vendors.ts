import type { RequestContext } from '../server/context';
import { buildContext } from '../server/build-context';
import { addVendorDocuments, claimService, verifyVendor } from '../server/modules/vendors';
import { demoViewer, type DemoAccounts } from './accounts';

/**
 * The demo vendors' side of verification (README): vendor@example.com sent a document and the
 * demo administrator verified the business, so its listings show the Verified badge;
 * vendor2@example.com sent one too and waits, and has an open claim of an unclaimed listing, so
 * the administrators' queues have something in them. Written through the vendors module's use
 * cases, as each person would.
 */
export async function seedDemoVendors(
  parts: Pick<RequestContext, 'db' | 'privateFiles' | 'mailer'>,
  accounts: DemoAccounts,
  { unclaimedServiceId }: { unclaimedServiceId: number | null },
): Promise<void> {
  const as = async (id: number) => buildContext({ ...parts, viewer: await demoViewer(parts.db, id) });
  const [vendor, vendor2, admin] = [await as(accounts.vendor), await as(accounts.vendor2), await as(accounts.admin)];

  await addVendorDocuments(vendor, {
    userId: accounts.vendor,
    files: [demoDocument('abn-registration-extract.pdf', 'ABN registration extract', ['Whitfield & Vine Weddings', 'ABN 51 824 753 556, active', 'Pokolbin NSW 2320'])],
  });
  await verifyVendor(admin, {
    userId: accounts.vendor,
    verified: true,
    note: 'Demo data: ABN checked in ABN Lookup (active, name matches); registration extract read.',
  });

  await addVendorDocuments(vendor2, {
    userId: accounts.vendor2,
    files: [demoDocument('abn-registration-extract.pdf', 'ABN registration extract', ['Ironbark Lane Cakes', 'ABN 53 004 085 616, active', 'Cessnock NSW 2325'])],
  });
  // A catalog too small to have an unclaimed listing has nothing to claim.
  if (unclaimedServiceId === null) return;
  await claimService(vendor2, {
    serviceId: unclaimedServiceId,
    note: 'We took over this business last year and would like to keep its listing up to date.',
    files: [demoDocument('business-sale-contract.pdf', 'Business sale contract (summary)', ['Buyer: Ironbark Lane Cakes', 'ABN 53 004 085 616', 'Settlement: 1 July'])],
  });
}

/** A one-page PDF saying it is demo data: a real PDF (header, objects, cross-reference table, %%EOF) that any reader opens. */
function demoDocument(fileName: string, title: string, lines: string[]): File {
  // PDF strings escape backslashes and parentheses; the text is ASCII, in Helvetica.
  const text = (value: string) => `(${value.replace(/[\\()]/g, '\\$&')})`;
  const shown = [title, '', ...lines, '', 'Demo data of Ever After: not a real document.'];
  const content = `BT /F1 12 Tf 16 TL 72 770 Td ${shown.map((line) => `${text(line)} '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new File([Buffer.from(pdf, 'latin1')], fileName, { type: 'application/pdf' });
}
