import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { passesMaintenance } from './policy';

export const isClosedForMaintenanceInput = z.object({ path: z.string().max(8_000) });

/** Pages that stay up in maintenance mode (spec §2): the blog, its articles and static pages. */
const openDuringMaintenance = /^\/(blog|pages)(\/|$)/;

/**
 * Whether this page is closed to the viewer because the site is in maintenance (`app.maintenance`):
 * every page but the blog and static pages, for everyone but administrators (platform's policy).
 */
export function isClosedForMaintenance(ctx: RequestContext, input: unknown): boolean {
  const { path } = parseInput(isClosedForMaintenanceInput, input);
  return ctx.settings['app.maintenance'] && !openDuringMaintenance.test(path) && !passesMaintenance(ctx.viewer);
}
