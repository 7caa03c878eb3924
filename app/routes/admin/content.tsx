import { Badge, Button, Group, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/form/text-field';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/content';
import { loadContent } from './content.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Content - Administration') }];
export const handle = { crumb: 'Content' };
export const loader = (args: Route.LoaderArgs) => loadContent(args);

const StatusBadge = ({ status }: { status: string }) => (status === 'PUBLISHED' ? <Badge color="sage">Published</Badge> : <Badge variant="light" color="gray">Draft</Badge>);

/** Blog posts and static pages: list, open in the editor, create. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { posts, pages, query } = loaderData;
  return (
    <>
      <Group justify="space-between">
        <Title order={1}>Content</Title>
        <Group gap="xs">
          <Button component={Link} to="/admin/content/posts/new">
            New post
          </Button>
          <Button component={Link} to="/admin/content/new-page" variant="default">
            New page
          </Button>
        </Group>
      </Group>
      <Title order={2} size="h3">
        Blog posts
      </Title>
      <TableFilters label="Find posts">
        <TextField formId="posts" name="q" label="Title or slug" type="search" defaultValue={query.q ?? ''} />
        <SelectField formId="posts" name="status" label="Status" placeholder="Any status" options={{ PUBLISHED: 'Published', DRAFT: 'Draft' }} defaultValue={query.status ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Blog posts"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'title', label: 'Title', sortable: true },
          { key: 'status', label: 'Status' },
          { key: 'published', label: 'Published', sortable: true },
          { key: 'updated', label: 'Updated', sortable: true },
        ]}
        empty={posts.rows.length === 0 ? 'No post matches these filters.' : undefined}
      >
        {posts.rows.map((post) => (
          <Table.Tr key={post.id}>
            <Table.Td>
              <Link to={`/admin/content/posts/${post.id}`}>{post.title}</Link>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={post.status} />
            </Table.Td>
            <Table.Td>{post.published}</Table.Td>
            <Table.Td>{post.updated}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={posts.page} pageCount={posts.pageCount} total={posts.total} noun={['post', 'posts']} />
      <Title order={2} size="h3">
        Pages
      </Title>
      <AdminTable
        caption="Pages"
        columns={[
          { key: 'title', label: 'Title' },
          { key: 'status', label: 'Status' },
          { key: 'updated', label: 'Updated' },
        ]}
      >
        {pages.map((page) => (
          <Table.Tr key={page.slug}>
            <Table.Td>
              <Link to={`/admin/content/pages/${page.slug}`}>{page.title}</Link>
            </Table.Td>
            <Table.Td>
              <StatusBadge status={page.status} />
            </Table.Td>
            <Table.Td>{page.updated}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
    </>
  );
}
