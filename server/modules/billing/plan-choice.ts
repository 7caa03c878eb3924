import { z } from 'zod';
import type { RequestContext } from '../../context';
import { readGeography } from '../geo';
import { idField, InvalidInputError } from '../../kernel';
import { listPlans, type BillingPlanRecord } from './list-plans';

/** The plan fields subscribe and changeSubscription share. */
export const planField = idField('Choose a plan.');
export const addonPlansField = z.array(idField('Choose add-ons from this category’s plans.')).max(10, 'Choose add-ons from this category’s plans.').default([]);

/**
 * The basic plan and add-ons chosen, checked against each other and the subscription: a basic plan
 * on sale in the category and the country it is billed in (`country.code`; `country.where` says
 * why, in the refusal), add-ons of the same category, country and interval (add-ons follow the
 * subscription's interval), each once. A refusal names the field at fault.
 */
export async function checkPlanChoice(
  ctx: RequestContext,
  { categoryId, country }: { categoryId: number; country: { code: string; where: string } },
  planId: number,
  addonPlanIds: number[],
): Promise<{ plan: BillingPlanRecord; addons: BillingPlanRecord[] }> {
  const plans = await listPlans(ctx, { categoryId });
  const plan = plans.find((entry) => entry.id === planId && !entry.metadata.attribute);
  if (!plan) throw new InvalidInputError({ planId: ['Choose a plan of this category.'] });
  if (plan.countryCode !== country.code) {
    const name = (await readGeography(ctx)).countries.find((entry) => entry.code === country.code)?.name;
    throw new InvalidInputError({ planId: [`Choose a plan for ${name ?? 'your business’s country'}, ${country.where}.`] });
  }
  const addons = [...new Set(addonPlanIds)].map((id) => plans.find((entry) => entry.id === id));
  if (addons.some((addon) => !addon || !addon.metadata.attribute || addon.countryId !== plan.countryId || addon.interval !== plan.interval)) {
    throw new InvalidInputError({ addonPlanIds: ['Choose add-ons of this category, country and interval.'] });
  }
  return { plan, addons: addons as BillingPlanRecord[] };
}
