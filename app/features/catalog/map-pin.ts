// A map pin in the accent's text shade (rose 8) with a white ring, 32 × 40, its tip at the bottom.
export const PIN_WIDTH = 32;
export const PIN_HEIGHT = 40;
export const PIN_PATH = 'M16 1C7.7 1 1 7.6 1 15.8 1 27 16 39 16 39s15-12 15-23.2C31 7.6 24.3 1 16 1z';
export const pinSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 32 40" aria-hidden="true" focusable="false">` +
  `<path d="${PIN_PATH}" fill="#85565f" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;

/** Leaflet divIcon options for the pin; the global .map-pin class drops Leaflet's white box. */
export function pinIconOptions() {
  return { html: pinSvg, className: 'map-pin', iconSize: [PIN_WIDTH, PIN_HEIGHT] as [number, number], iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT - 1] as [number, number] };
}
