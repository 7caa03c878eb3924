import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SelectField } from '~/components/form/select-field';
import { TextField } from '~/components/form/text-field';
import { ActionForm, useActionResult } from '~/features/admin/action-form';
import { keptValue } from '~/lib/form-errors';
import { AdminTable, TableFilters, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/listings';
import { listingsAction, loadListings } from './listings.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Listings - Administration') }];
export const handle = { crumb: 'Listings' };
export const loader = (args: Route.LoaderArgs) => loadListings(args);
export const action = (args: Route.ActionArgs) => listingsAction(args);

const statusLabels = { published: 'Published', draft: 'Draft', unpublished: 'Unpublished', hidden: 'Hidden', unclaimed: 'Unclaimed' };

type Listing = Route.ComponentProps['loaderData']['listings']['rows'][number];

function ListingRow({ listing }: { listing: Listing }) {
  const hideId = `hide-${listing.id}`;
  const result = useActionResult(hideId);
  const errors = result?.errors;
  const hiddenByAdministrator = listing.holds.some((hold) => hold.kind === 'administrator');
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={listing.path}>{listing.name}</Link>
        <br />
        <a href={`/vendors/services/${listing.id}/details`}>Open in the editor</a>
      </Table.Td>
      <Table.Td>
        {listing.category}
        <br />
        {listing.place}
      </Table.Td>
      <Table.Td>
        {listing.unclaimed ? (
          'Unclaimed'
        ) : listing.ownerId && listing.owner ? (
          <>
            <Link to={`/users/${listing.ownerId}/edit`}>{listing.owner.name || `User ${listing.ownerId}`}</Link>
            <br />
            {listing.owner.email}
          </>
        ) : (
          '—'
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge variant="light" color={listing.listingState === 'published' ? 'sage' : 'gray'} className={classes.wholeBadge}>
            {statusLabels[listing.listingState]}
          </Badge>
          {listing.verified && (
            <Badge color="sage" className={classes.wholeBadge}>
              Verified
            </Badge>
          )}
          {listing.holds.map((hold) => (
            <Badge key={hold.kind} color="red" variant="light" title={hold.reason} className={classes.wholeBadge}>
              Held: {hold.kind}
            </Badge>
          ))}
        </Group>
        {listing.holds.map((hold) => (
          <Text key={hold.kind} size="xs">
            {hold.reason}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{listing.updated}</Table.Td>
      <Table.Td>{listing.created}</Table.Td>
      <Table.Td style={{ minWidth: 190 }}>
        {hiddenByAdministrator ? (
          <ActionForm intent="unhide" id={hideId} submit="Unhide" inline label={`Unhide ${listing.name}`}>
            <input type="hidden" name="service_id" value={listing.id} />
          </ActionForm>
        ) : (
          <ActionForm intent="hide" id={hideId} submit="Hide" color="red" inline label={`Hide ${listing.name}`}>
            <input type="hidden" name="service_id" value={listing.id} />
            <TextField formId={hideId} name="reason" label="Reason" defaultValue={keptValue(result?.values, 'reason')} error={errors?.reason} />
          </ActionForm>
        )}
        <ActionForm intent="verified" id={`verified-${listing.id}`} submit={listing.verified ? 'Unmark verified' : 'Mark verified'} inline label={`Verification of ${listing.name}`}>
          <input type="hidden" name="service_id" value={listing.id} />
          <input type="hidden" name="verified" value={listing.verified ? 'false' : 'true'} />
        </ActionForm>
      </Table.Td>
    </Table.Tr>
  );
}

/** Every listing: search and filter, open in the editor, hide or unhide with a reason, mark verified, create an unclaimed one. */
export default function ListingsPage({ loaderData }: Route.ComponentProps) {
  const { listings, query, categories, categoryIds } = loaderData;
  const created = useActionResult('create');
  const createErrors = created?.errors;
  return (
    <>
      <Title order={1}>Listings</Title>
      <TableFilters label="Find listings">
        <TextField formId="listings" name="q" label="Name" type="search" defaultValue={query.q ?? ''} />
        <SelectField formId="listings" name="status" label="Status" placeholder="Any status" options={statusLabels} defaultValue={query.status ?? ''} />
        <SelectField formId="listings" name="category" label="Category" placeholder="Any category" options={categories} defaultValue={query.category ?? ''} />
        <TextField formId="listings" name="place" label="Place" type="search" defaultValue={query.place ?? ''} />
        <TextField formId="listings" name="owner" label="Owner (name, e-mail or id)" type="search" defaultValue={query.owner ?? ''} />
      </TableFilters>
      <AdminTable
        caption="Listings"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'name', label: 'Listing', sortable: true },
          { key: 'category', label: 'Category and place' },
          { key: 'owner', label: 'Owner' },
          { key: 'status', label: 'Status' },
          { key: 'updated', label: 'Updated', sortable: true },
          { key: 'created', label: 'Created', sortable: true },
          { key: 'actions', label: 'Actions' },
        ]}
        empty={listings.rows.length === 0 ? 'No listing matches these filters.' : undefined}
      >
        {listings.rows.map((listing) => (
          <ListingRow key={listing.id} listing={listing} />
        ))}
      </AdminTable>
      <TablePager page={listings.page} pageCount={listings.pageCount} total={listings.total} noun={['listing', 'listings']} />
      <section className={classes.card} aria-labelledby="create-title">
        <Title order={2} size="h3" id="create-title">
          Create an unclaimed listing
        </Title>
        <Text size="sm">A listing with no owner yet, which its business can claim. It opens in the listing editor as a draft.</Text>
        <ActionForm intent="create" id="create" submit="Create and edit">
          <SelectField formId="create" name="category_id" label="Category" placeholder="Choose a category" options={categoryIds} defaultValue={keptValue(created?.values, 'category_id')} error={createErrors?.category_id} />
          <TextField formId="create" name="name" label="Listing name" defaultValue={keptValue(created?.values, 'name')} error={createErrors?.name} />
        </ActionForm>
      </section>
    </>
  );
}
