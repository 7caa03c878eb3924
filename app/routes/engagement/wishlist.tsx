import { Title } from '@mantine/core';
import { IconArrowsLeftRight, IconHeart, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, useSubmit } from 'react-router';
import { appContext } from '../../../server/http/router-context';
import { addWishlistService } from '../../../server/modules/engagement/add-wishlist-service';
import { maxComparedServices } from '../../../server/modules/engagement/compare-limit';
import { listWishlist } from '../../../server/modules/engagement/list-wishlist';
import { removeWishlistService } from '../../../server/modules/engagement/remove-wishlist-service';
import { readEnquiryForm, sendEnquiry } from '../../../server/modules/messaging/send-enquiry';
import { saveWishlistNote } from '../../../server/modules/engagement/save-wishlist-note';
import { voteService } from '../../../server/modules/engagement/vote-service';
import { EnquiryDialog } from '~/features/wishlist/enquiry-dialog';
import { WishlistCard } from '~/features/wishlist/wishlist-card';
import { readWishlistFilters } from '~/features/wishlist/wishlist-filters';
import { formFailure } from '~/lib/form-errors.server';
import { requireViewer } from '~/lib/require-viewer.server';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/wishlist';
import classes from './wishlist.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Wishlist') },
  { name: 'robots', content: 'noindex' },
];

/** Spec §2: signed-out visitors go to /login, which brings them back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const viewer = requireViewer(app, request);
  const filters = readWishlistFilters(new URL(request.url).searchParams);
  return { filters, entries: await listWishlist(app.db, viewer, { userId: viewer.id, ...filters }), weddingDate: viewer.weddingDate };
}

/**
 * Every change to the wishlist, from any page: the hearts on cards and service pages, ratings and
 * comments (their fetchers post here; without JavaScript the form lands on this page). The use
 * cases check the rest: sign-in, ownership, the input.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, viewer } = context.get(appContext);
  const form = await request.formData();
  const service = Number(form.get('service'));
  try {
    switch (form.get('intent')) {
      case 'add':
        return { engagement: await addWishlistService(db, viewer, { id: service }) };
      case 'remove':
        return { engagement: await removeWishlistService(db, viewer, { id: service }) };
      case 'vote':
        return { engagement: await voteService(db, viewer, { id: service, vote: Number(form.get('vote')) }) };
      case 'enquire':
        return { enquiry: await sendEnquiry(context.get(appContext), viewer, readEnquiryForm(form)) };
      case 'note': {
        const text = form.get('text');
        return { note: await saveWishlistNote(db, viewer, { wishlist: Number(form.get('wishlist')), service, text: typeof text === 'string' ? text : '' }) };
      }
      default:
        return data({ errors: { form: 'That is not something the wishlist can do.' } }, { status: 400 });
    }
  } catch (error) {
    return formFailure(error);
  }
}

const ratingChoices = [
  { value: 0, label: 'Any rating' },
  { value: 1, label: '1 heart or more' },
  { value: 2, label: '2 hearts or more' },
  { value: 3, label: '3 hearts or more' },
  { value: 4, label: '4 hearts or more' },
  { value: 5, label: '5 hearts' },
];

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { entries, filters, weddingDate } = loaderData;
  const categories = useRootData()?.categories ?? [];
  const submit = useSubmit();
  const filtered = filters.rating > 0 || filters.categoryId > 0;

  const [selected, setSelected] = useState<number[]>([]);
  // A card that left the list (removed, or filtered away) is no longer selected.
  const chosen = selected.filter((id) => entries.some((entry) => entry.id === id));
  const [compareMessage, setCompareMessage] = useState<string | null>(null);
  // Each opening mounts a fresh form (the last enquiry's answer is not shown again).
  const [enquiry, setEnquiry] = useState({ opened: false, openings: 0 });

  // A removed card takes the focus with it: the list's heading gets it instead of the page's top.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shownIds = useRef(entries.map((entry) => entry.id));
  useEffect(() => {
    const removed = shownIds.current.some((id) => !entries.some((entry) => entry.id === id));
    shownIds.current = entries.map((entry) => entry.id);
    if (removed && (!document.activeElement || document.activeElement === document.body)) listHeading.current?.focus();
  }, [entries]);

  return (
    <div className={`content-width ${classes.page}`}>
      <header className={classes.header}>
        <Title order={1}>Wishlist</Title>
        <p className={classes.lead}>Your shortlist of venues and vendors: rate them, keep private comments, and compare your favourites side by side.</p>
      </header>

      <div className={classes.toolbar}>
        <Form method="get" className={classes.filters} aria-label="Filter your wishlist" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}>
          <div className={classes.filter}>
            <label htmlFor="wishlist-rating">Rating</label>
            <select id="wishlist-rating" name="rating" defaultValue={filters.rating} key={`rating-${filters.rating}`} className={classes.select}>
              {ratingChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          <div className={classes.filter}>
            <label htmlFor="wishlist-category">Category</label>
            <select id="wishlist-category" name="category" defaultValue={filters.categoryId} key={`category-${filters.categoryId}`} className={classes.select}>
              <option value={0}>View All</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.title}
                </option>
              ))}
            </select>
          </div>
          {/* With JavaScript a choice applies at once; without it, this button applies them (and
              nothing moves when the page's code arrives). */}
          <noscript>
            <button type="submit" className={classes.secondaryButton}>
              Apply
            </button>
          </noscript>
        </Form>

        <form
          id="compare-form"
          method="get"
          action="/wishlist/compare"
          className={classes.selection}
          onSubmit={(event) => {
            if (chosen.length >= 2 && chosen.length <= maxComparedServices) return;
            event.preventDefault();
            setCompareMessage(`Select between 2 and ${maxComparedServices} services to compare.`);
          }}
        >
          <span className={classes.selectedCount} aria-live="polite">
            {chosen.length === 0 ? 'Select services to compare them or send an enquiry.' : `${chosen.length} selected`}
          </span>
          <button type="submit" className={classes.primaryButton}>
            <IconArrowsLeftRight size={18} aria-hidden="true" />
            Compare
          </button>
          <button
            type="button"
            className={classes.secondaryButton}
            onClick={() => {
              if (chosen.length > 0) setEnquiry((current) => ({ opened: true, openings: current.openings + 1 }));
              else setCompareMessage('Select the services whose vendors should get your enquiry.');
            }}
          >
            <IconSend size={18} aria-hidden="true" />
            Send enquiry to selected
          </button>
          {compareMessage && (
            <p role="alert" className={classes.compareMessage}>
              {compareMessage}
            </p>
          )}
        </form>
      </div>

      <EnquiryDialog
        key={enquiry.openings}
        opened={enquiry.opened}
        onClose={() => setEnquiry((current) => ({ ...current, opened: false }))}
        services={entries.filter((entry) => chosen.includes(entry.id)).map(({ id, name }) => ({ id, name }))}
        weddingDate={weddingDate}
      />

      <h2 ref={listHeading} tabIndex={-1} className={classes.count}>
        {entries.length === 0 ? 'No services' : `${entries.length} ${entries.length === 1 ? 'service' : 'services'}`}
        {filtered ? ' match these filters' : ' in your wishlist'}
      </h2>

      {entries.length === 0 ? (
        <div className={classes.empty}>
          <IconHeart size={36} stroke={1.4} aria-hidden="true" className={classes.emptyHeart} />
          {filtered ? (
            <p>
              Nothing here with these filters. <Link to="/wishlist">Show your whole wishlist</Link>
            </p>
          ) : (
            <p>
              Tap the heart on any venue or vendor to keep it here. <Link to="/search">Find wedding venues</Link>
            </p>
          )}
        </div>
      ) : (
        <ul className={classes.grid}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <WishlistCard
                entry={entry}
                selected={chosen.includes(entry.id)}
                onSelectedChange={(checked) => {
                  setCompareMessage(null);
                  setSelected((current) => (checked ? [...current, entry.id] : current.filter((id) => id !== entry.id)));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
