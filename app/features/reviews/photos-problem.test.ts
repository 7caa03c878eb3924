import { describe, expect, it } from 'vitest';
import { imageUploadLimits } from '../../../shared/media/image-limits';
import { maxReviewRequestBytes } from '../../../server/http/body-limit';
import { photosProblem } from './photos-problem';

const photo = (name: string, size: number) => ({ name, size });
const justUnder = imageUploadLimits.maxBytes - 1;

describe('a review’s photos, checked before they are sent', () => {
  it('lets five photos just under the picture limit go, which the request limit takes with the text', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((name) => photo(`${name}.jpg`, justUnder));
    expect(photosProblem(five)).toBeNull();
    expect(five.reduce((sum, file) => sum + file.size, 0) + 6_000 * 4).toBeLessThan(maxReviewRequestBytes);
    expect(photosProblem([])).toBeNull();
  });

  it('names a photo at the limit, and asks for fewer than six', () => {
    expect(photosProblem([photo('small.jpg', 2_000_000), photo('huge.jpg', imageUploadLimits.maxBytes)])).toBe('Each photo must be smaller than 10 MB (too big: huge.jpg). Please choose smaller photos.');
    expect(photosProblem(Array.from({ length: 6 }, (_, index) => photo(`${index}.jpg`, 1_000)))).toBe('At most 5 photos: please choose fewer.');
  });
});
