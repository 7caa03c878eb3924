import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServiceCardData } from '../../../server/modules/catalog/list-service-cards';
import { ServiceCard } from './service-card';
import classes from './service-carousel.module.css';

/** Spec §9: featured and nearby carousels move in 400 ms. */
const slideMs = 400;

/**
 * A row of service cards: 4 on large screens, 3, 2, then one and a peek of the next (spec §9).
 * Native scrolling with snap points does the swiping and keyboard scrolling, so it works before
 * the JavaScript arrives; the arrow buttons move one page in 400 ms.
 */
export function ServiceCarousel({ cards, label }: { cards: ServiceCardData[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: cards.length <= 1 });

  const updateEdges = useCallback(() => {
    const element = track.current;
    if (!element) return;
    setEdges({
      start: element.scrollLeft <= 1,
      end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    updateEdges();
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(updateEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [updateEdges, cards]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const target = Math.max(0, Math.min(element.scrollWidth - element.clientWidth, element.scrollLeft + direction * element.clientWidth));
    animateScroll(element, target);
  };

  return (
    <section className={classes.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={classes.track} onScroll={updateEdges}>
        {cards.map((card, index) => (
          <li key={card.id} className={classes.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${cards.length}`}>
            <ServiceCard card={card} />
          </li>
        ))}
      </ul>
      {!(edges.start && edges.end) && (
        <div className={classes.controls}>
          <button type="button" className={classes.control} onClick={() => move(-1)} disabled={edges.start} aria-label={`Previous ${label}`}>
            <IconChevronLeft size={20} aria-hidden="true" />
          </button>
          <button type="button" className={classes.control} onClick={() => move(1)} disabled={edges.end} aria-label={`Next ${label}`}>
            <IconChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      )}
    </section>
  );
}

function animateScroll(element: HTMLElement, target: number) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = target;
    return;
  }
  const start = element.scrollLeft;
  const began = performance.now();
  // Snapping would fight the animation frame by frame; it is restored at the end.
  element.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / slideMs);
    const eased = 1 - (1 - progress) ** 3;
    element.scrollLeft = start + (target - start) * eased;
    if (progress < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}
