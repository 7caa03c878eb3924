import { writeCsv } from '../../../shared/csv/write-csv';
import type { RequestContext } from '../../context';
import { RefusedError, isCouple, type Viewer } from '../../kernel';
import { storedUploadKey } from '../../media';
import { listSignInHistory } from '../accounts';
import { listInvoices, renderInvoicePdf } from '../billing';
import { exportMyBookings, findVendorPipeline } from '../bookings';
import { listMyServices, readListingPhotos } from '../catalog';
import { listWishlist } from '../engagement';
import { exportGuestList, guestList } from '../guests';
import { exportMyConversations } from '../messaging';
import { budget, checklist, exportBudget, planningEmail } from '../planning';
import { listMyReviews, listVendorReviews } from '../reviews';
import { findVendorProfile, readVendorDocument } from '../vendors';
import type { ArchiveWriter } from './archive-writer';

/**
 * What "Download my data" holds, kind by kind. Each kind is read through its own module's use
 * case with the owner as the viewer (the same rules as their pages: their own rows only), then
 * shaped here: `data.json` gets one object per kind, a CSV (UTF-8 with a BOM) the kinds a
 * spreadsheet reads, and `files/` their uploads. Other people appear only as the person sees them
 * on the site (the other side's name in a conversation), never with an e-mail or phone.
 */
type Step = { kind: string; run: () => Promise<unknown> };

const iso = (date: Date | null | undefined) => date?.toISOString() ?? '';
const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A name safe as one path segment in the zip. */
const segment = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[.-]+|-+$/g, '').slice(0, 80) || 'file';
const extensionOf = (contentType: string) => ({ 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' })[contentType] ?? 'bin';

export async function writeArchiveContents(ctx: RequestContext, owner: Viewer, archive: ArchiveWriter, progress: (done: number) => Promise<void>) {
  const data: Record<string, unknown> = { product: ctx.settings['app.name'], exportedAt: ctx.clock.now().toISOString() };
  const csv = (name: string, rows: (readonly string[])[]) => archive.addText(`${name}.csv`, writeCsv(rows));
  const upload = async (path: string, url: string | null) => {
    const key = url ? storedUploadKey(url.replace(/^\/images\//, '')) : null;
    const file = key ? await ctx.publicFiles.get(key) : null;
    if (file) await archive.addFile(`${path}.${extensionOf(file.contentType)}`, file.bytes);
  };

  const steps: Step[] = [
    {
      kind: 'profile',
      run: async () => {
        const profile = {
          firstName: owner.firstName,
          lastName: owner.lastName,
          nickname: owner.nickname,
          email: owner.email,
          address: owner.address,
          weddingDate: owner.weddingDate,
          weddingVenue: owner.weddingVenue,
          weddingLocation: owner.weddingLocation,
          chatSignature: owner.chatSignature,
          roles: owner.roles,
          memberSince: owner.createdAt,
        };
        data.profile = profile;
        await csv('profile', [['field', 'value'], ...Object.entries(profile).map(([field, value]) => [field, Array.isArray(value) ? value.join(' ') : value instanceof Date ? iso(value) : text(value)])]);
        await upload('files/profile-photo', owner.avatar);
      },
    },
    {
      kind: 'consents',
      run: async () => {
        const weekly = isCouple(owner) ? (await planningEmail(ctx)).weekly : null;
        const consents = {
          newsletter: owner.newsletterNotify,
          notifications: owner.updatesNotify,
          messageEmailsEveryHours: owner.messagesNotifyFrequently,
          weeklyPlanningEmail: weekly,
        };
        data.consents = consents;
        await csv('consents', [['consent', 'value'], ...Object.entries(consents).map(([name, value]) => [name, text(value)])]);
      },
    },
    {
      kind: 'signInHistory',
      run: async () => {
        const history = await listSignInHistory(ctx);
        data.signInHistory = history;
        await csv('sign-in-history', [['at', 'method', 'device', 'place'], ...history.map((entry) => [iso(entry.at), entry.method, text(entry.device), text(entry.place)])]);
      },
    },
    {
      kind: 'conversations',
      run: async () => {
        const conversations = await exportMyConversations(ctx);
        data.conversations = conversations;
        await csv('messages', [
          ['conversation', 'listing', 'with', 'from', 'sent_at', 'kind', 'text'],
          ...conversations.flatMap((conversation) =>
            conversation.messages.map((message) => [String(conversation.id), conversation.listing, conversation.with, message.from === 'me' ? 'You' : conversation.with, iso(message.sentAt), message.kind, message.text]),
          ),
        ]);
      },
    },
    {
      kind: 'quotesAndBookings',
      run: async () => {
        const { quotes, bookings } = await exportMyBookings(ctx);
        data.quotes = quotes;
        data.bookings = bookings;
        await csv('quotes', [
          ['quote', 'conversation', 'listing_id', 'event_date', 'currency', 'total_cents', 'tax_cents', 'status', 'sent_at', 'decided_at', 'items'],
          ...quotes.map((quote) => [
            String(quote.id),
            String(quote.conversationId),
            String(quote.serviceId),
            quote.eventDate,
            quote.currency,
            String(quote.total),
            String(quote.tax),
            quote.status,
            iso(quote.createdAt),
            iso(quote.decidedAt),
            quote.items.map((item) => JSON.stringify(item)).join('; '),
          ]),
        ]);
        await csv('bookings', [
          ['booking', 'quote', 'listing', 'event_date', 'currency', 'total_cents', 'deposit_cents', 'status', 'confirmed_at', 'ended_at'],
          ...bookings.map((booking) => [String(booking.id), String(booking.quoteId), booking.serviceName, booking.eventDate, booking.currency, String(booking.total), text(booking.depositAmount), booking.status, iso(booking.confirmedAt), iso(booking.endedAt)]),
        ]);
      },
    },
  ];

  if (isCouple(owner)) {
    steps.push(
      {
        kind: 'wishlist',
        run: async () => {
          const entries = (await listWishlist(ctx, { userId: owner.id })).map((entry) => ({
            listing: entry.name,
            category: entry.categoryName,
            place: entry.shortAddress,
            page: entry.path,
            hearts: entry.vote,
            note: entry.note?.text ?? null,
            addedAt: entry.addedAt,
          }));
          data.wishlist = entries;
          await csv('wishlist', [['listing', 'category', 'place', 'hearts', 'note', 'added_at'], ...entries.map((entry) => [entry.listing, entry.category, entry.place, String(entry.hearts), text(entry.note), iso(entry.addedAt)])]);
        },
      },
      {
        kind: 'reviewsWritten',
        run: async () => {
          const { reviews } = await listMyReviews(ctx);
          data.reviewsWritten = reviews;
          await csv('reviews-written', [
            ['listing', 'hearts', 'title', 'review', 'wedding_month', 'status', 'written_at', 'vendor_reply'],
            ...reviews.map((review) => [review.serviceName, text(review.rating), text(review.title), text(review.body), text(review.weddingMonth), review.status, iso(review.createdAt), text(review.reply?.body)]),
          ]);
          for (const review of reviews) for (const photo of review.photos) await upload(`files/review-photos/${review.id}-${photo.id}`, photo.url);
        },
      },
      {
        kind: 'checklist',
        run: async () => {
          const list = await checklist(ctx);
          const tasks = [...list.periods.flatMap((period) => period.tasks), ...list.hidden];
          data.checklist = { weddingDate: list.weddingDate, tasks };
          await csv('checklist', [['task', 'note', 'due', 'done', 'done_at'], ...tasks.map((task) => [task.title, task.note, text(task.dueDate), task.done ? 'yes' : 'no', iso(task.doneAt)])]);
        },
      },
      {
        kind: 'budget',
        run: async () => {
          data.budget = await budget(ctx, {});
          await archive.addText('budget.csv', (await exportBudget(ctx)).body);
        },
      },
      {
        kind: 'guests',
        run: async () => {
          data.guests = await guestList(ctx);
          await archive.addText('guests.csv', (await exportGuestList(ctx)).body);
        },
      },
    );
  }

  if (owner.isVendor) {
    steps.push(
      {
        kind: 'business',
        run: async () => {
          // A vendor made by an administrator's role change may have no business profile yet.
          const business = await findVendorProfile(ctx, { userId: owner.id }).catch((error: unknown) => {
            if (error instanceof RefusedError && error.code === 'NOT_FOUND') return null;
            throw error;
          });
          data.business = business;
          if (!business) return;
          await csv('business', [
            ['field', 'value'],
            ['business_name', business.businessName],
            ['job_title', business.jobTitle],
            ['phone', business.phone],
            ['website', text(business.website)],
            ['country', business.businessCountry],
            ['business_number', business.businessNumber],
            ['verified_at', iso(business.verifiedAt)],
          ]);
          for (const document of business.documents) {
            const file = await readVendorDocument(ctx, { id: document.id });
            await archive.addFile(`files/documents/${document.id}-${segment(file.fileName)}`, file.bytes);
          }
        },
      },
      {
        kind: 'listings',
        run: async () => {
          const listings = await listMyServices(ctx, {});
          data.listings = listings;
          await csv('listings', [['listing', 'name', 'category', 'state', 'place', 'updated_at'], ...listings.map((listing) => [String(listing.id), listing.name, listing.categoryTitle, listing.listingState, listing.shortAddress, iso(listing.updatedAt)])]);
          for (const listing of listings) {
            const { photos } = await readListingPhotos(ctx, { id: listing.id });
            for (const photo of photos) await upload(`files/listing-photos/${listing.id}-${segment(listing.name)}/${photo.position}-${photo.id}`, photo.url);
          }
        },
      },
      {
        kind: 'pipeline',
        run: async () => {
          const pipeline = await findVendorPipeline(ctx);
          data.pipeline = pipeline;
          await csv('pipeline', [['conversation', 'listing', 'stage', 'wedding_date', 'guests', 'enquired_at'], ...pipeline.leads.map((lead) => [String(lead.conversationId), lead.serviceName, lead.stage, text(lead.weddingDate), text(lead.guests), iso(lead.createdAt)])]);
        },
      },
      {
        kind: 'reviewsReceived',
        run: async () => {
          const received = [];
          for (let page = 1, pages = 1; page <= pages; page++) {
            const answer = await listVendorReviews(ctx, { page });
            pages = answer.pages;
            received.push(...answer.reviews);
          }
          data.reviewsReceived = received;
          await csv('reviews-received', [
            ['listing', 'author', 'hearts', 'title', 'review', 'written_at', 'your_reply'],
            ...received.map((review) => [review.listing.name, review.author, text(review.rating), text(review.title), text(review.body), iso(review.createdAt), text(review.reply?.body)]),
          ]);
        },
      },
      {
        kind: 'invoices',
        run: async () => {
          const invoices = await listInvoices(ctx, { first: 200 });
          data.invoices = invoices;
          for (const invoice of invoices) {
            const pdf = await renderInvoicePdf(ctx, { id: invoice.id });
            await archive.addFile(`files/invoices/${segment(pdf.fileName)}`, new Uint8Array(pdf.bytes));
          }
        },
      },
    );
  }

  for (const [index, step] of steps.entries()) {
    await step.run();
    await progress(Math.floor(((index + 1) / steps.length) * 90));
  }
  await archive.addText('data.json', JSON.stringify(data, null, 2));
}
