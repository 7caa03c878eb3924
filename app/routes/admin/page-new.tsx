import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/page-new';
import PageEditPage from './page-edit';
import { loadPageEdit, pageEditAction } from './page-edit.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'New page - Administration') }];
export const handle = { parent: { crumb: 'Content', path: '/admin/content' }, crumb: 'New page' };
export const loader = (args: Route.LoaderArgs) => loadPageEdit(args, null);
export const action = (args: Route.ActionArgs) => pageEditAction(args, null);

/** A new static page: the page editor without a page, its slug given here once. */
export default PageEditPage;
