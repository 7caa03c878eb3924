import { z } from 'zod';
import { planningSettings } from '../../../db/schema/planning';
import { currencyOf } from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import { checkboxField, parseInput } from '../../kernel';
import { findCouplePlace } from './couple-place';
import type { PlanningEmail } from './planning-email';
import { requirePlanner } from './policy';
import { weeklyEmailToken, weeklyEmailTokenHash } from './weekly-email-link';

export const setPlanningEmailInput = z.object({ weekly: checkboxField });

/**
 * GraphQL setPlanningEmail(weekly), and the profile's Notifications: the signed-in couple switches
 * the weekly e-mail of their next tasks on or off (a checkbox: absent is off). Only the couple
 * themself: there is no way to name another couple. Switching it off and on again does not bring
 * the next e-mail forward: at most one a week, whatever is switched.
 */
export async function setPlanningEmail(ctx: RequestContext, input: unknown): Promise<PlanningEmail> {
  const { weekly } = parseInput(setPlanningEmailInput, input);
  const couple = requirePlanner(ctx.viewer);
  const now = ctx.clock.now();
  const changes = {
    weeklyEmail: weekly,
    // The unsubscribe link's hash is there before the first e-mail is.
    ...(weekly ? { weeklyEmailTokenHash: weeklyEmailTokenHash(await weeklyEmailToken(ctx, couple.id)) } : {}),
    updatedAt: now,
  };
  // The settings row needs its currency the first time: the wedding location's, as the budget's.
  const currency = currencyOf((await findCouplePlace(ctx, couple)).country ?? 'au');
  const [row] = await ctx.db
    .insert(planningSettings)
    .values({ coupleId: couple.id, currency, ...changes })
    .onConflictDoUpdate({ target: planningSettings.coupleId, set: changes })
    .returning({ weekly: planningSettings.weeklyEmail, lastSentAt: planningSettings.weeklyEmailSentAt });
  return row;
}
