import { roleHomes } from '../../../shared/accounts/login-destination';
import type { RequestContext } from '../../../server/context';
import { roleOf } from '../../../server/kernel';
import { loginRedirect } from '~/lib/login-redirect';

/** Auth pages (login, register, reset…) send a signed-in person to their role's home (spec §2). */
export function redirectSignedIn(context: Pick<RequestContext, 'viewer'>) {
  if (context.viewer) throw loginRedirect(roleHomes, roleOf(context.viewer));
}
