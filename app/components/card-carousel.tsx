import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './card-carousel.module.css';

type Slide = { key: string | number; content: ReactNode };

/**
 * A row of cards. Native scrolling with snap points does the swiping and keyboard scrolling, so it
 * works before the JavaScript arrives; the arrow buttons move one page in `slideMs`. `columns`:
 * 'services' shows 4, 3, 2, then one card and a peek of the next (spec §9's featured and nearby
 * carousels); 'posts' shows 4, 3, then 2 (the related-posts carousel).
 */
export function CardCarousel({ slides, label, slideMs, columns }: { slides: Slide[]; label: string; slideMs: number; columns: 'services' | 'posts' }) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: slides.length <= 1 });

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
  }, [updateEdges, slides]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const target = Math.max(0, Math.min(element.scrollWidth - element.clientWidth, element.scrollLeft + direction * element.clientWidth));
    animateScroll(element, target, slideMs);
  };

  return (
    <section className={classes.carousel} aria-roledescription="carousel" aria-label={label}>
      <ul ref={track} className={classes.track} data-columns={columns} onScroll={updateEdges}>
        {slides.map((slide, index) => (
          <li key={slide.key} className={classes.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide.content}
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

function animateScroll(element: HTMLElement, target: number, durationMs: number) {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    element.scrollLeft = target;
    return;
  }
  const start = element.scrollLeft;
  const began = performance.now();
  // Snapping would fight the animation frame by frame; it is restored at the end.
  element.style.scrollSnapType = 'none';
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    element.scrollLeft = start + (target - start) * eased;
    if (progress < 1) requestAnimationFrame(step);
    else element.style.scrollSnapType = '';
  };
  requestAnimationFrame(step);
}
