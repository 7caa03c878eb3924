import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/wishlist';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Wishlist') }];

export default function WishlistPage() {
  return <PageFrame title="Wishlist" />;
}
