import { useEffect, useRef, useState } from 'react';
import { useNearViewport } from '~/lib/use-near-viewport';
import { PIN_HEIGHT, PIN_PATH, PIN_WIDTH, pinIconOptions } from './map-pin';
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
        icon: L.divIcon(pinIconOptions()),
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
    <div className={`${classes.region} map-backdrop`} role="region" aria-label={`Map of ${label}`}>
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
