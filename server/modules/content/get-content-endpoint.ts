import type { RequestContext } from '../../context';
import { contentEndpointOf, type ContentEndpoint } from './content-service';

/** The content service the blog client reads (the blog's "Powered by" names an outside one): its address, and whether it is this server's own. Anyone may know it. */
export async function getContentEndpoint(ctx: RequestContext): Promise<ContentEndpoint> {
  return contentEndpointOf(ctx);
}
