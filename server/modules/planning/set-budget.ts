import { z } from 'zod';
import { planningSettings } from '../../../db/schema/planning';
import { currencyOf } from '../../../shared/planning/budget';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { guestsField, optionalAmount } from './input-fields';
import { requirePlanner } from './policy';

export const setBudgetInput = z.object({ total: optionalAmount('The total'), guests: guestsField });

/** GraphQL setBudget(total, guests): the couple's total (minor units) and guest count; null clears one, absent keeps it. */
export async function setBudget(ctx: RequestContext, input: unknown): Promise<Budget> {
  const fields = parseInput(setBudgetInput, input);
  const couple = requirePlanner(ctx.viewer);
  const place = await findCouplePlace(ctx, couple);
  const now = ctx.clock.now();
  const changes = {
    ...(fields.total !== undefined ? { budgetTotal: fields.total } : {}),
    ...(fields.guests !== undefined ? { guests: fields.guests } : {}),
    currency: currencyOf(place.country ?? 'au'),
    updatedAt: now,
  };
  await ctx.db
    .insert(planningSettings)
    .values({ coupleId: couple.id, ...changes })
    .onConflictDoUpdate({ target: planningSettings.coupleId, set: changes });
  return readBudget(ctx, couple, place);
}
