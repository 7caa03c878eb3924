import { Outlet } from 'react-router';
import '~/features/admin/admin-styles';
import { AdminLayout } from '~/features/admin/admin-layout';
import type { Route } from './+types/layout';
import { adminContext } from './admin.server';

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** Administrators only: a visitor signs in first, anyone else gets 403 (each page's use cases check again). */
export function loader(args: Route.LoaderArgs) {
  adminContext(args);
  return null;
}

export default function AdminArea() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
