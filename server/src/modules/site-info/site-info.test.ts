import { decodeSiteInfo, SITE_INFO_TEXT_FIELDS } from '@kanat/shared/api';
import { siteInfoKeys } from '@kanat/shared/contracts';
import { siteInfo } from '../../db/schema';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { setBanner, setSiteInfo } from './site-info-service';

describe('site information', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('GET /api/infos returns every SPEC §3 field, each a string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/infos' });
    expect(response.statusCode).toBe(200);
    const info = response.json<Record<string, unknown>>();
    expect(Object.keys(info).sort()).toEqual([...siteInfoKeys].sort());
    for (const key of siteInfoKeys) expect(typeof info[key]).toBe('string');
  });

  it('sends the list fields as JSON text the client can decode', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/infos' })).json<
      Record<string, string>
    >();
    const labels = JSON.parse(info.label_titles ?? '') as unknown[];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label).toEqual({ title: expect.any(String), text: expect.any(String) });
    }
    expect(JSON.parse(info.slider_pics ?? '')).toEqual({
      full: expect.any(Array),
      mobile: expect.any(Array),
    });
    expect(Array.isArray(JSON.parse(info.sponsors ?? ''))).toBe(true);
  });

  it('sends every field the client reads, in a form the client decodes', async () => {
    const raw = (await t.app.inject({ method: 'GET', url: '/api/infos' })).json<
      Record<string, string>
    >();
    const info = decodeSiteInfo(raw);
    for (const field of SITE_INFO_TEXT_FIELDS) expect(info[field]).toBe(raw[field]);
    expect(info.label_titles).toHaveLength(
      (JSON.parse(raw.label_titles ?? '') as unknown[]).length,
    );
    expect(info.slider_pics).toEqual(JSON.parse(raw.slider_pics ?? ''));
  });

  it('shows stored changes and keeps unknown keys private', async () => {
    await setSiteInfo(t.database.db, { telephone: '+90 (232) 555 44 33' });
    await t.database.db.insert(siteInfo).values({ key: 'internal_note', value: 'gizli' });
    const info = (await t.app.inject({ method: 'GET', url: '/api/infos' })).json<
      Record<string, string>
    >();
    expect(info.telephone).toBe('+90 (232) 555 44 33');
    expect(info).not.toHaveProperty('internal_note');
  });

  it('GET /api/banner is empty until a message is set, then returns message and colour', async () => {
    let response = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: null, color: null });

    await setBanner(t.database.db, 'Sistem bakımı bu gece 02.00’de yapılacaktır.', 'orange');
    response = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(response.json()).toEqual({
      message: 'Sistem bakımı bu gece 02.00’de yapılacaktır.',
      color: 'orange',
    });

    await setBanner(t.database.db, '   ');
    response = await t.app.inject({ method: 'GET', url: '/api/banner' });
    expect(response.json()).toEqual({ message: null, color: null });
  });
});
