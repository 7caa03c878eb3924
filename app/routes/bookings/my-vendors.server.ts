import { data } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { withWireNames } from '../../../server/kernel';
import { cancelBooking, listMyBookings } from '../../../server/modules/bookings';
import type { MyVendorsData } from '~/features/bookings/my-vendors-page';
import { requireViewer } from '~/lib/require-viewer.server';
import { runIntent } from '~/lib/run-intent.server';
import type { Route } from './+types/my-vendors';

/** /my-vendors (issue 31): the couple's booked and held vendors, per category, with what they agreed to pay. */
export async function loadMyVendors({ context, request }: Route.LoaderArgs): Promise<MyVendorsData> {
  const app = context.get(appContext);
  requireViewer(app, request);
  const mine = await listMyBookings(app);
  return {
    bookings: mine.bookings.map((booking) => ({
      id: booking.id,
      conversationId: booking.conversationId,
      serviceName: booking.serviceName,
      category: booking.categoryTitle,
      eventDate: booking.eventDate,
      status: booking.status,
      total: booking.total,
      currency: booking.currency,
      depositAmount: booking.depositAmount,
      depositReceived: booking.depositReceivedAt !== null,
      holdUntil: booking.holdUntil.toISOString(),
    })),
    totals: mine.totals,
  };
}

/** Cancelling a booking, with a reason (the vendor is told). */
export async function myVendorsAction({ context, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireViewer(app, request);
  return runIntent(await request.formData(), {
    cancel: async (fields, form) => {
      await withWireNames(fields, (input) => cancelBooking(app, input));
      return data({ done: form.formId });
    },
  });
}
