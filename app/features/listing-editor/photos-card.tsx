import { Button } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { useFetcher } from 'react-router';
import { listingLimits } from '../../../shared/catalog/listing-fields';
import type { FormFailure } from '~/lib/form-errors.server';
import { useReportUnsaved } from './leave-warning';
import type { ListingPhoto } from './photos-data';
import classes from './photos.module.css';

type PhotosCardProps = {
  photo: ListingPhoto;
  index: number;
  /** The ids of all photos in their order, for the Move forms. */
  order: number[];
  /** The drag handle's ref and dnd-kit's attributes and listeners. */
  handle: HTMLAttributes<HTMLButtonElement> & { ref: Ref<HTMLButtonElement> };
};

/** The order with the photo at `from` moved to `to`. */
const moved = (order: number[], from: number, to: number) => {
  const next = [...order];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

/** One photo: its place, a drag handle, Move earlier and later, its description and Delete. */
export function PhotosCard({ photo, index, order, handle }: PhotosCardProps) {
  const alt = useFetcher<FormFailure | { ok: string }>();
  const remove = useFetcher();
  const move = useFetcher();
  const label = `Photo ${index + 1}`;
  const altError = alt.data && 'errors' in alt.data ? Object.values(alt.data.errors).join(' ') : null;
  const altId = `photo-${photo.id}-alt`;
  // The description as typed, until the saved one (after revalidation) matches it.
  const [typed, setTyped] = useState<string | null>(null);
  useReportUnsaved(`alt-${photo.id}`, typed !== null && typed !== (photo.alt ?? ''));
  return (
    <article className={classes.card} aria-label={label} data-removing={remove.state !== 'idle' || undefined}>
      <div className={classes.cardPicture}>
        <img src={`${photo.url}?w=400`} alt={photo.alt ?? ''} width={400} height={267} loading="lazy" />
        <span className={classes.position}>{index === 0 ? '1 · Cover' : index + 1}</span>
        <button type="button" className={classes.handle} aria-label={`Drag ${label} to reorder`} {...handle}>
          <IconGripVertical size={18} aria-hidden="true" />
        </button>
      </div>
      <alt.Form method="post" className={classes.altForm}>
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="media_id" value={photo.id} />
        <label htmlFor={altId} className={classes.altLabel}>
          Description (alt text)
        </label>
        <div className={classes.altRow}>
          <input id={altId} name="alt" defaultValue={photo.alt ?? ''} onChange={(event) => setTyped(event.currentTarget.value)} maxLength={listingLimits.photoAlt} className={classes.altInput} aria-invalid={altError ? true : undefined} />
          <Button type="submit" size="xs" variant="default" loading={alt.state !== 'idle'} aria-label={`Save the description of ${label}`}>
            Save
          </Button>
        </div>
        <p role="status" className={altError ? classes.refused : classes.saved}>
          {altError ?? (alt.state === 'idle' && alt.data && 'ok' in alt.data ? 'Saved' : '')}
        </p>
      </alt.Form>
      <div className={classes.cardActions}>
        {[
          { to: index - 1, text: 'Move earlier', icon: IconArrowLeft },
          { to: index + 1, text: 'Move later', icon: IconArrowRight },
        ].map(({ to, text, icon: Icon }) => (
          <move.Form method="post" key={text}>
            <input type="hidden" name="intent" value="reorder" />
            {to >= 0 && to < order.length && moved(order, index, to).map((id) => <input key={id} type="hidden" name="media_ids" value={id} />)}
            <Button type="submit" size="xs" variant="subtle" disabled={to < 0 || to >= order.length} aria-label={`${text}: ${label}`}>
              <Icon size={16} aria-hidden="true" />
            </Button>
          </move.Form>
        ))}
        <remove.Form method="post" className={classes.deleteForm}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="media_id" value={photo.id} />
          <Button type="submit" size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden="true" />} aria-label={`Delete ${label}`}>
            Delete
          </Button>
        </remove.Form>
      </div>
    </article>
  );
}
