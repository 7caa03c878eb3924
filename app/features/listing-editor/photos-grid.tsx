import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import type { ListingPhoto } from './photos-data';
import { PhotosCard } from './photos-card';
import classes from './photos.module.css';

/**
 * The listing's photos in order, the first on cards: drag to reorder (or pick one up with Space
 * and move it with the arrow keys), or the Move buttons, which are plain forms without JavaScript.
 */
export function PhotosGrid({ photos }: { photos: ListingPhoto[] }) {
  const reorder = useFetcher();
  // While a new order is being saved, it is shown.
  const pending = reorder.formData?.getAll('media_ids').map(Number);
  const [dragged, setDragged] = useState<number[] | null>(null);
  const order = dragged ?? pending ?? photos.map((photo) => photo.id);
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const shown = order.map((id) => byId.get(id)).filter((photo) => photo !== undefined);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const save = (ids: number[]) => {
    const form = new FormData();
    form.set('intent', 'reorder');
    ids.forEach((id) => form.append('media_ids', String(id)));
    setDragged(null);
    void reorder.submit(form, { method: 'post' });
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = shown.map((photo) => photo.id);
    const moved = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setDragged(moved);
    save(moved);
  };

  if (shown.length === 0) return <p className={classes.hint}>No photos yet. A listing needs at least one to be published.</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: 'To move a photo, press Space, use the arrow keys, then press Space again to drop it or Escape to cancel.' },
      }}
    >
      <SortableContext items={shown.map((photo) => photo.id)} strategy={rectSortingStrategy}>
        <ol className={classes.grid} aria-label="Your photos, in the order couples see them">
          {shown.map((photo, index) => (
            <SortablePhoto key={photo.id} photo={photo} index={index} order={shown.map((entry) => entry.id)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortablePhoto({ photo, index, order }: { photo: ListingPhoto; index: number; order: number[] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={classes.gridItem} data-dragging={isDragging || undefined}>
      <PhotosCard photo={photo} index={index} order={order} handle={{ ref: setActivatorNodeRef, ...attributes, ...listeners }} />
    </li>
  );
}
