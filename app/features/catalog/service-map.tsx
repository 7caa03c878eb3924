import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '~/lib/use-near-viewport';
import classes from './service-map.module.css';

export type ServiceMapProps = {
  lat: number;
  lng: number;
  /** What is on the map: the region is announced as "Map of {label}", and the placeholder shows it. */
  label: string;
  /** Leaflet tile URL template and its attribution (HTML), from the root loader's `map`. */
  tileUrl: string;
  attribution: string;
};

const ZOOM = 11;
// Leaflet's code loads when the map comes this close to the viewport (it sits at the page's foot).
const LOAD_MARGIN = '200px';

// A map pin in the accent's text shade (rose 8) with a white ring, 32 × 40, its tip at the bottom.
const PIN_WIDTH = 32;
const PIN_HEIGHT = 40;
const PIN_PATH = 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 39 16 39s15-12 15-23.2C31 7.6 24.3 1 16 1z';
const pinSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 32 40" aria-hidden="true" focusable="false">` +
  `<path d="${PIN_PATH}" fill="#85565f" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;

/**
 * The service's location on a Leaflet map, zoom 11, one pin. The server renders a placeholder (a
 * quiet grid with the pin and the label) of the map's final size; in the browser, Leaflet and its
 * CSS load from their own chunk only when the box scrolls near the viewport, so the page's
 * initial JavaScript carries no Leaflet. The scroll wheel does not zoom (scrolling the page over
 * the map must keep scrolling the page); the map takes keyboard focus, arrows pan, +/- zoom.
 */
export default function ServiceMap({ lat, lng, label, tileUrl, attribution }: ServiceMapProps) {
  const mapRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mapRef, LOAD_MARGIN);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const element = mapRef.current;
    if (!element || !near) return;
    let cancelled = false;
    let map: import('leaflet').Map | undefined;

    const load = async () => {
      const [L] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
      if (cancelled) return;
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      map = L.map(element, {
        center: [lat, lng],
        zoom: ZOOM,
        scrollWheelZoom: false,
        zoomAnimation: !reducedMotion,
        fadeAnimation: !reducedMotion,
        markerZoomAnimation: !reducedMotion,
      });
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
      // Decorative: the region's label names the place, and the pin does nothing when clicked.
      L.marker([lat, lng], {
        icon: L.divIcon({
          html: pinSvg,
          className: classes.pin,
          iconSize: [PIN_WIDTH, PIN_HEIGHT],
          iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT - 1],
        }),
        keyboard: false,
        interactive: false,
      }).addTo(map);
      setReady(true);
    };
    load().catch((error: unknown) => {
      // The placeholder stays: the page works without the map.
      if (!cancelled) console.warn('The map could not load', error);
    });

    return () => {
      cancelled = true;
      map?.remove();
      setReady(false);
    };
  }, [near, lat, lng, tileUrl, attribution]);

  return (
    <div className={classes.region} role="region" aria-label={`Map of ${label}`}>
      <div className={classes.placeholder} hidden={ready}>
        <svg width={PIN_WIDTH} height={PIN_HEIGHT} viewBox="0 0 32 40" aria-hidden="true" focusable="false">
          <path d={PIN_PATH} fill="#85565f" stroke="#fff" strokeWidth="2" />
          <circle cx="16" cy="15.5" r="5.5" fill="#fff" />
        </svg>
        <span>{label}</span>
      </div>
      <div ref={mapRef} className={classes.map} />
    </div>
  );
}
