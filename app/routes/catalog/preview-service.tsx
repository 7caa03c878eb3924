import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/preview-service';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Preview Listing') }];

export default function PreviewServicePage() {
  return <PageFrame title="Preview Listing" />;
}
