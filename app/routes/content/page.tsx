import { PageFrame } from '~/components/placeholder-page';
import { notFound } from '~/lib/not-found';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/page';

// The static pages the footer links to; their text arrives with the content issue.
const staticPages: Record<string, string> = {
  contact: 'Contact Us',
  terms: 'Terms And Conditions',
  'acceptable-use-policy': 'Acceptable Use Policy',
  privacy: 'Privacy Policy',
};

export function loader({ params }: Route.LoaderArgs) {
  const title = staticPages[params.slug];
  if (!title) notFound();
  return { title };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => [{ title: titleWithProduct(matches, data?.title ?? 'Page') }];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <PageFrame title={loaderData.title} />;
}
