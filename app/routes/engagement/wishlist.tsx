import { Title } from '@mantine/core';
import { IconArrowsLeftRight, IconHeart, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetchers, useSubmit } from 'react-router';
import { maxComparedServices } from '../../../shared/engagement/limits';
import { EnquiryDialog } from '~/features/wishlist/enquiry-dialog';
import { WishlistCard } from '~/features/wishlist/wishlist-card';
import { wishlistCountHeading } from '~/features/wishlist/wishlist-filters';
import { titleWithProduct, useRootData } from '~/lib/root-data';
import type { Route } from './+types/wishlist';
import { changeWishlist, loadWishlist } from './wishlist.server';
import classes from './wishlist.module.css';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: titleWithProduct(matches, 'Wishlist') },
  { name: 'robots', content: 'noindex' },
];

export const loader = (args: Route.LoaderArgs) => loadWishlist(args);

export const action = (args: Route.ActionArgs) => changeWishlist(args);

const ratingChoices = [
  { value: 0, label: 'Any rating' },
  { value: 1, label: '1 heart or more' },
  { value: 2, label: '2 hearts or more' },
  { value: 3, label: '3 hearts or more' },
  { value: 4, label: '4 hearts or more' },
  { value: 5, label: '5 hearts' },
];

const sortChoices = [
  { value: 'newest', label: 'Newest first' },
  { value: 'rating', label: 'Your rating, highest first' },
];

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { entries, filters, weddingDate } = loaderData;
  const categories = useRootData()?.categories ?? [];
  const submit = useSubmit();
  const filtered = filters.rating > 0 || filters.categoryId > 0;

  // A card whose heart takes it out is hidden at once, until the list is read again without it; a
  // refusal shows it again with the heart's message. It stays mounted meanwhile: its fetcher (and
  // so the refusal) lives with it.
  const leaving = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.formData?.get('intent') === 'remove')
      .map((fetcher) => Number(fetcher.formData?.get('id'))),
  );
  const shown = entries.filter((entry) => !leaving.has(entry.id));

  const [selected, setSelected] = useState<number[]>([]);
  // A card that left the list (removed, or filtered away) is no longer selected.
  const chosen = selected.filter((id) => shown.some((entry) => entry.id === id));
  const [compareMessage, setCompareMessage] = useState<string | null>(null);
  // Each opening mounts a fresh form (the last enquiry's answer is not shown again).
  const [enquiry, setEnquiry] = useState({ opened: false, openings: 0 });

  // A removed card takes the focus with it: the list's heading gets it instead of the page's top.
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shownKey = shown.map((entry) => entry.id).join(',');
  const shownIds = useRef(shownKey);
  useEffect(() => {
    const removed = shownIds.current.split(',').some((id) => id !== '' && !shownKey.split(',').includes(id));
    shownIds.current = shownKey;
    const focused = document.activeElement;
    if (removed && (!focused || focused === document.body || focused.closest('[hidden]'))) listHeading.current?.focus();
  }, [shownKey]);

  return (
    <div className={`content-width ${classes.page}`}>
      <header className={classes.header}>
        <Title order={1}>Wishlist</Title>
        <p className={classes.lead}>Your shortlist of venues and vendors: rate them, keep private comments, and compare your favourites side by side.</p>
      </header>

      <div className={classes.toolbar}>
        <Form method="get" className={classes.filters} aria-label="Filter and sort your wishlist" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}>
          <div className={classes.filter}>
            {/* The couple's own hearts (spec §4): the public score on each card is the reviews'. */}
            <label htmlFor="wishlist-rating">Your rating</label>
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
          <div className={`${classes.filter} ${classes.sortFilter}`}>
            {/* The couple's own hearts again, to order the list by them (ties: newest first). */}
            <label htmlFor="wishlist-sort">Sort</label>
            <select id="wishlist-sort" name="sort" defaultValue={filters.sort} key={`sort-${filters.sort}`} className={classes.select}>
              {sortChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
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
        services={shown.filter((entry) => chosen.includes(entry.id)).map(({ id, name }) => ({ id, name }))}
        weddingDate={weddingDate}
      />

      <h2 ref={listHeading} tabIndex={-1} className={classes.count}>
        {wishlistCountHeading(shown.length, filtered)}
      </h2>

      {shown.length === 0 && (
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
      )}
      {entries.length > 0 && (
        <ul className={classes.grid} hidden={shown.length === 0}>
          {entries.map((entry) => (
            <li key={entry.id} hidden={leaving.has(entry.id)}>
              <WishlistCard
                entry={entry}
                // Only a rating filter can drop a card after a vote, and only the rating sort can move
                // one: then the list is read again.
                revalidateOnVote={filters.rating > 0 || filters.sort === 'rating'}
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
