import type { RequestContext } from '../../../server/context';
import { listMyClaimTrials } from '../../../server/modules/billing';
import { shownDay } from '~/lib/format-date';
import type { ClaimTrialNotice } from './billing-data';

const dayMs = 24 * 60 * 60 * 1000;

/** The signed-in vendor's claimed listings on their days to subscribe, written out for the page. */
export async function loadClaimTrialNotices(app: RequestContext): Promise<ClaimTrialNotice[]> {
  const now = app.clock.now().getTime();
  return (await listMyClaimTrials(app)).map((trial) => ({
    serviceId: trial.serviceId,
    name: trial.name,
    path: trial.path,
    pricingPath: `/pricing?category=${encodeURIComponent(trial.category.name)}`,
    endsOn: shownDay(trial.endsAt.toISOString()),
    daysLeft: Math.ceil((trial.endsAt.getTime() - now) / dayMs),
  }));
}
