import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCouple, type TestPerson } from '../../tests/factories/users';
import { createTestApi, signInOverGraphQL, type GraphQLErrorBody, type TestApi } from '../../tests/setup/api';
import { testContext } from '../../tests/setup/context';
import { createDiskStorage } from '../integrations/storage/disk-storage';
import { prepareDataExports } from '../modules/privacy';

/** Issue 35's "Download my data" over HTTP, as clients call it: each person sees their own exports only. */

let api: TestApi;
let couple: TestPerson;
let other: TestPerson;
const cookies: Record<string, string> = {};

const fields = 'id status progress requested_at ready_at expires_at expired size_bytes url';
const requestExport = `mutation { requestDataExport { ${fields} } }`;
const listExports = `query { dataExports { ${fields} } }`;
type Export = { id: string; status: string; progress: number; expires_at: string | null; url: string | null };
const codeOf = (result: { errors?: GraphQLErrorBody[] }) => result.errors?.[0].extensions?.code;

beforeAll(async () => {
  api = await createTestApi();
  couple = await createCouple(api.database.db, { firstName: 'Mia' });
  other = await createCouple(api.database.db, { firstName: 'Noah' });
  cookies.couple = await signInOverGraphQL(api, couple);
  cookies.other = await signInOverGraphQL(api, other);
});
afterAll(() => api?.close());

describe('requestDataExport and dataExports', () => {
  it('queues one export, answers it again while it waits, and lists it once ready with its url and expiry', async () => {
    const asked = await api.graphql<{ requestDataExport: Export }>(requestExport, {}, { Cookie: cookies.couple });
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestDataExport).toMatchObject({ status: 'queued', progress: 0, url: null, expires_at: null });
    const again = await api.graphql<{ requestDataExport: Export }>(requestExport, {}, { Cookie: cookies.couple });
    expect(again.data!.requestDataExport.id).toBe(asked.data!.requestDataExport.id);

    // The job, on the server's private storage.
    await prepareDataExports(testContext(api.database.db, null, { privateFiles: createDiskStorage(api.privateFilesDir) }));
    const listed = await api.graphql<{ dataExports: Export[] }>(listExports, {}, { Cookie: cookies.couple });
    const [ready] = listed.data!.dataExports;
    expect(ready).toMatchObject({ id: asked.data!.requestDataExport.id, status: 'ready', progress: 100, url: `/profile/privacy/exports/${ready.id}/download` });
    expect(new Date(ready.expires_at!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('shows another person nothing of it, and asks a visitor to sign in', async () => {
    const theirs = await api.graphql<{ dataExports: Export[] }>(listExports, {}, { Cookie: cookies.other });
    expect(theirs.data!.dataExports).toEqual([]);
    expect(codeOf(await api.graphql(listExports))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.graphql(requestExport))).toBe('UNAUTHENTICATED');
  });

  it('allows 3 a day', async () => {
    for (let n = 0; n < 2; n++) {
      await api.graphql(requestExport, {}, { Cookie: cookies.couple });
      await prepareDataExports(testContext(api.database.db, null, { privateFiles: createDiskStorage(api.privateFilesDir) }));
    }
    const refused = await api.graphql(requestExport, {}, { Cookie: cookies.couple });
    expect(codeOf(refused)).toBe('TOO_MANY_ATTEMPTS');
  });
});
