import { Anchor, Badge, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextAreaField } from '~/components/form/text-area-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/claims';
import { claimsAction, loadClaims } from './claims.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Claims - Administration') }];
export const handle = { crumb: 'Claims' };
export const loader = (args: Route.LoaderArgs) => loadClaims(args);
export const action = (args: Route.ActionArgs) => claimsAction(args);

type Claim = Route.ComponentProps['loaderData']['claims'][number];

function ClaimCard({ claim }: { claim: Claim }) {
  const rejectId = `reject-${claim.id}`;
  const errors = useActionResult(rejectId)?.errors;
  const name = claim.listing?.name ?? `listing ${claim.id}`;
  return (
    <article className={classes.card} aria-labelledby={`claim-${claim.id}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`claim-${claim.id}`}>
          {claim.listing ? <Link to={claim.listing.path}>{claim.listing.name}</Link> : name}
        </Title>
        <Badge variant="light">Sent {claim.sent}</Badge>
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
      <ActionForm intent="approve" id={`approve-${claim.id}`} submit="Approve" inline label={`Approve the claim of ${name}`}>
        <input type="hidden" name="id" value={claim.id} />
      </ActionForm>
      <ActionForm intent="reject" id={rejectId} submit="Reject" color="red" label={`Reject the claim of ${name}`}>
        <input type="hidden" name="id" value={claim.id} />
        <TextAreaField formId={rejectId} name="reason" label="Reason (e-mailed to the vendor)" rows={2} error={errors?.reason} />
      </ActionForm>
    </article>
  );
}

/** Open claims of unclaimed listings: approve (ownership moves) or reject with a reason. */
export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Title order={1}>Claims</Title>
      {loaderData.claims.length === 0 ? <Text>No claim is waiting.</Text> : loaderData.claims.map((claim) => <ClaimCard key={claim.id} claim={claim} />)}
    </>
  );
}
