import { Alert, Badge, Button, Group, Title } from '@mantine/core';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { FormErrorsAlert } from '~/components/form/form-errors-alert';
import formClasses from '~/components/form/form.module.css';
import { SuccessStatus } from '~/components/form/success-status';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import classes from '~/features/admin/admin.module.css';
import { MarkdownEditor } from '~/features/admin/markdown-editor';
import prose from '~/features/content/prose.module.css';
import { keptValue, type FormErrors, type FormValues } from '~/lib/form-errors';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/post-edit';
import { loadPostEdit, postEditAction } from './post-edit.server';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [{ title: titleWithProduct(matches, `${loaderData?.post?.title ?? 'New post'} - Administration`) }];
export const handle = {
  parent: { crumb: 'Content', path: '/admin/content' },
  crumb: (data: Awaited<ReturnType<typeof loadPostEdit>> | undefined) => data?.post?.title ?? 'New post',
};
export const loader = (args: Route.LoaderArgs) => loadPostEdit(args);
export const action = (args: Route.ActionArgs) => postEditAction(args);

const formId = 'post';

/** A blog post's editor: markdown with a live preview, tags, featured image, slug, publish and unpublish. */
export default function PostEditPage({ loaderData }: Route.ComponentProps) {
  const { post, author, saved } = loaderData;
  const result = useActionData() as { errors?: FormErrors; values?: FormValues } | undefined;
  const errors = result?.errors;
  // A refused save comes back as typed (after a post without JavaScript).
  const kept = (name: string, saved: string) => keptValue(result?.values, name) ?? saved;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') !== 'preview';
  const published = post?.status === 'PUBLISHED';
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>{post?.title ?? 'New post'}</Title>
        {post && (published ? <Badge color="sage">Published</Badge> : <Badge variant="light" color="gray">Draft</Badge>)}
      </Group>
      {post && published && <Link to={`/blog/article/${post.slug}`}>See it on the blog</Link>}
      <Form method="post" encType="multipart/form-data" className={formClasses.form} noValidate aria-label="Blog post">
        <FormErrorsAlert formId={formId} errors={errors} />
        <TextField formId={formId} name="title" label="Title" defaultValue={kept('title', post?.title ?? '')} error={errors?.title} />
        <TextField formId={formId} name="slug" label="Slug" hint="Lower-case letters, digits and hyphens: the address /blog/article/{slug}" defaultValue={kept('slug', post?.slug ?? '')} error={errors?.slug} />
        <TextField formId={formId} name="author" label="Author" defaultValue={kept('author', author)} error={errors?.author} />
        <TextAreaField formId={formId} name="excerpt" label="Excerpt" rows={2} defaultValue={kept('excerpt', post?.excerpt ?? '')} error={errors?.excerpt} />
        <TextField formId={formId} name="tags" label="Tags" hint="Separated by commas" defaultValue={kept('tags', post?.tags.map((tag) => tag.name).join(', ') ?? '')} error={errors?.tags} />
        <div className={formClasses.field}>
          <input type="hidden" name="featured_image" value={post?.featuredImage ?? ''} />
          {post?.featuredImage && <img src={post.featuredImage} alt="The current featured image" className={classes.featured} />}
          <label htmlFor={`${formId}-image`} className={formClasses.label}>
            {post?.featuredImage ? 'Replace the featured image' : 'Featured image'}
          </label>
          <input id={`${formId}-image`} type="file" name="image" accept="image/jpeg,image/png,image/webp" aria-invalid={errors?.image ? true : undefined} />
        </div>
        <MarkdownEditor formId={formId} name="content_markdown" label="Text (markdown)" defaultValue={kept('content_markdown', post?.contentMarkdown ?? '')} initialHtml={post?.contentHtml ?? ''} error={errors?.content_markdown} proseClass={prose.prose} />
        <Group gap="sm">
          {published ? (
            <>
              <Button type="submit" name="status" value="PUBLISHED" loading={busy}>
                Save
              </Button>
              <Button type="submit" name="status" value="DRAFT" variant="default">
                Unpublish
              </Button>
            </>
          ) : (
            <>
              <Button type="submit" name="status" value="PUBLISHED" loading={busy}>
                Publish
              </Button>
              <Button type="submit" name="status" value="DRAFT" variant="default">
                Save draft
              </Button>
            </>
          )}
          <SuccessStatus message={saved && !errors ? 'Saved.' : null} />
        </Group>
      </Form>
      {saved && !errors && published && <Alert color="sage">The blog shows this post now.</Alert>}
    </>
  );
}
