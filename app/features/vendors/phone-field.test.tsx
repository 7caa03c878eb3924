import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './phone-field';

describe('PhoneField on the server', () => {
  it('renders a labelled country picker of every country, Australia chosen, and the number with its prefix', () => {
    const html = renderToString(<PhoneField formId="vendor" />);
    expect(html).toContain('<label for="vendor-phone" class=');
    expect(html).toMatch(/<label for="vendor-phone_country" class="visually-hidden">Phone country<\/label>/);
    expect(html).toMatch(/<select id="vendor-phone_country" name="phone_country"[^>]*>/);
    expect(html).toContain('<option value="AU" selected="">Australia (+61)</option>');
    expect(html).toContain('<option value="NZ">New Zealand (+64)</option>');
    expect(html.match(/<option /g)?.length).toBeGreaterThan(240);
    const input = /<input id="vendor-phone"[^>]*>/.exec(html)?.[0];
    expect(input).toContain('name="phone"');
    expect(input).toContain('type="tel"');
    expect(input).toMatch(/autoComplete="tel"/i);
    expect(input).toContain('value="+61 "');
    expect(html).not.toContain('aria-invalid');
  });

  it('starts from another country and the number last sent', () => {
    const html = renderToString(<PhoneField formId="vendor" defaultCountry="nz" defaultValue="021 123 4567" />);
    expect(html).toContain('<option value="NZ" selected="">New Zealand (+64)</option>');
    expect(html).toContain('value="021 123 4567"');
    expect(renderToString(<PhoneField formId="vendor" defaultCountry="NZ" />)).toContain('value="+64 "');
  });

  it('marks the number invalid and points to its message in the error list', () => {
    const html = renderToString(<PhoneField formId="vendor" error="Invalid phone number" />);
    expect(html).toMatch(/<input id="vendor-phone"[^>]* aria-invalid="true" aria-describedby="vendor-error-phone"/);
  });
});
