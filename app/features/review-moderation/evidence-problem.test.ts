import { describe, expect, it } from 'vitest';
import { maxReviewRequestBytes } from '../../../server/http/body-limit';
import { documentUploadLimits } from '../../../shared/vendors/document-limits';
import { evidenceProblem } from './evidence-problem';

const file = (name: string, size: number) => ({ name, size });
const justUnder = documentUploadLimits.maxBytes - 1;

describe('a dispute’s evidence files, checked before they are sent', () => {
  it('lets five files just under the limit go, which the request limit takes with the note', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((name) => file(`${name}.pdf`, justUnder));
    expect(evidenceProblem(five)).toBeNull();
    expect(five.reduce((sum, entry) => sum + entry.size, 0) + 6_000 * 2).toBeLessThan(maxReviewRequestBytes);
    expect(evidenceProblem([])).toBeNull();
  });

  it('names every file at the limit, and asks for fewer than six', () => {
    expect(evidenceProblem([file('invoice.pdf', 200_000), file('scan.png', documentUploadLimits.maxBytes), file('video.pdf', 50_000_000)])).toBe(
      'Each file must be smaller than 10 MB (too big: scan.png, video.pdf). Please choose smaller files.',
    );
    expect(evidenceProblem(Array.from({ length: 6 }, (_, index) => file(`${index}.pdf`, 1_000)))).toBe('At most 5 files: please choose fewer.');
  });
});
