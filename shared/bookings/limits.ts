/**
 * Issue 31's limits on enquiries, quotes and reply tools, for the server's checks and the forms alike.
 * Money is in minor units (cents).
 */
export const maxQuoteAmount = 100_000_000; // $1,000,000
export const maxQuoteItems = 30;
export const maxItemDescriptionLength = 200;
export const maxTermsLength = 5000;
export const maxReasonLength = 500;
export const defaultQuoteValidDays = 7;
export const maxQuoteValidDays = 60;
/** How long an accepted quote holds the date for the vendor's confirmation. */
export const holdDays = 7;
/** A lead whose couple has not written for this long after the vendor's last message is lost. */
export const silentLeadDays = 30;
/** The pipeline's conversion window. */
export const conversionDays = 90;
export const maxReplyTemplates = 50;
export const maxTemplateTitleLength = 100;
export const maxTemplateBodyLength = 5000;
export const maxAutoReplyLength = 2000;
export const maxEnquiryGuestsDetail = 100_000;
/** Whole dollars (or the listing's currency's major unit). */
export const maxEnquiryBudget = 10_000_000;
export const maxFlexibleWhenLength = 40;

/** The merge fields a reply template may use. */
export const templateMergeFields = ['couple_name', 'wedding_date', 'guests', 'listing_name'] as const;

/** A template's text with its merge fields filled in; a field with no value reads as empty. */
export function fillTemplate(body: string, values: Partial<Record<(typeof templateMergeFields)[number], string>>): string {
  return body.replace(/\{(couple_name|wedding_date|guests|listing_name)\}/g, (_, field: (typeof templateMergeFields)[number]) => values[field] ?? '');
}
