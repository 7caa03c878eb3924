import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import type { Page } from './content-records';
import { fromRemotePage, pageFields, readThroughContentService, type RemotePage } from './content-service';
import { findPage, findPageInput } from './find-page';

/** The blog client's published static page by slug (/pages/{slug}), null for none: findPage's answer, from the configured content service. Anyone may read it. */
export async function readPage(ctx: RequestContext, input: unknown): Promise<Page | null> {
  const { slug } = parseInput(findPageInput, input);
  return readThroughContentService(
    ctx,
    `page:${slug}`,
    () => findPage(ctx, { slug }),
    async (ask) => {
      const data = await ask<{ pages: RemotePage[] }>(`query Page($slug: String) { pages(slug: $slug, status: "PUBLISHED") { ${pageFields} } }`, { slug });
      return data.pages[0] ? fromRemotePage(data.pages[0]) : null;
    },
  );
}
