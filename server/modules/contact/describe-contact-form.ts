import { z } from 'zod';
import { visitorRoles, type VisitorRole } from '../../../shared/contact/visitor-roles';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { accountSender } from './account-sender';
import { listMessageCategories } from './list-message-categories';

/** The contact page asks for nothing: the viewer decides what the form offers. */
export const describeContactFormInput = z.object({});

export type ContactFormFacts =
  /** A signed-in person writes as their account, from their role's categories. */
  | { sender: { name: string; email: string }; categories: Record<string, string> }
  /** A visitor picks a role, which picks the categories. */
  | { sender: null; categoriesByRole: Record<VisitorRole, Record<string, string>> };

/**
 * What the contact form offers the viewer (spec §4, §6): a signed-in person writes as their account
 * (its name and address shown) from their role's categories; a visitor chooses a role first, and each
 * role has its categories.
 */
export async function describeContactForm(ctx: RequestContext, input: unknown): Promise<ContactFormFacts> {
  parseInput(describeContactFormInput, input);
  if (ctx.viewer) {
    const { name, email } = accountSender(ctx.viewer);
    return { sender: { name, email }, categories: await listMessageCategories(ctx, {}) };
  }
  const categories = await Promise.all(visitorRoles.map(async (role) => [role, await listMessageCategories(ctx, { userRole: role })] as const));
  return { sender: null, categoriesByRole: Object.fromEntries(categories) as Record<VisitorRole, Record<string, string>> };
}
