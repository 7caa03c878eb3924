import { requireRole, type Viewer } from '../../kernel';

/**
 * Who writes content (posts, static pages): administrators. A visitor is asked to sign in, anyone
 * else is refused. The server's own writes (the footer's pages at start) use no viewer and no
 * use case of this check: see ensureSitePages.
 */
export function requireContentEditor(viewer: Viewer | null): Viewer {
  return requireRole(viewer, 'administrator');
}
