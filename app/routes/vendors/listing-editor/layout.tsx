import { Badge, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { EditorNav } from '~/features/listing-editor';
import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/layout';
import { loadListingLayout } from './layout.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: titleWithProduct(matches, `Edit ${loaderData?.name ?? 'listing'}`) },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadListingLayout(args);

export default function ListingEditorLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageFrame title={loaderData.name}>
      <Group gap="xs">
        <Badge variant="light">{loaderData.listingState}</Badge>
        <span>{loaderData.category.title}</span>
      </Group>
      <EditorNav serviceId={loaderData.id} />
      <Outlet />
    </PageFrame>
  );
}
