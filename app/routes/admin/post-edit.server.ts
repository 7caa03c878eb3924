import { redirect } from 'react-router';
import { findEditablePost, previewMarkdown, savePost, uploadContentImage } from '../../../server/modules/content';
import { withWireNames } from '../../../server/kernel';
import { formFailure, formFields } from '~/lib/form-errors.server';
import type { Route } from './+types/post-edit';
import { adminContext, adminRead } from './admin.server';

/** /admin/content/posts/{id}, or /admin/content/posts/new for a new post. */
export async function loadPostEdit(args: Route.LoaderArgs) {
  const app = adminContext(args);
  const saved = new URL(args.request.url).searchParams.has('saved');
  if (args.params.id === 'new') {
    const viewer = app.viewer!;
    return { post: null, author: [viewer.firstName, viewer.lastName].filter(Boolean).join(' '), saved };
  }
  const post = await adminRead(() => findEditablePost(app, { id: args.params.id }));
  return { post, author: post.author, saved };
}

/**
 * Saves the post (status from the button pressed: Save draft, Publish, Unpublish), with a new
 * featured image first when one was chosen; `intent=preview` renders the live preview.
 */
export async function postEditAction(args: Route.ActionArgs) {
  const app = adminContext(args);
  const form = await args.request.formData();
  try {
    if (form.get('intent') === 'preview') return await previewMarkdown(app, { contentMarkdown: form.get('content_markdown') });
    const { image, tags, intent: _intent, ...fields } = formFields(form);
    let featuredImage = fields.featured_image || null;
    if (image instanceof File && image.size > 0) featuredImage = (await withWireNames({ image }, (input) => uploadContentImage(app, input))).url;
    const input = {
      ...fields,
      // A new post never takes over another's slug.
      ...(args.params.id === 'new' ? { create: true } : { id: args.params.id }),
      featured_image: featuredImage,
      tags: typeof tags === 'string' ? tags.split(',').map((tag) => tag.trim()).filter(Boolean) : [],
    };
    const { id } = await withWireNames(input, (values) => savePost(app, values));
    throw redirect(`/admin/content/posts/${id}?saved`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, { values: form });
  }
}
