import type { VisitorRole } from '../../../shared/contact/visitor-roles';

/**
 * Spec §3's message categories, key to label. Spec §6 offers each sender the keys that contain
 * their role's name or start with `all_`, so every key names its role (user_, vendor_, other_) or
 * is for all; no role's name may appear inside another's keys.
 */
export const messageCategories = {
  user_planning: 'Help planning my wedding',
  user_booking: 'A venue or vendor I found here',
  user_account: 'My account, wishlist or messages',
  vendor_listing: 'Listing my business',
  vendor_claim: 'Claiming a listing',
  vendor_billing: 'Plans, billing and invoices',
  other_partnership: 'Partnerships and advertising',
  other_press: 'Press and media',
  all_feedback: 'Feedback about the site',
  all_problem: 'Something is not working',
  all_other: 'Something else',
} as const satisfies Record<string, string>;

export type MessageCategory = keyof typeof messageCategories;

/** A sender's role: a visitor's choice, or a signed-in person's role from their account. */
export type SenderRole = VisitorRole | 'administrator';

/** The categories a role may choose, key to label, in the order above. */
export function categoriesForRole(role: SenderRole): Partial<Record<MessageCategory, string>> {
  return Object.fromEntries(Object.entries(messageCategories).filter(([key]) => key.startsWith('all_') || key.includes(role)));
}
