import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, withWebsiteScheme } from './website';

describe('withWebsiteScheme', () => {
  it.each([
    ['example.com.au', 'https://example.com.au'],
    ['  www.example.co.nz/about ', 'https://www.example.co.nz/about'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['Http://example.com', 'Http://example.com'],
    ['', ''],
    ['   ', ''],
  ])('%j becomes %j', (value, expected) => {
    expect(withWebsiteScheme(value)).toBe(expected);
  });
});

describe('isWebsiteUrl', () => {
  it.each(['https://example.com.au', 'http://www.example.co.nz/about?x=1#top', 'HTTPS://Example.com', 'https://xn--caf-dma.com', 'https://example.com:8443/'])(
    'accepts %j',
    (value) => {
      expect(isWebsiteUrl(value)).toBe(true);
    },
  );

  it.each([
    '',
    'example.com',
    'https://localhost',
    'https://example.',
    'https://.example.com',
    'https://exa mple.com',
    'https://example.com/a b',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://user:secret@example.com',
    'https://ftp://example.com',
  ])('refuses %j', (value) => {
    expect(isWebsiteUrl(value)).toBe(false);
  });
});
