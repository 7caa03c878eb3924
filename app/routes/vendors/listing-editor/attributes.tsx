import { AttributeFields, StepForm, useEditedListing, useStepErrors } from '~/features/listing-editor';
import type { Route } from './+types/attributes';
import { saveAttributesStep } from './steps.server';

export const action = (args: Route.ActionArgs) => saveAttributesStep(args);

export default function AttributesStep() {
  const listing = useEditedListing();
  return (
    <StepForm formId="listing-attributes" title={`${listing.category.singularName} details`}>
      <AttributeFields formId="listing-attributes" attributes={listing.attributes} meta={listing.meta} errors={useStepErrors()} />
    </StepForm>
  );
}
