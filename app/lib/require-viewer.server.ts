import { redirect } from 'react-router';
import type { RequestContext } from '../../server/context';
import type { Viewer } from '../../server/kernel';
import { pagePath } from './page-path';

/**
 * Spec §2: a page for signed-in people sends a visitor to /login (the vendor area's pages to
 * /vendors/login), which brings them back to it (`/login?redirectTo=/wishlist`: slashes left
 * readable, everything else encoded).
 */
export function requireViewer({ viewer }: Pick<RequestContext, 'viewer'>, request: Request, loginPath: '/login' | '/vendors/login' = '/login'): Viewer {
  if (viewer) return viewer;
  const back = `${pagePath(request)}${new URL(request.url).search}`;
  throw redirect(`${loginPath}?redirectTo=${encodeURIComponent(back).replaceAll('%2F', '/')}`);
}
