import { PhotosStep } from '~/features/listing-editor';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/listing-photos';
import { listingPhotosAction, loadListingPhotos } from './listing-photos.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Photos') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadListingPhotos(args);
export const action = (args: Route.ActionArgs) => listingPhotosAction(args);

export default function ListingPhotosPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotosStep listing={loaderData.listing} failure={actionData && 'errors' in actionData ? actionData : undefined} />;
}
