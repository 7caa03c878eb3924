import type { RequestContext } from '../../context';
import { parseInput, RefusedError } from '../../kernel';
import { activationLinkInput, invalidActivationMessage } from './activate-email';
import { findAccountToken } from './account-tokens';

/**
 * Whether an activation link still works, without using it up (refused NOT_FOUND, like its use,
 * when it does not): the page looks before it confirms with a POST, so mail scanners that open
 * links do not spend it. Says nothing of whose link it is.
 */
export async function checkActivationLink(ctx: RequestContext, input: unknown): Promise<void> {
  const { token } = parseInput(activationLinkInput, input);
  if (!(await findAccountToken(ctx, token, 'verify_email'))) throw new RefusedError(invalidActivationMessage, 'NOT_FOUND');
}
