import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { reviewScores } from '../../db/schema/reviews';
import { seedReferenceData, seedServices } from '../../demo';
import { createCouple } from '../../tests/factories/users';
import { testContext } from '../../tests/setup/context';
import { createTestDatabase } from '../../tests/setup/database';
import type { Viewer } from '../kernel';
import { listServiceCards } from '../modules/catalog';
import { addWishlistService } from '../modules/engagement';
import { withHeartsAndScores } from './shown-cards';

/** The cards the pages and GraphQL answer: the viewer's hearts and the reviews' figures, in a bounded number of queries. */

let database: DatabaseHandle;
let imagesDir: string;
let venueIds: number[];
let couple: Viewer;
let counting = false;
const statements: string[] = [];

const as = (viewer: Viewer | null) => testContext(database.db, viewer);

async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  statements.length = 0;
  counting = true;
  try {
    return { result: await work(), queries: statements.length };
  } finally {
    counting = false;
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ logQueries: { logQuery: (query) => void (counting && statements.push(query)) } });
  imagesDir = mkdtempSync(join(tmpdir(), 'ever-after-shown-cards-'));
  await seedReferenceData(database.db);
  venueIds = (await seedServices(database.db, { count: 4, imagesDir, categories: ['venue'], regions: ['hunter-valley'] })).serviceIds;
  couple = await createCouple(database.db);
  // The listings' figures as the reviews module keeps them (its own tests write them through reviews):
  // twelve reviews summing 50 hearts, and two.
  await database.db.insert(reviewScores).values([
    { serviceId: venueIds[0], reviews: 12, ratingSum: 50, bayesian: 4.1 },
    { serviceId: venueIds[1], reviews: 2, ratingSum: 7, bayesian: 3.9 },
  ]);
  await addWishlistService(as(couple), { id: venueIds[1] });
});

afterAll(async () => {
  await database.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('withHeartsAndScores', () => {
  it('puts the reviews’ average (from 3 reviews) and count on every card, and the viewer’s hearts, in two queries', async () => {
    const cards = await listServiceCards(as(couple), { serviceIds: venueIds });
    const { result, queries } = await countQueries(() => withHeartsAndScores(as(couple), cards));
    // One for the couple's hearts, one for every card's figures.
    expect(queries).toBe(2);
    expect(result.map(({ id, inWishlist, reviewScore }) => ({ id, inWishlist, reviewScore }))).toEqual([
      { id: venueIds[0], inWishlist: false, reviewScore: { count: 12, average: 4.2 } },
      { id: venueIds[1], inWishlist: true, reviewScore: { count: 2, average: null } },
      { id: venueIds[2], inWishlist: false, reviewScore: { count: 0, average: null } },
      { id: venueIds[3], inWishlist: false, reviewScore: { count: 0, average: null } },
    ]);
    // Copies: the cards given (perhaps cached for everyone) are left as they were.
    expect(cards[0]).not.toHaveProperty('reviewScore');
  });

  it('reads only the figures for a visitor, and nothing without cards', async () => {
    const cards = await listServiceCards(as(null), { serviceIds: venueIds.slice(0, 2) });
    const visitor = await countQueries(() => withHeartsAndScores(as(null), cards));
    expect(visitor.queries).toBe(1);
    expect(visitor.result.map((card) => [card.inWishlist, card.reviewScore.count])).toEqual([
      [false, 12],
      [false, 2],
    ]);
    expect((await countQueries(() => withHeartsAndScores(as(couple), []))).queries).toBe(0);
  });
});
