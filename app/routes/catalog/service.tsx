import { Text } from '@mantine/core';
import { redirect } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { canonicalServicePath, findServiceSummary } from '../../../server/modules/catalog/find-service-summary';
import { PageFrame } from '~/components/placeholder-page';
import { notFound } from '~/lib/not-found';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/service';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  const service = await findServiceSummary(db, Number(params.id));
  if (!service) notFound();
  // One URL per service: any other spelling redirects permanently to it.
  const canonical = canonicalServicePath(service);
  if (new URL(request.url).pathname !== canonical) throw redirect(canonical, 301);
  return { service };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [
  { title: titleWithProduct(matches, data ? `${data.service.name}, ${data.service.shortAddress}` : 'Service') },
];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <PageFrame title={service.name}>
      <Text c="dimmed" mt="xs">
        {service.categoryTitle} · {service.shortAddress}
      </Text>
    </PageFrame>
  );
}
