import { describe, expect, it } from 'vitest';
import { guessPlace } from './guess-place';

describe('guessPlace', () => {
  it('names the city and country the proxy headers give', () => {
    expect(guessPlace(new Headers({ 'cf-ipcountry': 'AU', 'cf-ipcity': 'Sydney' }))).toBe('Sydney, Australia');
    expect(guessPlace(new Headers({ 'x-vercel-ip-country': 'NZ', 'x-vercel-ip-city': 'Palmerston%20North' }))).toBe('Palmerston North, New Zealand');
  });

  it('names the country alone without a city, and nothing without a country', () => {
    expect(guessPlace(new Headers({ 'cloudfront-viewer-country': 'nz' }))).toBe('New Zealand');
    expect(guessPlace(new Headers({ 'cf-ipcity': 'Sydney' }))).toBeNull();
    expect(guessPlace(new Headers({ 'cf-ipcountry': 'XX' }))).toBeNull();
    expect(guessPlace(new Headers({ 'accept-language': 'en-AU' }))).toBeNull();
  });

  it('keeps only a plausible place name', () => {
    expect(guessPlace(new Headers({ 'cf-ipcountry': 'AU', 'cf-ipcity': '<script>' }))).toBe('Australia');
  });
});
