import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { roleOf, withWireNames } from '../../../server/kernel';
import { deleteReplyTemplate, findVendorPipeline, listReplyTemplates, saveReplyTemplate, setAutoReply } from '../../../server/modules/bookings';
import { roleHomes } from '../../../shared/accounts/login-destination';
import type { PipelinePageData } from '~/features/bookings/pipeline-page';
import { loginRedirect } from '~/lib/login-redirect';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/pipeline';

/** /vendors/pipeline (issue 31): the signed-in vendor's leads by stage, conversion, confirmed value, and reply tools. */
export async function loadPipeline({ context, request }: Route.LoaderArgs): Promise<PipelinePageData> {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request, '/vendors/login');
  if (roleOf(viewer) !== 'vendor') throw loginRedirect(roleHomes, roleOf(viewer));
  const [pipeline, tools] = await Promise.all([findVendorPipeline(app), listReplyTemplates(app)]);
  return {
    counts: pipeline.counts,
    leads: pipeline.leads.map((lead) => ({ ...lead, createdAt: lead.createdAt.toISOString() })),
    listings: pipeline.listings,
    monthly: pipeline.monthly,
    templates: tools.templates.map(({ id, title, body }) => ({ id, title, body })),
    autoReply: tools.autoReply,
  };
}

/** The page's forms: a template saved or deleted, the auto-reply set; each answers which form succeeded. */
export async function pipelineAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request, '/vendors/login');
  return runIntent(await request.formData(), {
    saveTemplate: async (fields, form) => {
      await withWireNames(fields, (input) => saveReplyTemplate(app, input));
      return data({ done: form.formId });
    },
    deleteTemplate: async (fields, form) => {
      await withWireNames(fields, (input) => deleteReplyTemplate(app, input));
      return data({ done: form.formId });
    },
    autoReply: async (fields, form) => {
      await withWireNames({ ...fields, enabled: fields.enabled === 'on' }, (input) => setAutoReply(app, input));
      return data({ done: form.formId });
    },
  });
}
