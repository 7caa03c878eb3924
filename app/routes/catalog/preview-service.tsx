import { Text, Title } from '@mantine/core';
import { ServiceView } from '~/features/service-page/service-view';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/preview-service';
import { loadPreviewService } from './preview-service.server';

export const loader = (args: Route.LoaderArgs) => loadPreviewService(args);

export const meta: Route.MetaFunction = ({ loaderData: result, matches }) => [
  { title: titleWithProduct(matches, result?.ok ? `Preview: ${result.service.name}` : 'Preview Listing') },
  // A preview is a draft: never indexed.
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function PreviewServicePage({ loaderData: result }: Route.ComponentProps) {
  if (!result.ok) {
    return (
      <section className="content-width" style={{ paddingBlock: 'var(--mantine-spacing-xl)' }}>
        <Title order={1}>Preview Listing</Title>
        <Text mt="md" role="alert">
          {result.message}
        </Text>
      </section>
    );
  }
  return (
    <>
      <p className="content-width" style={{ marginBlock: 0, paddingBlock: 'var(--mantine-spacing-xs)', fontWeight: 600 }}>
        Preview: this is how your listing will look. It is not published yet.
      </p>
      <ServiceView service={result.service} nearby={[]} calendar={result.calendar} shareUrl={`${result.origin}/preview-service`} preview />
    </>
  );
}
