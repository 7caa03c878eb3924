import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VerifiedBadge, verifiedMeaning } from './verified-badge';

describe('VerifiedBadge', () => {
  it('is a button described by what Verified means: check digits, documents a person looked at, never bought', () => {
    const html = renderToString(<VerifiedBadge label="Verified vendor" />);
    const describedBy = /<button type="button"[^>]* aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toMatch(/>Verified vendor<\/button>/);
    const tip = new RegExp(`<span role="tooltip" id="${describedBy}"[^>]*>([^<]+)</span>`).exec(html)?.[1];
    expect(tip).toBe(verifiedMeaning);
    expect(verifiedMeaning).toMatch(/business number passed its check digits/);
    expect(verifiedMeaning).toMatch(/a person on our team looked at the business’s documents/);
    expect(verifiedMeaning).toMatch(/Nobody can buy this badge/);
  });
});
