import { z } from 'zod';
import { visitorRoles } from '../../../shared/contact/visitor-roles';
import type { RequestContext } from '../../context';
import { roleOf, parseInput } from '../../kernel';
import { categoriesForRole, messageCategories } from './message-categories';

export const listMessageCategoriesInput = z.object({ userRole: z.enum(visitorRoles, { error: 'Please choose who you are' }).nullish() });

/**
 * Spec §7 messageCategories: key to label. A signed-in person gets their account's role's
 * categories whatever they ask; a visitor those of the role they chose, or all before choosing.
 */
export async function listMessageCategories(ctx: RequestContext, input: unknown): Promise<Record<string, string>> {
  const { userRole } = parseInput(listMessageCategoriesInput, input);
  if (ctx.viewer) return categoriesForRole(roleOf(ctx.viewer));
  return userRole ? categoriesForRole(userRole) : { ...messageCategories };
}
