import { LocationFields, StepForm, useEditedListing, useStepErrors, useStepValues } from '~/features/listing-editor';
import type { Route } from './+types/location';
import { saveLocationStep } from './steps.server';

export const action = (args: Route.ActionArgs) => saveLocationStep(args);

export default function LocationStep() {
  const listing = useEditedListing();
  const travels = listing.attributes.some((attribute) => attribute.type === 'radius');
  return (
    <StepForm formId="listing-location" title="Location">
      <LocationFields formId="listing-location" values={listing} typed={useStepValues()} travels={travels} errors={useStepErrors()} />
    </StepForm>
  );
}
