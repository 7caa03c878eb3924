import { PipelinePage } from '~/features/bookings/pipeline-page';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/pipeline';
import { loadPipeline, pipelineAction } from './pipeline.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Pipeline') }, { name: 'robots', content: 'noindex' }];

export const loader = (args: Route.LoaderArgs) => loadPipeline(args);
export const action = (args: Route.ActionArgs) => pipelineAction(args);

export default function Pipeline({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as { done?: string; errors?: Record<string, string>; intent?: string } | undefined;
  return <PipelinePage data={loaderData} done={result?.done ?? null} failed={result?.errors ? { form: result.intent ?? '', errors: result.errors } : null} />;
}
