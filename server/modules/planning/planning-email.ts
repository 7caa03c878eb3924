import { eq } from 'drizzle-orm';
import { planningSettings } from '../../../db/schema/planning';
import type { RequestContext } from '../../context';
import { requirePlanner } from './policy';

/** The couple's planning e-mail choice (GraphQL PlanningEmail). */
export type PlanningEmail = {
  /** The weekly e-mail of the next tasks: off until the couple switches it on. */
  weekly: boolean;
  /** When the last weekly e-mail went out (null before the first). */
  lastSentAt: Date | null;
};

/** GraphQL planningEmail, and the profile's Notifications: whether the signed-in couple gets the weekly e-mail of their next tasks. */
export async function planningEmail(ctx: RequestContext): Promise<PlanningEmail> {
  const couple = requirePlanner(ctx.viewer);
  const [row] = await ctx.db
    .select({ weekly: planningSettings.weeklyEmail, lastSentAt: planningSettings.weeklyEmailSentAt })
    .from(planningSettings)
    .where(eq(planningSettings.coupleId, couple.id));
  return row ?? { weekly: false, lastSentAt: null };
}
