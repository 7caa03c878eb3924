import { ResponsiveImage } from '~/components/responsive-image';
import prose from '~/features/content/prose.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/page';
import { loadPage } from './page.server';
import classes from './page.module.css';

/** /pages/{slug} and /pages/{slug}/: a published static page from the content service, else 404. */
export const loader = (args: Route.LoaderArgs) => loadPage(args);

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
  data
    ? [
        { title: titleWithProduct(matches, data.page.title) },
        ...(data.page.metaDescription ? [{ name: 'description', content: data.page.metaDescription }] : []),
        // One address per page: the trailing-slash form the footer links to.
        { tagName: 'link', rel: 'canonical', href: `${data.origin}/pages/${data.page.slug}/` },
        { property: 'og:type', content: 'website' },
        { property: 'og:title', content: data.page.title },
        ...(data.page.metaDescription ? [{ property: 'og:description', content: data.page.metaDescription }] : []),
      ]
    : [];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className={`content-width ${classes.page}`}>
      <h1 className={classes.title}>{page.title}</h1>
      {page.thumbnail && <ResponsiveImage src={page.thumbnail} alt="" width={1200} height={800} sizes="(min-width: 1152px) 1120px, 100vw" priority className={classes.header} />}
      {/* Sanitised by the content module's allow-list. */}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: page.contentHtml }} />
    </article>
  );
}
