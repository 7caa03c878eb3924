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
import type { Route } from './+types/vendors';
import { loadVendorQueue, vendorQueueAction } from './vendors.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Vendors - Administration') }];
export const handle = { crumb: 'Vendors' };
export const loader = (args: Route.LoaderArgs) => loadVendorQueue(args);
export const action = (args: Route.ActionArgs) => vendorQueueAction(args);

type Case = Route.ComponentProps['loaderData']['vendors']['rows'][number];

function VerificationCard({ vendor }: { vendor: Case }) {
  const rejectId = `reject-${vendor.userId}`;
  const result = useActionResult(rejectId);
  const errors = result?.errors;
  return (
    <article className={classes.card} aria-labelledby={`vendor-${vendor.userId}`}>
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={`vendor-${vendor.userId}`}>
          {vendor.businessName}
        </Title>
        {vendor.verifiedAt ? (
          <Badge color="sage" className={classes.wholeBadge}>
            Verified {vendor.verifiedAt}
          </Badge>
        ) : vendor.note ? (
          <Badge color="red" variant="light" className={classes.wholeBadge}>
            Not verified
          </Badge>
        ) : (
          <Badge variant="light" className={classes.wholeBadge}>
            Joined {vendor.joined}
          </Badge>
        )}
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
      {vendor.note && <Text size="sm">{vendor.verifiedAt ? 'Note' : 'Reason given'}: {vendor.note}</Text>}
      <Link to={`/users/${vendor.userId}/edit`}>The vendor’s account</Link>
      {!vendor.verifiedAt && vendor.documents.length > 0 && (
        <ActionForm intent="approve" id={`approve-${vendor.userId}`} submit="Approve" inline label={`Approve ${vendor.businessName}`}>
          <input type="hidden" name="user_id" value={vendor.userId} />
        </ActionForm>
      )}
      {/* A refused business waits for new documents: nothing to refuse again. */}
      {(vendor.verifiedAt || !vendor.note) && (
        <ActionForm intent="reject" id={rejectId} submit={vendor.verifiedAt ? 'Take the verification back' : 'Reject'} color="red" label={`Reject ${vendor.businessName}`}>
          <input type="hidden" name="user_id" value={vendor.userId} />
          <TextAreaField formId={rejectId} name="note" label="Reason (e-mailed to the vendor)" rows={2} defaultValue={keptValue(result?.values, 'note')} error={errors?.note} />
        </ActionForm>
      )}
    </article>
  );
}

const states = { waiting: 'To verify', no_documents: 'No documents yet', rejected: 'Not verified', verified: 'Verified' } as const;

const emptyTexts: Record<string, string> = {
  waiting: 'No business is waiting to be verified.',
  no_documents: 'Every business waiting has sent documents.',
  rejected: 'No business was refused verification.',
  verified: 'No business is verified yet.',
};

/** Vendors' businesses to verify, with their documents and the business number's check; by state, searched, sorted and paged in the URL. */
export default function VendorsPage({ loaderData }: Route.ComponentProps) {
  const { vendors, query } = loaderData;
  return (
    <>
      <Title order={1}>Vendors</Title>
      <StateLinks label="Verification state" param="state" value={query.state} options={states} />
      <TableFilters label="Find businesses">
        {query.state !== 'waiting' && <input type="hidden" name="state" value={query.state} />}
        <TextField formId="vendors" name="q" label="Business, number, name or e-mail" type="search" defaultValue={query.q ?? ''} />
      </TableFilters>
      <SortLinks
        label="Order of businesses"
        sort={query.sort}
        dir={query.dir}
        options={[
          { sort: 'joined', dir: 'asc', text: 'Oldest first' },
          { sort: 'joined', dir: 'desc', text: 'Newest first' },
          { sort: 'business', dir: 'asc', text: 'By business name' },
        ]}
      />
      {vendors.rows.length === 0 ? <Text>{query.q ? 'No business matches this search.' : emptyTexts[query.state]}</Text> : vendors.rows.map((vendor) => <VerificationCard key={vendor.userId} vendor={vendor} />)}
      <TablePager page={vendors.page} pageCount={vendors.pageCount} total={vendors.total} noun={['business', 'businesses']} />
    </>
  );
}
