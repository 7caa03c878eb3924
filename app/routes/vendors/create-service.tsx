import { DetailsFields, StepForm, useStepErrors, useStepValues } from '~/features/listing-editor';
import { PageFrame } from '~/components/placeholder-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/create-service';
import { createServiceAction, loadCreateService } from './create-service.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Create a Listing') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadCreateService(args);
export const action = (args: Route.ActionArgs) => createServiceAction(args);

export default function CreateServicePage({ loaderData }: Route.ComponentProps) {
  const errors = useStepErrors();
  return (
    <PageFrame title="Create a Listing">
      <StepForm formId="create-listing" title="Details">
        <DetailsFields formId="create-listing" typed={useStepValues()} categories={loaderData.categories} errors={errors} defaultCategoryId={loaderData.categoryId} />
      </StepForm>
    </PageFrame>
  );
}
