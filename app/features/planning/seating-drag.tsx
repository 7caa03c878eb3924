import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDndContext,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { memo, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { SuccessStatus } from '~/components/form/success-status';
import { queryGraphQL } from '~/lib/graphql-client';
import { boardOf, fullName, type Seating, type SeatingGuest } from './seating';
import { GuestLabel, GuestRow, handleIdOf, sameRowProps, SeatingBoard, type GuestRowProps, type TablesAnswer, type ZoneProps } from './seating-board';
import classes from './planning.module.css';
import own from './seating.module.css';

/**
 * The tables page's drag and drop (loaded after the page, see tables-page.tsx): a guest's handle
 * is dragged with the mouse or a finger, or picked up with Space, taken from table to table with
 * the arrow keys and put down with Space (Escape cancels); each step is announced. A drop seats
 * the guest at once and posts GraphQL's seatGuest; a refusal puts them back and says why.
 */

type GuestData = { guest: SeatingGuest };
type ZoneData = { label: string };

const guestOf = (data: unknown) => (data as GuestData | undefined)?.guest;
const zoneLabel = (data: unknown) => (data as ZoneData | undefined)?.label ?? 'the unseated guests';
/** A drop zone's table ('table-12'), or null for the unseated guests. */
const tableIdOf = (zoneId: string | number) => (String(zoneId).startsWith('table-') ? Number(String(zoneId).slice('table-'.length)) : null);
const zoneIdOf = (tableId: number | null) => (tableId === null ? 'unseated' : `table-${tableId}`);

const arrows = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * The arrow keys go from drop zone to drop zone (the nearest table, or the unseated list, in the
 * arrow's direction), not 25 pixels at a time: the guest lands just inside that zone's corner.
 */
export const nextZone: KeyboardCoordinateGetter = (event, { context: { active, collisionRect, droppableRects, droppableContainers, over } }) => {
  if (!arrows.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;
  const from = (over && droppableRects.get(over.id)) || collisionRect;
  let nearest: { left: number; top: number; distance: number } | null = null;
  for (const zone of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(zone.id);
    if (!rect || zone.id === over?.id) continue;
    const ahead =
      event.code === 'ArrowDown' ? rect.top > from.top : event.code === 'ArrowUp' ? rect.top < from.top : event.code === 'ArrowRight' ? rect.left > from.left : rect.left < from.left;
    if (!ahead) continue;
    const distance = Math.hypot(rect.left - from.left, rect.top - from.top);
    if (!nearest || distance < nearest.distance) nearest = { left: rect.left, top: rect.top, distance };
  }
  return nearest ? { x: nearest.left + 8, y: nearest.top + 8 } : undefined;
};

/** The mouse drops where the pointer is; the keyboard, where the guest was taken (see nextZone). */
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args));


const instructions = {
  draggable: 'To move a guest, press Space on their drag button, use the arrow keys to go from table to table, then press Space again to seat them there, or Escape to cancel.',
};

const DraggableRow = memo(function DraggableRow(props: GuestRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: `guest-${props.guest.id}`, data: { guest: props.guest } satisfies GuestData });
  const handle = useMemo(() => ({ ref: setActivatorNodeRef, ...attributes, ...listeners }), [setActivatorNodeRef, attributes, listeners]);
  return <GuestRow {...props} handle={handle} nodeRef={setNodeRef} dragging={isDragging} />;
}, sameRowProps);

function DropZone({ id, label, children }: ZoneProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { label } satisfies ZoneData });
  return (
    <div ref={setNodeRef} className={own.zone} data-over={isOver || undefined}>
      {children}
    </div>
  );
}

/** A guest's seat shown before the page's data has it; `answeredOn`: the data shown when the server seated them. */
type Move = { id: number; tableId: number | null; answeredOn: Seating | null };

/**
 * dnd-kit measures the drop zones when a drag starts and follows the window's scroll from there; the
 * unseated list is sticky (it does not scroll with the window), so its place is measured again when
 * the window scrolls during a drag (the arrow keys scroll to a table out of view).
 */
function MeasureStickyOnScroll() {
  const { active, measureDroppableContainers } = useDndContext();
  const dragging = active !== null;
  useEffect(() => {
    if (!dragging) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => measureDroppableContainers(['unseated']));
    };
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
    };
  }, [dragging, measureDroppableContainers]);
  return null;
}

const seatMutation = 'mutation SeatGuest($guest: ID!, $table: ID) { seatGuest(guest_id: $guest, table_id: $table) { tables { id } } }';

export type SeatingDragProps = { seating: Seating; answer: TablesAnswer | undefined; addTable: ReactNode };

export default function SeatingDrag({ seating, answer, addTable }: SeatingDragProps) {
  // Seats shown before the page's data has them, by guest: from the drop until the server answers,
  // then until the data read again arrives (React Router commits it in a transition, later).
  const [moves, setMoves] = useState<ReadonlyMap<number, Move>>(new Map());
  const shownData = useRef(seating);
  useEffect(() => {
    shownData.current = seating;
  }, [seating]);
  const lastMove = useRef(0);
  const [dragged, setDragged] = useState<SeatingGuest | null>(null);
  const [result, setResult] = useState<{ text: string; failed: boolean } | null>(null);
  const { revalidate } = useRevalidator();
  const board = useMemo(() => {
    const shown = [...moves].filter(([, move]) => move.answeredOn === null || move.answeredOn === seating);
    return boardOf(seating, new Map(shown.map(([guestId, move]) => [guestId, move.tableId])));
  }, [seating, moves]);
  // A moved guest's row is made again at its new place: its handle gets the focus back.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (id !== null && (document.activeElement === null || document.activeElement === document.body)) document.getElementById(handleIdOf(id))?.focus();
  }, [board]);
  // Where a guest is when picked up is not announced as a move: the pick-up is.
  const pickedUp = useRef(false);
  const announcements = useMemo<Announcements>(() => {
    const nameOf = (data: unknown) => fullName(guestOf(data)!);
    return {
      onDragStart: ({ active }) => {
        pickedUp.current = true;
        return `Picked up ${nameOf(active.data.current)}.`;
      },
      onDragOver: ({ active, over }) => {
        const justPicked = pickedUp.current;
        pickedUp.current = false;
        if (justPicked && over?.id === zoneIdOf(guestOf(active.data.current)!.tableId)) return undefined;
        return `${nameOf(active.data.current)} is over ${over ? zoneLabel(over.data.current) : 'no table'}.`;
      },
      onDragEnd: ({ active, over }) => (over ? `${nameOf(active.data.current)} dropped on ${zoneLabel(over.data.current)}.` : `${nameOf(active.data.current)} was not dropped on a table.`),
      onDragCancel: ({ active }) => `Cancelled: ${nameOf(active.data.current)} stays where they were.`,
    };
  }, []);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: nextZone }));

  const seat = async (guest: SeatingGuest, tableId: number | null) => {
    const name = fullName(guest);
    const table = seating.tables.find((entry) => entry.id === tableId);
    const move: Move = { id: ++lastMove.current, tableId, answeredOn: null };
    // Only this move's own entry changes: the guest may have been moved again meanwhile.
    const update = (change: (entries: Map<number, Move>) => void) =>
      setMoves((current) => {
        if (current.get(guest.id)?.id !== move.id) return current;
        const next = new Map(current);
        change(next);
        return next;
      });
    refocus.current = guest.id;
    setMoves((current) => new Map(current).set(guest.id, move));
    setResult(null);
    try {
      await queryGraphQL(seatMutation, { guest: String(guest.id), table: tableId === null ? null : String(tableId) });
      update((entries) => entries.set(guest.id, { ...move, answeredOn: shownData.current }));
      setResult({ text: table ? `${name} is seated at ${table.name}.` : `${name} is unseated.`, failed: false });
      void revalidate();
    } catch (error) {
      const why = error instanceof Error ? error.message : 'The server did not answer.';
      refocus.current = guest.id;
      update((entries) => entries.delete(guest.id));
      setResult({ text: `${name} could not be moved: ${why} They are back where they were.`, failed: true });
    }
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const guest = guestOf(active.data.current);
    if (!guest || !over || over.id === zoneIdOf(guest.tableId)) return;
    void seat(guest, tableIdOf(over.id));
  };

  return (
    <DndContext
      id="seating"
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={({ active }) => setDragged(guestOf(active.data.current) ?? null)}
      onDragEnd={dragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <SuccessStatus message={result && !result.failed ? result.text : null} />
      <div role="alert">{result?.failed && <p className={`${classes.notice} ${classes.over}`}>{result.text}</p>}</div>
      <MeasureStickyOnScroll />
      <SeatingBoard board={board} answer={answer} Row={DraggableRow} Zone={DropZone} addTable={addTable} />
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <div className={own.overlay}>
            <GuestLabel guest={dragged} showState={false} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}
