import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../tests/setup/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ APP_MAINTENANCE: 'true', SERVICES_GRAPHCMS_READ_TOKEN: 'secret' });
});
afterAll(() => api.close());

describe('start queries', () => {
  it('settings: public settings with environment overrides, no secrets', async () => {
    const { data, errors } = await api.graphql<{ settings: Record<string, unknown> }>('{ settings }');
    expect(errors).toBeUndefined();
    expect(data!.settings).toMatchObject({ 'app.name': 'Ever After', 'app.maintenance': true });
    expect(JSON.stringify(data!.settings)).not.toContain('secret');
  });

  it('localization: the texts that data refers to by key', async () => {
    const { data } = await api.graphql<{ localization: { locale: string; messages: Record<string, string> } }>('{ localization }');
    expect(data!.localization.locale).toBe('en-AU');
    expect(data!.localization.messages['attributes.group.additional_info']).toBe('Additional Information');
  });

  it('viewer: null for a visitor', async () => {
    const { data, errors } = await api.graphql('{ viewer { id email roles { name } } }');
    expect(errors).toBeUndefined();
    expect(data).toEqual({ viewer: null });
  });

  it('answers malformed requests with a client error, never a 500', async () => {
    const response = await api.app.request('/graphql', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"query":' });
    expect(response.status).toBe(400);
    const unknownField = await api.graphql('{ nothing }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.errors?.[0].message).toContain('Cannot query field "nothing"');
  });
});
