import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-test-files';

describe('the PostgreSQL pass’s test files', () => {
  const files = databaseTestFiles();

  it('holds the files that open a test database, directly or through the API helper', () => {
    expect(files).toContain('server/modules/bookings/bookings.test.ts');
    expect(files).toContain('server/graphql/catalog.test.ts');
    // TEST_DATABASE_URL read by the file itself, with a test database too.
    expect(files).toContain('scripts/seed.test.ts');
  });

  it('leaves out the files that never reach one', () => {
    expect(files).not.toContain('shared/vendors/phone.test.ts');
    expect(files).not.toContain('app/features/bookings/enquiry-prefill.test.ts');
    expect(files).not.toContain('scripts/database-test-files.test.ts');
  });
});
