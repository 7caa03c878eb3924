import { describe, expect, it } from 'vitest';
import { emailPalette, renderEmail } from './email-layout';

const content = {
  appName: 'Ever "After"',
  heading: 'Reset <your> password',
  paragraphs: ["Someone asked to reset the password of Ann's account.", 'If it was not you, <ignore> this & carry on.'],
  action: { label: 'Choose a new password', url: 'https://everafter.example/password/reset/t0k3n?next=/profile&x="1"' },
  footnote: 'You get this because an account uses this address.',
};

describe('renderEmail', () => {
  it('escapes every value in the HTML part', () => {
    const { html } = renderEmail(content);
    expect(html).toContain('<title>Reset &lt;your&gt; password</title>');
    expect(html).toContain('>Ever &quot;After&quot;</td>');
    expect(html).toContain('Ann&#39;s account.');
    expect(html).toContain('If it was not you, &lt;ignore&gt; this &amp; carry on.');
    expect(html).toContain('href="https://everafter.example/password/reset/t0k3n?next=/profile&amp;x=&quot;1&quot;"');
    expect(html).not.toMatch(/<(your|ignore)>/);
  });

  it('writes a plain-text part that reads on its own', () => {
    expect(renderEmail(content).text).toBe(
      [
        'Reset <your> password',
        "Someone asked to reset the password of Ann's account.",
        'If it was not you, <ignore> this & carry on.',
        'Choose a new password:\nhttps://everafter.example/password/reset/t0k3n?next=/profile&x="1"',
        'You get this because an account uses this address.',
        'Ever "After"',
      ].join('\n\n') + '\n',
    );
  });

  it('leaves out the button and the small print when there are none', () => {
    const { html, text } = renderEmail({ appName: 'Ever After', heading: 'Hello', paragraphs: ['One line.'] });
    expect(html).not.toContain('<a ');
    expect(text).toBe('Hello\n\nOne line.\n\nEver After\n');
  });

  it('writes a list under the paragraphs as a list in HTML and as dashed lines in text, escaped', () => {
    const { html, text } = renderEmail({ appName: 'Ever After', heading: 'Next', paragraphs: ['These are next:'], list: ['Book the <venue>', 'Send the invitations & RSVPs'] });
    expect(html).toContain('<li style="margin:0 0 8px;">Book the &lt;venue&gt;</li><li style="margin:0 0 8px;">Send the invitations &amp; RSVPs</li></ul>');
    expect(html.indexOf('These are next:')).toBeLessThan(html.indexOf('<ul'));
    expect(text).toBe('Next\n\nThese are next:\n\n- Book the <venue>\n- Send the invitations & RSVPs\n\nEver After\n');
  });

  it('ends a mailing-list message with its unsubscribe link, in both parts', () => {
    const unsubscribeUrl = 'https://everafter.example/mailing-list/unsubscribe/7.abc?x=1&y=2';
    const { html, text } = renderEmail({ appName: 'Ever After', heading: 'News', paragraphs: ['Hello.'], unsubscribeUrl });
    expect(html).toContain('<a href="https://everafter.example/mailing-list/unsubscribe/7.abc?x=1&amp;y=2"');
    expect(html).toContain('>Unsubscribe</a> from these e-mails at any time.');
    expect(text.endsWith(`Ever After\n\nUnsubscribe:\n${unsubscribeUrl}\n`)).toBe(true);
    expect(() => renderEmail({ appName: 'Ever After', heading: 'News', paragraphs: [], unsubscribeUrl: 'javascript:void(0)' })).toThrow(/absolute http\(s\) URLs/);
  });

  it('refuses a button that does not lead to an http(s) address', () => {
    expect(() => renderEmail({ ...content, action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(/absolute http\(s\) URLs/);
    expect(() => renderEmail({ ...content, action: { label: 'Go', url: '/relative' } })).toThrow(/absolute http\(s\) URLs/);
  });

  it('keeps every text colour at WCAG AA contrast (4.5:1) on its background', () => {
    const c = emailPalette;
    const pairs = [
      [c.ink, c.card],
      [c.ink, c.page],
      [c.muted, c.card],
      [c.muted, c.page],
      [c.onAction, c.action],
      [c.action, c.card],
    ];
    for (const [text, background] of pairs) expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
});

// WCAG 2.1 relative luminance and contrast ratio.
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
