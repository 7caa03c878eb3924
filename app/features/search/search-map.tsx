import { useEffect, useRef, useState } from 'react';
import type { SearchMarker, MapBounds } from '../../../server/modules/search';
import { pinIconOptions } from '~/features/catalog';
import { useRootData } from '~/lib/root-data';
import { MapServiceCard, type MapCard } from './map-service-card';
import classes from './search-map.module.css';

export type SearchMapProps = {
  /** Query string of /search/markers for this search (same parameters as the page). */
  markersQuery: string;
  /** The place searched around: the map centres there at zoom 13 (spec §9). */
  center: { lat: number; lng: number } | null;
  /** The map area the results are limited to ('Search as I move the map'), if any. */
  bounds: MapBounds | null;
  /** Called with the map's area when 'Search as I move the map' is on, null when it is turned off. */
  onMove: (bounds: MapBounds | null) => void;
};

type Leaflet = typeof import('leaflet');

/** Spec §9: the search map opens at zoom 13 around the place. */
const ZOOM = 13;

/**
 * The search map (spec §2): up to 500 markers, clustered; a marker opens the service's card. Its
 * code (Leaflet, the cluster plugin, their CSS) is a chunk of its own, loaded only when the map is
 * shown. With 'Search as I move the map' on, each pan or zoom searches the visible area again.
 */
export default function SearchMap({ markersQuery, center, bounds, onMove }: SearchMapProps) {
  const root = useRootData();
  const element = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ L: Leaflet; map: import('leaflet').Map; layer: import('leaflet').MarkerClusterGroup } | null>(null);
  const [ready, setReady] = useState(false);
  const [markers, setMarkers] = useState<SearchMarker[] | null>(null);
  const [selected, setSelected] = useState<(MapCard) | null>(null);
  const [followMap, setFollowMap] = useState(bounds !== null);
  const moveHandler = useRef<() => void>(() => {});
  // The area this map last searched itself, so the answer does not move the map again.
  const ownBounds = useRef<string | null>(bounds && JSON.stringify(bounds));
  // Read when new markers arrive; the parent makes new objects on every render.
  const view = useRef({ center, bounds });
  const framed = useRef(false);
  useEffect(() => {
    view.current = { center, bounds };
  });

  useEffect(() => {
    const box = element.current;
    if (!box || !root) return;
    let cancelled = false;
    const load = async () => {
      const [L] = await Promise.all([import('leaflet').then((module) => module.default), import('leaflet/dist/leaflet.css')]);
      // The cluster plugin is a UMD script that extends the global L.
      (window as unknown as { L: Leaflet }).L = L;
      await Promise.all([import('leaflet.markercluster'), import('leaflet.markercluster/dist/MarkerCluster.css')]);
      if (cancelled) return;
      const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const map = L.map(box, { center: center ? [center.lat, center.lng] : [-33.8, 151], zoom: center ? ZOOM : 5, zoomAnimation: !reducedMotion, fadeAnimation: !reducedMotion });
      L.tileLayer(root.map.tileUrl, { attribution: root.map.attribution, maxZoom: 19 }).addTo(map);
      const layer = L.markerClusterGroup({
        showCoverageOnHover: false,
        maxClusterRadius: 50,
        // A disc in the palette with the count; the plugin's own green/yellow/orange are not ours.
        iconCreateFunction: (cluster) => {
          const count = cluster.getChildCount();
          const size = count < 10 ? 36 : count < 100 ? 42 : 50;
          return L.divIcon({ html: `<span>${count}</span>`, className: classes.cluster, iconSize: [size, size] });
        },
      });
      map.addLayer(layer);
      map.on('moveend', () => moveHandler.current());
      leaflet.current = { L, map, layer };
      setReady(true);
    };
    load().catch((error: unknown) => {
      if (!cancelled) console.warn('The map could not load', error);
    });
    return () => {
      cancelled = true;
      leaflet.current?.map.remove();
      leaflet.current = null;
    };
    // The map is made once; later props move it (below) rather than rebuild it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/search/markers?${markersQuery}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { markers: [] }))
      .then((body: { markers: SearchMarker[] }) => setMarkers(body.markers))
      .catch(() => {});
    return () => controller.abort();
  }, [markersQuery]);

  useEffect(() => {
    const current = leaflet.current;
    if (!ready || !current || !markers) return;
    const { L, map, layer } = current;
    layer.clearLayers();
    const pins = markers.map((marker) => {
      const pin = L.marker([marker.lat, marker.lng], { icon: L.divIcon(pinIconOptions()), title: marker.name, alt: marker.name, keyboard: true });
      pin.on('click', () => {
        fetch(`/search/card/${marker.id}`)
          .then((response) => (response.ok ? response.json() : null))
          .then((body: { card: MapCard } | null) => setSelected(body?.card ?? null))
          .catch(() => setSelected(null));
      });
      return pin;
    });
    layer.addLayers(pins);
    // Results the map asked for itself stay where the couple moved it. Otherwise the map shows the
    // searched area, else the place at zoom 13, else all the pins.
    const { center: place, bounds: area } = view.current;
    if (area !== null && JSON.stringify(area) === ownBounds.current && framed.current) return;
    framed.current = true;
    if (area) map.fitBounds([[area.south, area.west], [area.north, area.east]]);
    else if (place) map.setView([place.lat, place.lng], ZOOM);
    else if (pins.length > 0) map.fitBounds(layer.getBounds(), { padding: [32, 32], maxZoom: ZOOM });
  }, [ready, markers]);

  useEffect(() => {
    moveHandler.current = () => {
      const map = leaflet.current?.map;
      if (!followMap || !map) return;
      const area = map.getBounds();
      // Rounded as the URL keeps them (about 1 m), so the answer is recognised as this map's own.
      const round = (degrees: number) => Number(degrees.toFixed(5));
      // Zoomed far out, Leaflet's area can run past the date line; the search takes the world's edges.
      const next: MapBounds = {
        south: round(Math.max(area.getSouth(), -90)),
        west: round(Math.max(area.getWest(), -180)),
        north: round(Math.min(area.getNorth(), 90)),
        east: round(Math.min(area.getEast(), 180)),
      };
      ownBounds.current = JSON.stringify(next);
      onMove(next);
    };
  }, [followMap, onMove]);

  return (
    <div className={classes.wrapper}>
      <label className={classes.follow}>
        <input
          type="checkbox"
          checked={followMap}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            setFollowMap(on);
            if (!on) {
              ownBounds.current = null;
              onMove(null);
            }
          }}
        />
        Search as I move the map
      </label>
      <div className={`${classes.region} map-backdrop`} role="region" aria-label="Map of the results">
        <div ref={element} className={classes.map} />
        {!ready && <p className={classes.placeholder}>Loading the map…</p>}
        {markers && markers.length === 0 && ready && <p className={classes.none}>No results to show on the map.</p>}
        {selected && <MapServiceCard key={selected.id} card={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  );
}
