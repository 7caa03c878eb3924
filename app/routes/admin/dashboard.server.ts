import { findAdminDashboard } from '../../../server/modules/admin';
import type { Route } from './+types/dashboard';
import { adminContext, adminRead } from './admin.server';

export function loadAdminDashboard(args: Route.LoaderArgs) {
  const app = adminContext(args);
  return adminRead(() => findAdminDashboard(app));
}
