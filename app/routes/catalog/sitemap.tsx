import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/sitemap';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Sitemap') }];

export default function SitemapPage() {
  return <PageFrame title="Sitemap" />;
}
