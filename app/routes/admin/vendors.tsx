import { Anchor, Badge, Group, List, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TextAreaField } from '~/components/form/text-area-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import classes from '~/features/admin/admin.module.css';
import { StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/vendors';
import { loadVendorQueue, vendorQueueAction } from './vendors.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Vendors - Administration') }];
export const handle = { crumb: 'Vendors' };
export const loader = (args: Route.LoaderArgs) => loadVendorQueue(args);
export const action = (args: Route.ActionArgs) => vendorQueueAction(args);

type Case = Route.ComponentProps['loaderData']['vendors'][number];

function VerificationCard({ vendor }: { vendor: Case }) {
  const rejectId = `reject-${vendor.userId}`;
  const errors = useActionResult(rejectId)?.errors;
  return (
    <article className={classes.card} aria-labelledby={`vendor-${vendor.userId}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`vendor-${vendor.userId}`}>
          {vendor.businessName}
        </Title>
        {vendor.verifiedAt ? <Badge color="sage">Verified {vendor.verifiedAt}</Badge> : <Badge variant="light">Waiting since {vendor.joined}</Badge>}
      </Group>
      <Text size="sm">
        {vendor.contact.name} · <Anchor href={`mailto:${vendor.contact.email}`}>{vendor.contact.email}</Anchor> · {vendor.phone}
        {vendor.website && (
          <>
            {' '}
            · <Anchor href={vendor.website}>{vendor.website}</Anchor>
          </>
        )}
      </Text>
      <Text size="sm">
        {vendor.country === 'au' ? 'ABN' : 'NZBN'} {vendor.businessNumber}: {vendor.numberCheck}.{' '}
        <Anchor href={vendor.registerUrl} target="_blank" rel="noreferrer">
          Look it up on the register
        </Anchor>
      </Text>
      <div>
        <Text size="sm" fw={600}>
          Documents
        </Text>
        {vendor.documents.length === 0 ? (
          <Text size="sm">No documents sent yet: a business is verified only once a person has looked at them.</Text>
        ) : (
          <List size="sm">
            {vendor.documents.map((document) => (
              <List.Item key={document.id}>
                <Anchor href={`/vendors/documents/${document.id}`} download>
                  {document.fileName}
                </Anchor>{' '}
                ({Math.ceil(document.size / 1024)} KB)
              </List.Item>
            ))}
          </List>
        )}
      </div>
      {vendor.note && <Text size="sm">Note: {vendor.note}</Text>}
      <Link to={`/users/${vendor.userId}/edit`}>The vendor’s account</Link>
      {!vendor.verifiedAt && vendor.documents.length > 0 && (
        <ActionForm intent="approve" id={`approve-${vendor.userId}`} submit="Approve" inline label={`Approve ${vendor.businessName}`}>
          <input type="hidden" name="user_id" value={vendor.userId} />
        </ActionForm>
      )}
      <ActionForm intent="reject" id={rejectId} submit={vendor.verifiedAt ? 'Take the verification back' : 'Reject'} color="red" label={`Reject ${vendor.businessName}`}>
        <input type="hidden" name="user_id" value={vendor.userId} />
        <TextAreaField formId={rejectId} name="note" label="Reason (e-mailed to the vendor)" rows={2} error={errors?.note} />
      </ActionForm>
    </article>
  );
}

/** Vendors' businesses to verify, with their documents and the business number's check. */
export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  const { vendors, state } = loaderData;
  return (
    <>
      <Title order={1}>Vendors</Title>
      <StateLinks label="Verification state" param="state" value={state} options={{ waiting: 'To verify', verified: 'Verified' }} />
      {vendors.length === 0 ? <Text>{state === 'waiting' ? 'No business is waiting to be verified.' : 'No business is verified yet.'}</Text> : vendors.map((vendor) => <VerificationCard key={vendor.userId} vendor={vendor} />)}
    </>
  );
}
