import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../db/paths';
import { checkUseCases, fileNameOf } from './check-use-cases';

describe('the use-case shape check', () => {
  it('names files after their use case', () => {
    expect(fileNameOf('saveWishlistNote')).toBe('save-wishlist-note');
    expect(fileNameOf('findViewerOfSession')).toBe('find-viewer-of-session');
  });

  it('accepts use cases and jobs, and names every breach of a made-up module', () => {
    const { exports, breaches } = checkUseCases(join(projectRoot, 'scripts/fixtures/use-case-modules'));
    expect(exports.map((entry) => `${entry.name}: ${entry.kind}`).sort()).toEqual(
      ['addTable: use case', 'countGuests: use case', 'guestReminders: job', 'listSeats: use case', 'maxGuests: other', 'removeTable: use case', 'renameGuest: use case', 'saveGuest: use case'].sort(),
    );
    const of = (name: string) => breaches.filter((breach) => breach.includes(`: ${name}:`) || breach.includes(` ${name},`) || breach.endsWith(` ${name}`));
    expect(of('saveGuest')).toEqual([]);
    expect(of('countGuests')).toEqual([]);
    expect(of('guestReminders')).toEqual([]);
    expect(of('addTable')).toEqual([expect.stringContaining('expected add-table.ts'), expect.stringContaining('one use case per file, found addTable, removeTable')]);
    expect(of('listSeats')).toEqual([
      expect.stringContaining('the first parameter must be "ctx: RequestContext"'),
      expect.stringContaining('the second parameter must be "input: unknown"'),
      expect.stringContaining('takes (ctx) or (ctx, input), nothing more'),
    ]);
    expect(of('renameGuest')).toEqual([expect.stringContaining('the input must be read through parseInput(schema, input)')]);
    expect(of('maxGuests')).toEqual([expect.stringContaining('exports use cases, jobs (": Job") and types only')]);
  });
});
