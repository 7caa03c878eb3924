import { z } from 'zod';
import type { RequestContext } from '../../context';
import { parseInput } from '../../kernel';
import { readBudget, type Budget } from './budget-model';
import { findCouplePlace } from './couple-place';
import { guestsField } from './input-fields';
import { requirePlanner } from './policy';

export const budgetInput = z.preprocess((value) => value ?? {}, z.object({ guests: guestsField }));

/**
 * GraphQL budget(guests): the couple's budget with every figure computed in minor units: each
 * item's total (per-guest items follow the guest count), per category and overall (planned,
 * committed, paid, left, overspend), payments due in the next 30 days, the defaults with their
 * sources. Their bookings' accepted quotes are committed items with the deposit as a payment.
 * `guests` is a "what if": the figures for another count, nothing saved.
 */
export async function budget(ctx: RequestContext, input: unknown): Promise<Budget> {
  const { guests } = parseInput(budgetInput, input);
  const couple = requirePlanner(ctx.viewer);
  return readBudget(ctx, couple, await findCouplePlace(ctx, couple), guests);
}
