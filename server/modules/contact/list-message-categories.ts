import { z } from 'zod';
import type { RequestContext } from '../../context';
import { roleOf } from '../accounts/policy';
import { categoriesForRole, messageCategories, visitorRoles } from './message-categories';

export const listMessageCategoriesInput = z.object({ user_role: z.enum(visitorRoles, { error: 'Please choose who you are' }).nullish() });

/**
 * Spec §7 messageCategories: key to label. A signed-in person gets their account's role's
 * categories whatever they ask; a visitor those of the role they chose, or all before choosing.
 */
export function listMessageCategories(context: Pick<RequestContext, 'viewer'>, input: unknown): Record<string, string> {
  const { user_role } = listMessageCategoriesInput.parse(input ?? {});
  if (context.viewer) return categoriesForRole(roleOf(context.viewer));
  return user_role ? categoriesForRole(user_role) : { ...messageCategories };
}
