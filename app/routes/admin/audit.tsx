import { Button, Code, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextField } from '~/components/form/text-field';
import { AdminTable, TableFilters, useHrefWith } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/audit';
import { loadAudit } from './audit.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Audit log - Administration') }];
export const handle = { crumb: 'Audit log' };
export const loader = (args: Route.LoaderArgs) => loadAudit(args);

const json = (value: unknown) => (value ? JSON.stringify(value, null, 1) : '—');

/** The append-only audit log: every change made in the admin area, newest first. Nobody can edit or delete it. */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { entries, filter, after, endCursor } = loaderData;
  const hrefWith = useHrefWith();
  return (
    <>
      <Title order={1}>Audit log</Title>
      <TableFilters label="Filter the audit log">
        <TextField formId="audit" name="action" label="Action (user.suspend, or user. for all)" defaultValue={filter.action ?? ''} />
        <TextField formId="audit" name="entity_type" label="Record type" defaultValue={filter.entityType ?? ''} />
        <TextField formId="audit" name="entity_id" label="Record id" defaultValue={filter.entityId ?? ''} />
        <TextField formId="audit" name="actor" label="Changed by" type="search" defaultValue={filter.actor ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Audit log"
        columns={[
          { key: 'at', label: 'When' },
          { key: 'actor', label: 'Who' },
          { key: 'action', label: 'What' },
          { key: 'record', label: 'Record' },
          { key: 'before', label: 'Before' },
          { key: 'after', label: 'After' },
          { key: 'reason', label: 'Reason' },
        ]}
        empty={entries.length === 0 ? 'No change matches these filters.' : undefined}
      >
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{entry.at}</Table.Td>
            <Table.Td>{entry.actorEmail ?? 'System'}</Table.Td>
            <Table.Td>
              <Code>{entry.action}</Code>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {entry.entityType === 'user' ? <Link to={`/users/${entry.entityId}/edit`}>user {entry.entityId}</Link> : `${entry.entityType} ${entry.entityId}`}
            </Table.Td>
            <Table.Td>
              <pre className={classes.json}>{json(entry.before)}</pre>
            </Table.Td>
            <Table.Td>
              <pre className={classes.json}>{json(entry.after)}</pre>
            </Table.Td>
            <Table.Td>{entry.reason}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <nav aria-label="Pages of the audit log" className={classes.pager}>
        <span>{after ? 'Older changes' : 'The latest changes'}</span>
        <span style={{ display: 'flex', gap: 8 }}>
          {after && (
            <Button component={Link} to={hrefWith({ after: undefined })} variant="default" size="xs">
              Newest
            </Button>
          )}
          {endCursor && (
            <Button component={Link} to={hrefWith({ after: endCursor })} variant="default" size="xs" rel="next">
              Older
            </Button>
          )}
        </span>
      </nav>
    </>
  );
}
