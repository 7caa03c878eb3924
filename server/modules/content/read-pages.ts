import type { RequestContext } from '../../context';
import type { Page } from './content-records';
import { fromRemotePage, pageFields, readThroughContentService, type RemotePage } from './content-service';
import { listPages } from './list-pages';

/** The blog client's published static pages (the sitemap, GraphQL's `pages`): listPages's answer, from the configured content service. Anyone may read them. */
export async function readPages(ctx: RequestContext): Promise<Page[]> {
  return readThroughContentService(
    ctx,
    'pages',
    () => listPages(ctx),
    async (ask) => {
      const data = await ask<{ pages: RemotePage[] }>(`query Pages { pages(status: "PUBLISHED") { ${pageFields} } }`, {});
      return data.pages.map(fromRemotePage);
    },
  );
}
