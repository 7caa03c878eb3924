import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ServiceMap from './service-map';

describe('ServiceMap on the server', () => {
  it('renders a labelled region with a readable placeholder, and no map yet', () => {
    const html = renderToString(
      <ServiceMap lat={-32.74} lng={151.3} label="Rothbury Retreat" tileUrl="/tiles/{z}/{x}/{y}.png" attribution="Us" />,
    );
    expect(html).toContain('role="region"');
    expect(html).toContain('aria-label="Map of Rothbury Retreat"');
    expect(html).toContain('<span>Rothbury Retreat</span>');
    expect(html).not.toContain('leaflet');
  });
});
