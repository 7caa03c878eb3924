import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BotCheckField } from './bot-check-field';

describe('BotCheckField on the server', () => {
  it('renders a labelled placeholder and a note for browsers without JavaScript, and no widget yet', () => {
    const html = renderToString(<BotCheckField />);
    const id = /<input type="checkbox" id="([^"]+)" disabled=""/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<label for="${id}">I&#x27;m not a robot</label>`);
    expect(html).toContain('<noscript><p class=');
    expect(html).toContain('The bot check needs JavaScript');
    expect(html).not.toContain('altcha-widget');
    expect(html).not.toContain('name="altcha"');
  });
});
