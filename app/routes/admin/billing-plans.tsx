import { Badge, Text, Title } from '@mantine/core';
import formClasses from '~/components/form/form.module.css';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import { TableFilters } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { BillingNav } from '~/features/admin/billing-nav';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/billing-plans';
import { billingPlansAction, loadBillingPlans } from './billing-plans.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Plans - Billing - Administration') }];
export const handle = { parent: { crumb: 'Billing', path: '/admin/billing' }, crumb: 'Plans' };
export const loader = (args: Route.LoaderArgs) => loadBillingPlans(args);
export const action = (args: Route.ActionArgs) => billingPlansAction(args);

const intervals = { month: 'Monthly', year: 'Yearly' };
const planCountries = { au: 'Australia', nz: 'New Zealand' } as const;

type Plan = Route.ComponentProps['loaderData']['plans'][number];

/** One plan as a card with its edit form (a card rather than a table row: the form fits a phone). */
function PlanCard({ plan }: { plan: Plan }) {
  const formId = `plan-${plan.id}`;
  const result = useActionResult(formId);
  const errors = result?.errors;
  return (
    <li className={classes.card} aria-labelledby={`${formId}-title`}>
      <Title order={3} size="h5" id={`${formId}-title`}>
        {plan.kind}, {plan.interval}: {plan.price}{' '}
        {!plan.active && (
          <Badge variant="light" color="gray">
            Off sale
          </Badge>
        )}
      </Title>
      <ActionForm intent="update" id={formId} submit="Save" label={`Edit ${plan.kind}, ${plan.interval}`}>
        <input type="hidden" name="id" value={plan.id} />
        <TextField formId={formId} name="title" label="Title" defaultValue={keptValue(result?.values, 'title') ?? plan.title} maxLength={100} error={errors?.title} />
        <TextField formId={formId} name="amount" label={`Price in ${plan.currency}, GST included`} inputMode="decimal" defaultValue={keptValue(result?.values, 'amount') ?? plan.amount} error={errors?.amount} />
        <label className={formClasses.checkbox}>
          <input type="checkbox" name="active" defaultChecked={plan.active} /> On sale
        </label>
      </ActionForm>
    </li>
  );
}

/** The plans of one category in one country, monthly and yearly, with add-ons: edit a plan's title, price and sale; add one. */
export default function BillingPlansPage({ loaderData }: Route.ComponentProps) {
  const { plans, query, category, categories, kinds } = loaderData;
  const created = useActionResult('create');
  const createErrors = created?.errors;
  const countryName = planCountries[query.country];
  return (
    <>
      <Title order={1}>Billing</Title>
      <BillingNav />
      <Title order={2} size="h3">
        Plans: {category.title}, {countryName}
      </Title>
      <TableFilters label="Choose the plans">
        <SelectField formId="plans" name="category" label="Category" placeholder="Choose a category" options={categories} defaultValue={query.category} />
        <SelectField formId="plans" name="country" label="Country" placeholder="Choose a country" options={planCountries} defaultValue={query.country} />
      </TableFilters>
      <Text size="sm">Prices include GST. A new price applies to a subscription from its next invoice; a plan off sale is no longer offered, and its subscriptions renew.</Text>
      {plans.length === 0 ? (
        <Text>This category has no plan in this country yet.</Text>
      ) : (
        <ul className={classes.cards} aria-label={`Plans of ${category.title} in ${countryName}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
      <section className={classes.card} aria-labelledby="add-plan-title">
        <Title order={2} size="h3" id="add-plan-title">
          Add a plan to {category.title} in {countryName}
        </Title>
        <ActionForm intent="create" id="create" submit="Add the plan">
          <input type="hidden" name="category_id" value={category.id} />
          <input type="hidden" name="country" value={query.country} />
          <SelectField formId="create" name="attribute" label="Kind" placeholder="Basic listing" options={kinds} defaultValue={keptValue(created?.values, 'attribute')} error={createErrors?.attribute} />
          <SelectField formId="create" name="interval" label="Billed" placeholder="Choose monthly or yearly" options={intervals} defaultValue={keptValue(created?.values, 'interval')} error={createErrors?.interval} />
          <TextField formId="create" name="title" label="Title" maxLength={100} defaultValue={keptValue(created?.values, 'title')} error={createErrors?.title} />
          <TextField formId="create" name="amount" label="Price, GST included (dollars.cents)" inputMode="decimal" defaultValue={keptValue(created?.values, 'amount')} error={createErrors?.amount} />
        </ActionForm>
      </section>
    </>
  );
}
