import { redirect } from 'react-router';
import { findEditablePage, previewMarkdown, savePage } from '../../../server/modules/content';
import { withWireNames } from '../../../server/modules/platform';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/page-edit';
import { adminContext, adminRead } from './admin.server';

/** /admin/content/pages/{slug}, or /admin/content/pages/new for a new page. */
export async function loadPageEdit(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const saved = new URL(args.request.url).searchParams.has('saved');
  if (args.params.slug === 'new') return { page: null, saved };
  return { page: await adminRead(() => findEditablePage(app, { slug: args.params.slug })), saved };
}

/** Saves the page (a page's slug is its address: given once, when it is created); `intent=preview` renders the live preview. */
export async function pageEditAction(args: Route.ActionArgs) {
  const app = adminContext(args);
  const form = await args.request.formData();
  try {
    if (form.get('intent') === 'preview') return await previewMarkdown(app, { contentMarkdown: form.get('content_markdown') });
    const { intent: _intent, ...fields } = formFields(form);
    const slug = args.params.slug === 'new' ? fields.slug : args.params.slug;
    await withWireNames({ ...fields, slug, thumbnail: fields.thumbnail || null }, (values) => savePage(app, values));
    throw redirect(`/admin/content/pages/${String(slug)}?saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error);
  }
}
