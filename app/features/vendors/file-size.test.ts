import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes kilobytes under a megabyte, never zero', () => {
    expect(formatFileSize(60)).toBe('1 KB');
    expect(formatFileSize(860_160)).toBe('840 KB');
  });

  it('writes megabytes with one decimal', () => {
    expect(formatFileSize(2_516_582)).toBe('2.4 MB');
    expect(formatFileSize(10_485_760)).toBe('10.0 MB');
  });
});
