import type { RequestContext } from '../../context';
import { listClaimTrials, type ClaimTrial } from './claim-trials';
import { requireVendor } from './policy';

/** The viewer's claimed listings whose days to subscribe are still running, the soonest to end first. It takes no input. */
export async function listMyClaimTrials(ctx: RequestContext): Promise<ClaimTrial[]> {
  const vendor = requireVendor(ctx.viewer);
  const now = ctx.clock.now();
  const trials = await listClaimTrials(ctx, vendor.id);
  return trials.filter((trial) => trial.endsAt > now).sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
}
