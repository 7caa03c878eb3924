import { Badge, Table, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AdminTable, TablePager } from '~/features/admin/admin-table';
import classes from '~/features/admin/admin.module.css';
import { StateLinks } from '~/features/admin/state-links';
import { titleWithProduct } from '~/lib/root-data';
import type { Route } from './+types/bookings';
import { loadBookings } from './bookings.server';

export const meta: Route.MetaFunction = ({ matches }) => [{ title: titleWithProduct(matches, 'Bookings - Administration') }];
export const handle = { crumb: 'Bookings' };
export const loader = (args: Route.LoaderArgs) => loadBookings(args);

const statusLabels = { held: 'Held', booked: 'Booked', declined: 'Declined', expired: 'Expired', cancelled: 'Cancelled' };
const statusColors = { held: 'rose', booked: 'sage', declined: 'gray', expired: 'gray', cancelled: 'red' } as const;

type Person = Route.ComponentProps['loaderData']['bookings']['rows'][number]['vendor'];

/** A booking's vendor or couple: their name (to their account in the admin area) and e-mail. */
function PersonCell({ person }: { person: Person }) {
  return (
    <Table.Td>
      <Link to={`/users/${person.id}/edit`}>{person.name}</Link>
      <br />
      <small>{person.email}</small>
    </Table.Td>
  );
}

/** Every booking on the marketplace (issue 31): its state, day, listing, vendor, couple and total with its GST; by state, sorted and paged in the URL. */
export default function BookingsPage({ loaderData }: Route.ComponentProps) {
  const { bookings, query } = loaderData;
  return (
    <>
      <Title order={1}>Bookings</Title>
      <StateLinks label="Booking state" param="status" value={query.status} options={{ '': 'All', ...statusLabels }} />
      <AdminTable
        caption="Bookings"
        sort={query.sort}
        dir={query.dir}
        columns={[
          { key: 'date', label: 'Wedding day', sortable: true },
          { key: 'status', label: 'Status' },
          { key: 'listing', label: 'Listing' },
          { key: 'vendor', label: 'Vendor' },
          { key: 'couple', label: 'Couple' },
          { key: 'total', label: 'Total' },
          { key: 'created', label: 'Made', sortable: true },
        ]}
        empty={bookings.rows.length === 0 ? (query.status ? 'No booking is in this state.' : 'No booking yet.') : undefined}
      >
        {bookings.rows.map((booking) => (
          <Table.Tr key={booking.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={booking.day}>{booking.date}</time>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" className={classes.wholeBadge} color={statusColors[booking.status]}>
                {statusLabels[booking.status]}
              </Badge>
            </Table.Td>
            <Table.Td>
              {booking.listing.path ? (
                <Link to={booking.listing.path}>{booking.listing.name}</Link>
              ) : (
                booking.listing.name
              )}
              <br />
              <small>{booking.listing.category}</small>
            </Table.Td>
            <PersonCell person={booking.vendor} />
            <PersonCell person={booking.couple} />
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {booking.total}
              <br />
              <small>incl. {booking.tax}</small>
              {booking.deposit && (
                <>
                  <br />
                  <small>Deposit {booking.deposit}</small>
                </>
              )}
            </Table.Td>
            <Table.Td>{booking.made}</Table.Td>
          </Table.Tr>
        ))}
      </AdminTable>
      <TablePager page={bookings.page} pageCount={bookings.pageCount} total={bookings.total} noun={['booking', 'bookings']} />
    </>
  );
}
