import { Badge, Code, Group, Text, Title } from '@mantine/core';
import { TextField } from '~/components/form/text-field';
import { ActionForm } from '~/features/admin/action-form';
import { TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { SortLinks, StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/errors';
import { errorsAction, loadErrors } from './errors.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Errors - Administration') }];
export const handle = { crumb: 'Errors' };
export const loader = (args: Route.LoaderArgs) => loadErrors(args);
export const action = (args: Route.ActionArgs) => errorsAction(args);

/** Errors the server met and browsers reported, with people's feedback; kept 90 days. */
export default function ErrorsPage({ loaderData }: Route.ComponentProps) {
  const { reports, query } = loaderData;
  const { state } = query;
  return (
    <>
      <Title order={1}>Errors</Title>
      <Text size="sm">Reports are kept 90 days, then removed with their feedback by a daily job.</Text>
      <StateLinks label="Error reports" param="state" value={state} options={{ new: 'New', resolved: 'Resolved' }} />
      <TableFilters label="Find error reports">
        {state === 'resolved' && <input type="hidden" name="state" value={state} />}
        <TextField formId="errors" name="q" label="Request id, path or message" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <SortLinks
        label="Order of error reports"
        sort={query.sort}
        dir={query.dir}
        options={[
          { sort: 'occurred', dir: 'desc', text: 'Newest first' },
          { sort: 'occurred', dir: 'asc', text: 'Oldest first' },
          { sort: 'path', dir: 'asc', text: 'By path' },
        ]}
      />
      {reports.rows.length === 0 && <Text>{query.q ? 'No error report matches this search.' : state === 'new' ? 'No new error report.' : 'No resolved error report.'}</Text>}
      {reports.rows.map((report) => (
        <article key={report.id} className={classes.card} aria-labelledby={`error-${report.id}`}>
          <Group justify="space-between" align="flex-start">
            <Title order={2} size="h5" id={`error-${report.id}`}>
              {report.message}
            </Title>
            <Badge variant="light" color={report.source === 'server' ? 'red' : 'gray'}>
              {report.source === 'server' ? 'Server' : 'Browser'}
            </Badge>
          </Group>
          <Text size="sm">
            Request id <Code>{report.id}</Code> · {report.path} · {report.occurred}
            {report.resolved && ` · resolved ${report.resolved}`}
          </Text>
          {report.stack && (
            <details>
              <summary>Stack</summary>
              <pre className={classes.json}>{report.stack}</pre>
            </details>
          )}
          {report.feedback.map((entry, index) => (
            <blockquote key={index} style={{ margin: 0, paddingLeft: 12, borderLeft: '3px solid var(--mantine-color-rose-3)' }}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.comments}
              </Text>
              <Text size="xs" c="dimmed">
                {[entry.name, entry.email].filter(Boolean).join(', ') || 'Anonymous'} · {entry.sent}
              </Text>
            </blockquote>
          ))}
          <ActionForm intent="resolve" id={`resolve-${report.id}`} submit={report.resolved ? 'Open again' : 'Mark resolved'} inline label={`Resolve error ${report.id}`}>
            <input type="hidden" name="id" value={report.id} />
            <input type="hidden" name="resolved" value={report.resolved ? 'false' : 'true'} />
          </ActionForm>
        </article>
      ))}
      <TablePager page={reports.page} pageCount={reports.pageCount} total={reports.total} noun={['report', 'reports']} />
    </>
  );
}
