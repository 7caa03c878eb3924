import { Text, Title } from '@mantine/core';
import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { buildPreviewService } from '../../../server/modules/catalog/build-preview-service';
import { availabilityWindow } from '../../../server/modules/catalog/find-service-detail';
import { ServiceView } from '~/features/service-page/service-view';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/preview-service';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, publicUrl } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  const result = await buildPreviewService(db, query.get('service'), query.get('category'));
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: 400 });
  return { ok: true as const, service: result.service, calendar: availabilityWindow(), origin: publicUrl };
}

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
