import { roleOf, type Viewer } from '../../../server/kernel';
import type { RequestContext } from '../../../server/context';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';

/**
 * The planning pages are a couple's (issue 33): visitors sign in and come back; vendors and
 * administrators plan no wedding here, so they go to their own area (the module refuses them too).
 */
export function requireCouple(app: Pick<RequestContext, 'viewer'>, request: Request): Viewer {
  const viewer = requireViewer(app, request);
  const role = roleOf(viewer);
  if (role !== 'user') throw loginRedirect({ administrator: '/admin', vendor: '/vendors/dashboard', default: '/' }, role);
  return viewer;
}
