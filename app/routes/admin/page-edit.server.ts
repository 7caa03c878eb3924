import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { findEditablePage, previewMarkdown, savePage } from '../../../server/modules/content';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import { adminContext, adminRead } from './admin.server';

/**
 * /admin/content/pages/{slug}, or (slug null) /admin/content/new-page: a route of its own, so a
 * page may have any slug, `new` included.
 */
export async function loadPageEdit(args: Pick<LoaderFunctionArgs, 'context' | 'request'>, slug: string | null) {
  const app = adminContext(args);
  const saved = new URL(args.request.url).searchParams.has('saved');
  if (slug === null) return { page: null, saved };
  return { page: await adminRead(() => findEditablePage(app, { slug })), saved };
}

/**
 * Saves the page (a page's slug is its address: given once, when it is created, and refused if
 * another page has it); `intent=preview` renders the live preview.
 */
export async function pageEditAction(args: Pick<ActionFunctionArgs, 'context' | 'request'>, slug: string | null) {
  const app = adminContext(args);
  const form = await args.request.formData();
  try {
    if (form.get('intent') === 'preview') return await previewMarkdown(app, { contentMarkdown: form.get('content_markdown') });
    const { intent: _intent, ...fields } = formFields(form);
    const saved = slug ?? fields.slug;
    await withWireNames({ ...fields, slug: saved, create: slug === null, thumbnail: fields.thumbnail || null }, (values) => savePage(app, values));
    throw redirect(`/admin/content/pages/${encodeURIComponent(String(saved))}?saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, { values: form });
  }
}
