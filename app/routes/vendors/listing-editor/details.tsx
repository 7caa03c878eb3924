import { DetailsFields, StepForm, useEditedListing, useStepErrors, useStepValues } from '~/features/listing-editor';
import type { Route } from './+types/details';
import { loadDetailsStep, saveDetailsStep } from './steps.server';

export const loader = (args: Route.LoaderArgs) => loadDetailsStep(args);
export const action = (args: Route.ActionArgs) => saveDetailsStep(args);

export default function DetailsStep({ loaderData }: Route.ComponentProps) {
  const listing = useEditedListing();
  return (
    <StepForm formId="listing-details" title="Details">
      <DetailsFields formId="listing-details" values={{ ...listing, categoryId: listing.category.id }} typed={useStepValues()} categories={loaderData.categories} errors={useStepErrors()} />
    </StepForm>
  );
}
