/** Great-circle distance in kilometres between two points (haversine on a 6,371 km sphere). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const radians = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * radians) / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(((lng2 - lng1) * radians) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}
