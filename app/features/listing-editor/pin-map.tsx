import { useEffect, useRef, useState } from 'react';
import { pinIconOptions } from '~/features/catalog';
import { useRootData } from '~/lib/root-data';
import classes from './listing-editor.module.css';

type PinMapProps = {
  lat: number;
  lng: number;
  /** Kilometres drawn around the pin (categories that travel); null draws no circle. */
  radiusKm: number | null;
  /** The pin was dragged or the map clicked: the step's latitude and longitude fields follow. */
  onMove: (lat: number, lng: number) => void;
};

/**
 * The location step's map: the pin can be dragged (or the map clicked) to where the listing is,
 * with its travel radius drawn. JavaScript only: without it the latitude and longitude fields do.
 */
export function PinMap({ lat, lng, radiusKm, onMove }: PinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const root = useRootData();
  const parts = useRef<{ marker?: import('leaflet').Marker; circle?: import('leaflet').Circle; map?: import('leaflet').Map }>({});
  const moved = useRef(onMove);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    moved.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!element.current || !root) return;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([L]) => {
      if (cancelled || !element.current) return;
      const map = L.map(element.current, { center: [lat, lng], zoom: 9, scrollWheelZoom: false });
      L.tileLayer(root.map.tileUrl, { attribution: root.map.attribution, maxZoom: 19 }).addTo(map);
      const marker = L.marker([lat, lng], { draggable: true, icon: L.divIcon(pinIconOptions()), title: 'The listing’s location: drag to move' }).addTo(map);
      const place = (point: import('leaflet').LatLng) => {
        marker.setLatLng(point);
        parts.current.circle?.setLatLng(point);
        moved.current(Number(point.lat.toFixed(6)), Number(point.lng.toFixed(6)));
      };
      marker.on('dragend', () => place(marker.getLatLng()));
      map.on('click', (event) => place(event.latlng));
      parts.current = { map, marker };
      setReady(true);
    });
    return () => {
      cancelled = true;
      parts.current.map?.remove();
      parts.current = {};
      setReady(false);
    };
    // The map is made once; later positions move the pin (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);

  useEffect(() => {
    const { map, marker } = parts.current;
    if (!map || !marker) return;
    marker.setLatLng([lat, lng]);
    void import('leaflet').then((L) => {
      parts.current.circle?.remove();
      parts.current.circle = radiusKm ? L.circle([lat, lng], { radius: radiusKm * 1000, color: '#85565f', weight: 2, fillOpacity: 0.08 }).addTo(map) : undefined;
    });
  }, [ready, lat, lng, radiusKm]);

  return <div ref={element} className={classes.map} role="region" aria-label="Map: drag the pin or click where the listing is" />;
}
