import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '~/components/responsive-image';
import classes from './service-gallery.module.css';

type GalleryImage = { url: string; alt: string };

const fallbackImage: GalleryImage = { url: '/images/default.jpg', alt: '' };

/** Two pictures show side by side from 768 px; one below. */
const picturesInFirstView = 2;

/**
 * The service's pictures: two side by side from 768 px, one below, swiped or scrolled natively with
 * snap points (works before JavaScript); the arrows move one picture. Only the first picture, the
 * page's largest above the fold, loads with priority.
 */
export function ServiceGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const pictures = images.length > 0 ? images : [fallbackImage];
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // Pictures beyond the first view wait until the gallery moves: on a phone they would otherwise
  // compete with the first picture for the connection (the browser's lazy loading fetches pictures
  // of a sideways scroller early).
  const [moved, setMoved] = useState(false);

  const updateCurrent = useCallback(() => {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null;
    if (!element || !first) return;
    setCurrent(Math.round(element.scrollLeft / (first.offsetWidth || 1)));
    if (element.scrollLeft > 0) setMoved(true);
  }, []);

  useEffect(updateCurrent, [updateCurrent]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const first = element?.firstElementChild as HTMLElement | null;
    if (!element || !first) return;
    setMoved(true);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * first.offsetWidth, behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <section className={classes.gallery} aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      {/* Focusable so keyboard users can scroll the photos with the arrow keys. */}
      <ul ref={track} className={classes.track} onScroll={updateCurrent} tabIndex={0}>
        {pictures.map((image, index) => (
          <li key={`${image.url}-${index}`} className={classes.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${pictures.length}`}>
            {index < picturesInFirstView || moved ? (
              <ResponsiveImage
                src={image.url}
                alt={image.alt}
                width={700}
                height={467}
                sizes="(min-width: 1120px) 560px, (min-width: 768px) 50vw, 100vw"
                priority={index === 0}
                className={classes.image}
              />
            ) : (
              <span role="img" aria-label={image.alt} className={classes.image} />
            )}
          </li>
        ))}
      </ul>
      {pictures.length > 1 && (
        <>
          <button
            type="button"
            className={`${classes.control} ${classes.previous}`}
            onClick={() => move(-1)}
            disabled={current === 0}
            aria-label="Previous photo"
          >
            <IconChevronLeft size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className={`${classes.control} ${classes.next}`}
            onClick={() => move(1)}
            disabled={current >= pictures.length - 1}
            aria-label="Next photo"
          >
            <IconChevronRight size={22} aria-hidden="true" />
          </button>
          <p className={classes.counter} aria-live="polite">
            {Math.min(current + 1, pictures.length)} / {pictures.length}
          </p>
        </>
      )}
    </section>
  );
}
