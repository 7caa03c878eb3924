import { Anchor, Badge, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextAreaField } from '~/components/form/text-area-field';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import { TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { SortLinks, StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/claims';
import { claimsAction, loadClaims } from './claims.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Claims - Administration') }];
export const handle = { crumb: 'Claims' };
export const loader = (args: Route.LoaderArgs) => loadClaims(args);
export const action = (args: Route.ActionArgs) => claimsAction(args);

type Claim = Route.ComponentProps['loaderData']['claims']['rows'][number];

function ClaimCard({ claim }: { claim: Claim }) {
  const rejectId = `reject-${claim.id}`;
  const result = useActionResult(rejectId);
  const errors = result?.errors;
  const name = claim.listing?.name ?? `listing ${claim.id}`;
  return (
    <article className={classes.card} aria-labelledby={`claim-${claim.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`claim-${claim.id}`}>
          {claim.listing ? <Link to={claim.listing.path}>{claim.listing.name}</Link> : name}
        </Title>
        {claim.status === 'open' ? (
          <Badge variant="light" className={classes.wholeBadge}>
            Sent {claim.sent}
          </Badge>
        ) : (
          <Badge variant="light" color={claim.status === 'approved' ? 'sage' : 'red'} className={classes.wholeBadge}>
            {claim.status === 'approved' ? 'Approved' : 'Rejected'} {claim.decided}
          </Badge>
        )}
      </Group>
      <Text size="sm">
        Claimed by {claim.vendor.businessName ?? 'a vendor'} (<Anchor href={`mailto:${claim.vendor.email}`}>{claim.vendor.email}</Anchor>){claim.vendor.verified ? ', a verified business' : ', not verified yet'}.
      </Text>
      {claim.listing?.website && <Text size="sm">The listing’s website: {claim.listing.website}</Text>}
      {claim.evidenceEmail && <Text size="sm">Business e-mail given: {claim.evidenceEmail}</Text>}
      {claim.note && <Text size="sm">Note: {claim.note}</Text>}
      {claim.documents.length > 0 && (
        <List size="sm">
          {claim.documents.map((document) => (
            <List.Item key={document.id}>
              <Anchor href={`/vendors/documents/${document.id}`} download>
                {document.fileName}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
      {claim.reason && <Text size="sm">Reason: {claim.reason}</Text>}
      {claim.status === 'open' && (
        <>
          <ActionForm intent="approve" id={`approve-${claim.id}`} submit="Approve" inline label={`Approve the claim of ${name}`}>
            <input type="hidden" name="id" value={claim.id} />
          </ActionForm>
          <ActionForm intent="reject" id={rejectId} submit="Reject" color="red" label={`Reject the claim of ${name}`}>
            <input type="hidden" name="id" value={claim.id} />
            <TextAreaField formId={rejectId} name="reason" label="Reason (e-mailed to the vendor)" rows={2} defaultValue={keptValue(result?.values, 'reason')} error={errors?.reason} />
          </ActionForm>
        </>
      )}
    </article>
  );
}

const emptyTexts: Record<string, string> = { open: 'No claim is waiting.', approved: 'No claim was approved yet.', rejected: 'No claim was rejected yet.' };

/** Claims of unclaimed listings: the open ones to approve (ownership moves) or reject with a reason, and the decided ones; searched, sorted and paged in the URL. */
export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  const { claims, query } = loaderData;
  const decided = query.state !== 'open';
  return (
    <>
      <Title order={1}>Claims</Title>
      <StateLinks label="Claim state" param="state" value={query.state} options={{ open: 'Open', approved: 'Approved', rejected: 'Rejected' }} />
      <TableFilters label="Find claims">
        {decided && <input type="hidden" name="state" value={query.state} />}
        <TextField formId="claims" name="q" label="Listing, business, name or e-mail" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <SortLinks
        label="Order of claims"
        sort={query.sort}
        dir={query.dir}
        options={[
          { sort: 'sent', dir: 'asc', text: 'Oldest first' },
          { sort: 'sent', dir: 'desc', text: 'Newest first' },
          ...(decided ? [{ sort: 'decided', dir: 'desc' as const, text: 'Last decided first' }] : []),
        ]}
      />
      {claims.rows.length === 0 ? <Text>{query.q ? 'No claim matches this search.' : emptyTexts[query.state]}</Text> : claims.rows.map((claim) => <ClaimCard key={claim.id} claim={claim} />)}
      <TablePager page={claims.page} pageCount={claims.pageCount} total={claims.total} noun={['claim', 'claims']} />
    </>
  );
}
