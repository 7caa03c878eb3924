import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../../db/client';
import { categories } from '../../../../db/schema/catalog';
import { services } from '../../../../db/schema/services';
import { seedReferenceData } from '../../../../demo';
import type { HttpRequestContext } from '../../../../server/context';
import { appContext } from '../../../../server/http/router-context';
import { createSubscription } from '../../../../tests/factories/billing';
import { createService } from '../../../../tests/factories/services';
import { createVendor, type TestPerson } from '../../../../tests/factories/users';
import { testContext } from '../../../../tests/setup/context';
import { createTestDatabase } from '../../../../tests/setup/database';
import { saveDetailsStep } from './steps.server';

let database: DatabaseHandle;
let cakes: number;

/** The details step's action, as the editor's form posts it with `intent=stay`. */
async function postDetails(vendor: TestPerson, id: number, fields: Record<string, string>) {
  const request = new Request(`http://localhost/vendors/services/${id}/details`, { method: 'POST', body: new URLSearchParams({ intent: 'stay', ...fields }) });
  const context = new RouterContextProvider();
  const app = { ...testContext(database.db, vendor), request, responseHeaders: new Headers() } as unknown as HttpRequestContext;
  context.set(appContext, app);
  const answer: unknown = await saveDetailsStep({ request, params: { id: String(id) }, context });
  return { answer, headers: app.responseHeaders };
}
const rowOf = async (id: number) => (await database.db.select({ categoryId: services.categoryId, listingState: services.listingState }).from(services).where(eq(services.id, id)))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [{ id: cakes }] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'cakes'));
});
afterAll(() => database.close());

describe('the listing editor’s details form moving a published listing (issue 29)', () => {
  it('refuses a category the vendor does not pay for, on the category field', async () => {
    const vendor = await createVendor(database.db);
    await createSubscription(database.db, vendor, 'venue');
    const id = await createService(database.db, { owner: vendor, category: 'venue' });
    const before = await rowOf(id);

    const { answer } = await postDetails(vendor, id, { name: 'Moved Hall', category_id: String(cakes) });
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: { errors: { category_id: 'A published listing moves only to a category you subscribe to: choose a plan for Cakes, or unpublish the listing first' } },
    });
    expect(await rowOf(id)).toEqual(before);
  });

  it('moves it where the vendor pays, unpublishes it and shows why on the review step', async () => {
    const vendor = await createVendor(database.db);
    await Promise.all([createSubscription(database.db, vendor, 'venue'), createSubscription(database.db, vendor, 'cakes')]);
    const id = await createService(database.db, { owner: vendor, category: 'venue' });

    const { answer, headers } = await postDetails(vendor, id, { name: 'Moved Hall', category_id: String(cakes) });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe(`/vendors/services/${id}/review`);
    expect(headers.getSetCookie().join()).toContain('ea_flash=listing-moved-unpublished');
    expect(await rowOf(id)).toEqual({ categoryId: cakes, listingState: 'unpublished' });
  });
});
