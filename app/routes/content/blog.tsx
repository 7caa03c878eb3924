import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Blog') }];

export default function BlogPage() {
  return <PageFrame title="Blog" />;
}
