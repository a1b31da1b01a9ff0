import {
  decodeSiteInfo,
  emptySiteInfo,
  fetchBanner,
  fetchSiteInfo,
  SITE_INFO_TEXT_FIELDS,
} from '@kanat/shared/api';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

describe('decodeSiteInfo (SPEC §3)', () => {
  it('knows every text field of the SPEC', () => {
    expect(SITE_INFO_TEXT_FIELDS).toHaveLength(36);
    expect(SITE_INFO_TEXT_FIELDS).toEqual(
      expect.arrayContaining([
        'CentaurGames_url',
        'how_to_ask_step_three_title',
        'users_page_start_serial',
      ]),
    );
  });

  it('applies string fields and ignores absent or non-string ones', () => {
    const base = {
      ...emptySiteInfo(),
      telephone: '+90 212 000 00 00',
      mail_name: 'eski@kanat.test',
    };
    const info = decodeSiteInfo(
      {
        footer_description: 'Güvercin dostlarının buluşma noktası',
        telephone: 5,
        logo: null,
        extra: 'x',
      },
      base,
    );
    expect(info.footer_description).toBe('Güvercin dostlarının buluşma noktası');
    expect(info.telephone).toBe('+90 212 000 00 00');
    expect(info.mail_name).toBe('eski@kanat.test');
    expect(info.logo).toBe('');
    expect(info).not.toHaveProperty('extra');
  });

  it('decodes label_titles, slider_pics and sponsors from JSON text', () => {
    const info = decodeSiteInfo({
      label_titles: JSON.stringify([
        'Güvenli teklif',
        { title: 'Canlı takip', text: 'Anlık fiyatlar', icon: 'clock' },
      ]),
      slider_pics: JSON.stringify({
        full: ['/media/s1.jpg', '/media/s2.jpg'],
        mobile: ['/media/s1-m.jpg'],
      }),
      sponsors: JSON.stringify([
        '/media/sp1.png',
        { name: 'Yem A.Ş.', image: '/media/sp2.png', url: 'https://yem.test' },
      ]),
    });
    expect(info.label_titles).toEqual([
      { title: 'Güvenli teklif' },
      { title: 'Canlı takip', text: 'Anlık fiyatlar', icon: 'clock' },
    ]);
    expect(info.slider_pics).toEqual({
      full: ['/media/s1.jpg', '/media/s2.jpg'],
      mobile: ['/media/s1-m.jpg'],
    });
    expect(info.sponsors).toEqual([
      { image: '/media/sp1.png' },
      { name: 'Yem A.Ş.', image: '/media/sp2.png', url: 'https://yem.test' },
    ]);
  });

  it('silently ignores malformed list text and keeps what was there', () => {
    const base = decodeSiteInfo({ sponsors: JSON.stringify(['/media/a.png']) });
    const info = decodeSiteInfo(
      { sponsors: '[{"image": ', slider_pics: '"just a string"', label_titles: '{"title":"x"}' },
      base,
    );
    expect(info.sponsors).toEqual([{ image: '/media/a.png' }]);
    expect(info.slider_pics).toEqual({ full: [], mobile: [] });
    expect(info.label_titles).toEqual([]);
  });

  it('skips list entries of the wrong shape', () => {
    const info = decodeSiteInfo({
      label_titles: JSON.stringify([1, { text: 'başlıksız' }, 'Tamam']),
      sponsors: JSON.stringify([{ name: 'resimsiz' }, 3, { logo: '/media/l.png' }]),
      slider_pics: JSON.stringify({ full: ['/a.jpg', 4] }),
    });
    expect(info.label_titles).toEqual([{ title: 'Tamam' }]);
    expect(info.sponsors).toEqual([{ image: '/media/l.png' }]);
    expect(info.slider_pics).toEqual({ full: ['/a.jpg'], mobile: ['/a.jpg'] });
  });

  it('gives the base back for a non-object', () => {
    expect(decodeSiteInfo('nope')).toEqual(emptySiteInfo());
    expect(decodeSiteInfo(null)).toEqual(emptySiteInfo());
  });
});

describe('fetchSiteInfo and fetchBanner', () => {
  let server: FetchStub;
  let logged: unknown[][];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    server = stubFetch();
    logged = [];
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
  });
  afterEach(() => {
    server.restore();
    spy.mockRestore();
  });

  it('loads and decodes /api/infos', async () => {
    server.on('GET', '/api/infos', {
      body: { telephone: '+90 212 555 00 00', sponsors: '["/media/x.png"]' },
    });
    const info = await fetchSiteInfo();
    expect(info.telephone).toBe('+90 212 555 00 00');
    expect(info.sponsors).toEqual([{ image: '/media/x.png' }]);
    expect(logged).toEqual([]);
  });

  it("logs 'infos not pulled.' on a non-200 answer", async () => {
    server.on('GET', '/api/infos', { status: 500 });
    await expect(fetchSiteInfo()).rejects.toMatchObject({ status: 500 });
    expect(logged.map((args) => args[0])).toEqual(['infos not pulled.']);
  });

  it("logs 'infos returned wrong' when the answer is not an object", async () => {
    server.on('GET', '/api/infos', { body: ['a'] });
    await expect(fetchSiteInfo()).rejects.toMatchObject({ code: 'bad-response' });
    server.on('GET', '/api/infos', { body: 'not json' });
    await expect(fetchSiteInfo()).rejects.toMatchObject({ code: 'bad-response' });
    expect(logged.map((args) => args[0])).toEqual(['infos returned wrong', 'infos returned wrong']);
  });

  it("logs 'infos pull failed' when the request cannot be made", async () => {
    server.failNetwork();
    await expect(fetchSiteInfo()).rejects.toMatchObject({ code: 'network' });
    expect(logged.map((args) => args[0])).toEqual(['infos pull failed']);
  });

  it('fetchBanner gives the message and colour, or nulls', async () => {
    server.on('GET', '/api/banner', { body: { message: 'Bakım çalışması var', color: 'orange' } });
    await expect(fetchBanner()).resolves.toEqual({
      message: 'Bakım çalışması var',
      color: 'orange',
    });
    server.on('GET', '/api/banner', { body: { message: null, color: null } });
    await expect(fetchBanner()).resolves.toEqual({ message: null, color: null });
    server.on('GET', '/api/banner', { body: { message: '  ' } });
    await expect(fetchBanner()).resolves.toEqual({ message: null, color: null });
  });
});
