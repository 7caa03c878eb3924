import { Badge, Button, Group, Title } from '@mantine/core';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import { SuccessStatus } from '~/components/form/success-status';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { MarkdownEditor } from '~/features/admin/markdown-editor';
import prose from '~/features/content/prose.module.css';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/page-edit';
import { loadPageEdit, pageEditAction } from './page-edit.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: titleWithProduct(matches, `${loaderData?.page?.title ?? 'New page'} - Administration`) }];
export const handle = {
  parent: { crumb: 'Content', path: '/admin/content' },
  crumb: (data: Awaited<ReturnType<typeof loadPageEdit>> | undefined) => data?.page?.title ?? 'New page',
};
export const loader = (args: Route.LoaderArgs) => loadPageEdit(args, args.params.slug);
export const action = (args: Route.ActionArgs) => pageEditAction(args, args.params.slug);

const formId = 'page';

/** A static page's editor (also the new page's, page-new.tsx): markdown with a live preview, meta description, publish and unpublish. */
export default function PageEditPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadPageEdit>> }) {
  const { page, saved } = loaderData;
  const result = useActionData() as { errors?: FormErrors; values?: FormValues } | undefined;
  const errors = result?.errors;
  // A refused save comes back as typed (after a post without JavaScript).
  const kept = (name: string, saved: string) => keptValue(result?.values, name) ?? saved;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'preview';
  const published = page?.status === 'PUBLISHED';
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>{page?.title ?? 'New page'}</Title>
        {page && (published ? <Badge color="sage">Published</Badge> : <Badge variant="light" color="gray">Draft</Badge>)}
      </Group>
      {page && published && <Link to={`/pages/${page.slug}/`}>See the page</Link>}
      <Form method="post" className={formClasses.form} noValidate aria-label="Page">
        <FormErrorsAlert formId={formId} errors={errors} />
        <TextField formId={formId} name="title" label="Title" defaultValue={kept('title', page?.title ?? '')} error={errors?.title} />
        {page ? <input type="hidden" name="slug" value={page.slug} /> : <TextField formId={formId} name="slug" label="Slug" hint="The address /pages/{slug}/: given once" defaultValue={kept('slug', '')} error={errors?.slug} />}
        <TextField formId={formId} name="meta_description" label="Description for search engines" defaultValue={kept('meta_description', page?.metaDescription ?? '')} error={errors?.meta_description} />
        <input type="hidden" name="thumbnail" value={page?.thumbnail ?? ''} />
        {page && page.contentMarkdown === null ? (
          // A page written in HTML (through the API) is edited as HTML: sanitised when saved.
          <TextAreaField formId={formId} name="content_html" label="Text (HTML)" rows={18} defaultValue={kept('content_html', page.contentHtml)} error={errors?.content_html} />
        ) : (
          <MarkdownEditor formId={formId} name="content_markdown" label="Text (markdown)" defaultValue={kept('content_markdown', page?.contentMarkdown ?? '')} initialHtml={page?.contentHtml ?? ''} error={errors?.content_markdown} proseClass={prose.prose} />
        )}
        <Group gap="sm">
          <Button type="submit" name="status" value="PUBLISHED" loading={busy}>
            {published ? 'Save' : 'Publish'}
          </Button>
          <Button type="submit" name="status" value="DRAFT" variant="default">
            {published ? 'Unpublish' : 'Save draft'}
          </Button>
          <SuccessStatus message={saved && !errors ? 'Saved.' : null} />
        </Group>
      </Form>
    </>
  );
}
