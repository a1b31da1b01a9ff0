import type {
  AdminPigeonDetail,
  AdminPigeonRow,
  OwnerSummary,
  PedigreeAncestorRow,
} from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { storedMedia } from '../../../test/media-files';
import PigeonsArea from '../index';

let server: FetchStub;

const ahmet: OwnerSummary = {
  id: 'uid-ahmet',
  fullname: 'Ahmet Yılmaz',
  province: 'İzmir',
  city: 'Bornova',
  username: 'ahmet',
  phoneNumber: '+905321112233',
  hasAccount: true,
  note: null,
};

const row = (id: number, over: Partial<AdminPigeonRow> = {}): AdminPigeonRow => ({
  id,
  serial: 1000 + id,
  tagNum: `TR-2024-10000${id}`,
  name: '',
  state: 'Yarışçı',
  active: true,
  ownerId: ahmet.id,
  ownerName: ahmet.fullname,
  ownerHasAccount: true,
  coverUrl: `/media/pigeons/${id}-320.jpg`,
  photoCount: 2,
  ...over,
});

const detail = (over: Partial<AdminPigeonDetail> = {}): AdminPigeonDetail => ({
  id: 7,
  serial: 1234,
  tagNum: 'TR-2024-123456',
  name: 'Kara Şimşek',
  active: true,
  state: 'Yarışçı',
  description: 'Ege birincisi.',
  sex: 'male',
  colour: 'mavi alaca',
  bloodline: '',
  owner: ahmet,
  photos: [
    {
      key: 'ph1',
      url: '/media/p/ph1-1280.jpg',
      thumbUrl: '/media/p/ph1-320.jpg',
      variants: [],
      slot: 'body',
    },
    { key: 'seed:4', url: '/media/demo/b.jpg', thumbUrl: null, variants: [], slot: null },
  ],
  pedigree: { id: 'ped1', url: '/media/pedigrees/ped1.pdf', kind: 'document' },
  dnaCertificate: null,
  races: [],
  pedigreeChart: { bloodline: '', ancestors: [] },
  videos: [],
  auctions: [],
  saleRequestId: null,
  createdAt: 0,
  updatedAt: 1,
  ...over,
});

const staff = member({ staff: true });
const open = (path: string) =>
  renderInSite(<PigeonsArea />, { path, mount: '/yonetim/guvercinler/*', user: staff });

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminPigeonNextSerial', callableOk({ serial: 1301 }));
  let uploads = 0;
  server.on('POST', '/api/staff/uploads', () => {
    uploads += 1;
    return { status: 201, body: storedMedia(`up${uploads}`, { purpose: 'pigeon-photo' }) };
  });
});
afterEach(() => server.restore());

describe('pigeon list', () => {
  it('lists pigeons with their cover and owner and searches as the user types', async () => {
    server.on('POST', '/api/fn/adminPigeonsList', (request: StubRequest) => {
      const { data } = request.body as { data: { q?: string } };
      return callableOk({
        rows: data.q
          ? [row(2, { ownerName: 'Ayşe Işık', ownerHasAccount: false })]
          : [row(1), row(2)],
        next: null,
      });
    });
    open('/yonetim/guvercinler');
    const table = await screen.findByTestId('pigeons-table');
    expect(await within(table).findByText('001001 · TR-2024-100001')).toBeTruthy();
    expect(within(table).getAllByRole('img')[0]?.getAttribute('src')).toBe(
      '/media/pigeons/1-320.jpg',
    );
    expect(screen.getByRole('link', { name: 'Yeni güvercin' }).getAttribute('href')).toBe(
      '/yonetim/guvercinler/yeni',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Güvercin ara' }), {
      target: { value: 'ışık' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('(hesapsız)')).toBeTruthy();
    expect(server.callsTo('adminPigeonsList').at(-1)).toEqual({ q: 'ışık', cursor: null });
  });
});

describe('pigeon form', () => {
  it('creates a pigeon with an owner from the search and two uploaded photos', async () => {
    server.on('POST', '/api/fn/adminOwnersSearch', callableOk({ owners: [ahmet] }));
    server.on('POST', '/api/fn/adminPigeonSave', callableOk({ pigeon: detail({ id: 9 }) }));
    server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail({ id: 9 }) }));
    const site = open('/yonetim/guvercinler/yeni');
    expect(
      await screen.findByText(/Boş bırakılırsa boştaki ilk numara verilir \(001301\)/),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Bilezik numarası'), {
      target: { value: 'tr 24 5566' },
    });
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'Damızlık' } });
    fireEvent.change(screen.getByLabelText('Adı'), { target: { value: 'Kara Şimşek' } });
    fireEvent.change(screen.getByLabelText('Cinsiyet'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Renk'), { target: { value: 'Mavi alaca' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Sahip ara' }), {
      target: { value: 'ahmet' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Ahmet Yılmaz/ }));
    expect(screen.getByRole('button', { name: 'Sahibi değiştir' })).toBeTruthy();

    const photos = screen.getByTestId('multi-upload-field');
    const input = photos.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, {
        target: {
          files: [
            new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
            new File(['b'], 'b.jpg', { type: 'image/jpeg' }),
          ],
        },
      });
    });
    await waitFor(() => expect(within(photos).getAllByRole('listitem')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/guvercinler/9'));
    expect(server.callsTo('adminPigeonSave')).toEqual([
      {
        serial: null,
        tagNum: 'tr 24 5566',
        name: 'Kara Şimşek',
        ownerId: 'uid-ahmet',
        active: true,
        state: 'Damızlık',
        description: '',
        sex: 'female',
        colour: 'Mavi alaca',
        photoIds: ['up1', 'up2'],
        photoSlots: [null, null],
        pedigreeId: null,
        dnaCertificateId: null,
      },
    ]);
    expect(site.toastTexts()).toContain('Güvercin eklendi.');
  });

  it('shows the shared rules’ Turkish messages before calling the server', async () => {
    open('/yonetim/guvercinler/yeni');
    fireEvent.change(await screen.findByLabelText('Bilezik numarası'), {
      target: { value: '12-TR' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText(/^Bilezik numarası ülke kodu, yıl ve numara olmalı/),
    ).toBeTruthy();
    expect(screen.getByText('Bir sahip seçin.')).toBeTruthy();
    expect(screen.getByText('Durumu yazın (örneğin Yarışçı, Damızlık).')).toBeTruthy();
    expect(server.callsTo('adminPigeonSave')).toEqual([]);
  });

  it('adds an owner without an account inline and picks it', async () => {
    const created: OwnerSummary = {
      id: 'f'.repeat(20),
      fullname: 'Hüseyin Çelik',
      province: 'Denizli',
      city: 'Pamukkale',
      username: null,
      phoneNumber: null,
      hasAccount: false,
      note: 'Taklacı ustası.',
    };
    server.on('POST', '/api/fn/adminOwnerSave', callableOk({ owner: created }));
    open('/yonetim/guvercinler/yeni');
    fireEvent.click(await screen.findByRole('button', { name: 'Hesapsız sahip ekle' }));
    const form = screen.getByTestId('owner-form');
    fireEvent.change(within(form).getByLabelText('Ad soyad'), {
      target: { value: 'hüseyin çelik' },
    });
    fireEvent.blur(within(form).getByLabelText('Ad soyad'));
    fireEvent.change(within(form).getByLabelText('İl'), { target: { value: 'Denizli' } });
    fireEvent.change(within(form).getByLabelText('İlçe'), { target: { value: 'Pamukkale' } });
    fireEvent.change(within(form).getByLabelText('Kısa tanıtım'), {
      target: { value: 'Taklacı ustası.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Sahibi kaydet' }));
    expect(await screen.findByText('Hüseyin Çelik')).toBeTruthy();
    expect(screen.getByText('Hesapsız sahip')).toBeTruthy();
    expect(server.callsTo('adminOwnerSave')).toEqual([
      {
        fullname: 'Hüseyin Çelik',
        province: 'Denizli',
        city: 'Pamukkale',
        note: 'Taklacı ustası.',
      },
    ]);
  });

  it('edits a pigeon: keeps stored photos by key, reorders and shows the server’s refusal', async () => {
    server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail() }));
    server.on('POST', '/api/fn/adminPigeonSave', {
      status: 409,
      body: {
        error: {
          status: 'ALREADY_EXISTS',
          message: 'Bu bilezik numarası başka bir güvercinde kayıtlı (güvercin no 1001).',
        },
      },
    });
    open('/yonetim/guvercinler/7');
    expect(await screen.findByRole('heading', { name: 'Güvercin 001234' })).toBeTruthy();
    expect((screen.getByLabelText('Bilezik numarası') as HTMLInputElement).value).toBe(
      'TR-2024-123456',
    );
    expect(screen.getByRole('link', { name: 'Soy kütüğünü aç' }).getAttribute('href')).toBe(
      '/media/pedigrees/ped1.pdf',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aşağı taşı: 1. dosya' }));
    // The body photo keeps its name when it moves; the other one is named the tail's.
    expect(
      (screen.getByRole('combobox', { name: 'Fotoğraf türü: 2. dosya' }) as HTMLSelectElement)
        .value,
    ).toBe('body');
    fireEvent.change(screen.getByRole('combobox', { name: 'Fotoğraf türü: 1. dosya' }), {
      target: { value: 'tail' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText(
        'Bu bilezik numarası başka bir güvercinde kayıtlı (güvercin no 1001).',
      ),
    ).toBeTruthy();
    expect(server.callsTo('adminPigeonSave')[0]).toMatchObject({
      id: 7,
      serial: 1234,
      photoIds: ['seed:4', 'ph1'],
      photoSlots: ['tail', 'body'],
      pedigreeId: 'ped1',
      sex: 'male',
      colour: 'mavi alaca',
      dnaCertificateId: null,
    });
  });

  it('asks for the sex a DNA certificate proves before calling the server', async () => {
    server.on(
      'POST',
      '/api/fn/adminPigeonGet',
      callableOk({ pigeon: detail({ sex: 'unknown', colour: '' }) }),
    );
    open('/yonetim/guvercinler/7');
    await screen.findByRole('heading', { name: 'Güvercin 001234' });
    const fields = screen.getAllByTestId('upload-field');
    const field = fields[fields.length - 1] as HTMLElement;
    expect(within(field).getByText('DNA cinsiyet belgesi (resim ya da PDF)')).toBeTruthy();
    const certificate = field.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(certificate, {
        target: { files: [new File(['d'], 'dna.pdf', { type: 'application/pdf' })] },
      });
    });
    await within(field).findByRole('button', { name: 'Kaldır' });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText(
        'DNA belgesi eklenen güvercinin cinsiyetini seçin (erkek ya da dişi).',
      ),
    ).toBeTruthy();
    expect(server.callsTo('adminPigeonSave')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Cinsiyet'), { target: { value: 'male' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(server.callsTo('adminPigeonSave')).toHaveLength(1));
    expect(server.callsTo('adminPigeonSave')[0]).toMatchObject({
      sex: 'male',
      dnaCertificateId: 'up1',
    });
  });
});

describe('race results', () => {
  const stored = {
    name: 'Edirne Yarışı',
    date: '2025-05-10',
    releasePoint: 'Edirne',
    distanceM: 230_000,
    place: 1,
    basketed: 800,
    speedMmPerMin: null,
    coefficientMilli: null,
  };

  it('shows the stored results, checks a new one in place and saves the whole list', async () => {
    server.on(
      'POST',
      '/api/fn/adminPigeonGet',
      callableOk({ pigeon: detail({ races: [stored] }) }),
    );
    server.on('POST', '/api/fn/adminPigeonRacesSave', (request: StubRequest) => {
      const { data } = request.body as { data: { races: unknown[] } };
      return callableOk({
        races: [stored, { ...stored, name: 'Kırklareli', place: 3, basketed: 1240 }].slice(
          0,
          data.races.length,
        ),
      });
    });
    const site = open('/yonetim/guvercinler/7');
    const block = await screen.findByTestId('race-results');
    const first = within(block).getByRole('group', { name: '1. sonuç' });
    expect((within(first).getByLabelText('Yarış') as HTMLInputElement).value).toBe('Edirne Yarışı');
    expect((within(first).getByLabelText('Mesafe (km)') as HTMLInputElement).value).toBe('230');

    fireEvent.click(within(block).getByRole('button', { name: 'Sonuç ekle' }));
    const second = within(block).getByRole('group', { name: '2. sonuç' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(second).getByLabelText(label), { target: { value } });
    type('Yarış', 'Kırklareli');
    type('Tarih', '2025-06-01');
    type('Salım yeri', 'Kırklareli');
    type('Mesafe (km)', '512,4');
    type('Derece', '1300');
    type('Katılan kuş', '1240');
    fireEvent.click(within(block).getByRole('button', { name: 'Sonuçları kaydet' }));
    expect(
      await within(second).findByText('Derece, katılan kuş sayısından (1240) büyük olamaz.'),
    ).toBeTruthy();
    expect(server.callsTo('adminPigeonRacesSave')).toHaveLength(0);

    type('Derece', '3');
    fireEvent.click(within(block).getByRole('button', { name: 'Sonuçları kaydet' }));
    await waitFor(() => expect(server.callsTo('adminPigeonRacesSave')).toHaveLength(1));
    expect(server.callsTo('adminPigeonRacesSave')[0]).toEqual({
      pigeonId: 7,
      races: [
        {
          name: 'Edirne Yarışı',
          date: '2025-05-10',
          releasePoint: 'Edirne',
          distanceKm: '230',
          place: '1',
          basketed: '800',
          speed: '',
          coefficient: '',
        },
        {
          name: 'Kırklareli',
          date: '2025-06-01',
          releasePoint: 'Kırklareli',
          distanceKm: '512,4',
          place: '3',
          basketed: '1240',
          speed: '',
          coefficient: '',
        },
      ],
    });
    await waitFor(() => expect(site.toastTexts()).toContain('Yarış sonuçları kaydedildi.'));

    fireEvent.click(within(first).getByRole('button', { name: 'Sonucu sil' }));
    expect(within(block).queryByRole('group', { name: '2. sonuç' })).toBeNull();
  });
});

describe('pedigree', () => {
  const ancestor = (path: string, ring: string, over: Partial<PedigreeAncestorRow> = {}) => ({
    path,
    ring,
    name: '',
    colour: '',
    note: '',
    linkedPigeonId: null,
    auctionId: null,
    ...over,
  });
  const place = (name: string) => screen.getByRole('group', { name });
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('shows the stored pedigree with a linked ancestor marked and its third generation open', async () => {
    server.on(
      'POST',
      '/api/fn/adminPigeonGet',
      callableOk({
        pigeon: detail({
          bloodline: 'Janssen',
          pedigreeChart: {
            bloodline: 'Janssen',
            ancestors: [
              ancestor('s', 'TR-2020-111', {
                name: 'Gök Yıldız',
                linkedPigeonId: '3',
                auctionId: '40',
              }),
              ancestor('d', 'BE-2019-222', { colour: 'kızıl' }),
              ancestor('ss', 'NL-2017-333', { note: 'Olimpiyat kuşu' }),
              ancestor('sss', 'NL-2014-444'),
            ],
          },
        }),
      }),
    );
    open('/yonetim/guvercinler/7');
    const editor = await screen.findByTestId('pedigree-editor');
    expect(within(editor).getByRole('group', { name: 'Soy ağacı' })).toBeTruthy();
    expect((screen.getByLabelText('Soy hattı') as HTMLInputElement).value).toBe('Janssen');
    expect((screen.getByLabelText('Baba: Adı') as HTMLInputElement).value).toBe('Gök Yıldız');
    expect((screen.getByLabelText('Anne: Renk') as HTMLInputElement).value).toBe('kızıl');
    expect((screen.getByLabelText('Babanın babası: Not') as HTMLInputElement).value).toBe(
      'Olimpiyat kuşu',
    );
    expect(
      (screen.getByLabelText('Babanın babasının babası: Halka no') as HTMLInputElement).value,
    ).toBe('NL-2014-444');
    expect(within(place('Baba')).getByText('Sitedeki güvercine bağlandı')).toBeTruthy();
    expect(within(place('Anne')).queryByText('Sitedeki güvercine bağlandı')).toBeNull();
    expect(within(editor).queryByRole('button', { name: '3. kuşağı göster' })).toBeNull();
    expect(within(editor).getByRole('button', { name: '4. kuşağı göster' })).toBeTruthy();
    expect(screen.queryByLabelText('Babanın babasının babasının babası: Halka no')).toBeNull();
  });

  it('sends a typed three-generation pedigree, only its filled places, and marks the links', async () => {
    server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail() }));
    server.on(
      'POST',
      '/api/fn/adminPigeonPedigreeSave',
      callableOk({
        bloodline: 'Janssen × Vandenheede',
        ancestors: [
          ancestor('s', 'TR-2020-111', { name: 'Gök Yıldız', linkedPigeonId: '3' }),
          ancestor('d', 'BE-2019-222', { colour: 'kızıl' }),
          ancestor('ss', 'NL-2017-333'),
          ancestor('sss', 'NL-2014-444', { note: 'Olimpiyat kuşu' }),
        ],
      }),
    );
    const site = open('/yonetim/guvercinler/7');
    const editor = await screen.findByTestId('pedigree-editor');
    expect(screen.queryByLabelText('Babanın babasının babası: Halka no')).toBeNull();
    type('Soy hattı', ' Janssen × Vandenheede ');
    type('Baba: Halka no', 'TR-2020-111');
    type('Anne: Halka no', 'BE-2019-222');
    type('Anne: Renk', 'kızıl');
    type('Babanın babası: Halka no', 'NL-2017-333');
    fireEvent.click(within(editor).getByRole('button', { name: '3. kuşağı göster' }));
    type('Babanın babasının babası: Halka no', 'NL-2014-444');
    type('Babanın babasının babası: Not', 'Olimpiyat kuşu');
    fireEvent.click(within(editor).getByRole('button', { name: 'Soy ağacını kaydet' }));

    await waitFor(() => expect(server.callsTo('adminPigeonPedigreeSave')).toHaveLength(1));
    expect(server.callsTo('adminPigeonPedigreeSave')[0]).toEqual({
      pigeonId: 7,
      bloodline: 'Janssen × Vandenheede',
      ancestors: [
        { path: 's', ring: 'TR-2020-111', name: '', colour: '', note: '' },
        { path: 'd', ring: 'BE-2019-222', name: '', colour: 'kızıl', note: '' },
        { path: 'ss', ring: 'NL-2017-333', name: '', colour: '', note: '' },
        { path: 'sss', ring: 'NL-2014-444', name: '', colour: '', note: 'Olimpiyat kuşu' },
      ],
    });
    await waitFor(() => expect(site.toastTexts()).toContain('Soy ağacı kaydedildi.'));
    expect(within(place('Baba')).getByText('Sitedeki güvercine bağlandı')).toBeTruthy();
    expect((screen.getByLabelText('Baba: Adı') as HTMLInputElement).value).toBe('Gök Yıldız');
    expect(within(place('Babanın babası')).queryByText('Sitedeki güvercine bağlandı')).toBeNull();
  });

  it('refuses a grandparent without its parent with the rule’s message before sending', async () => {
    server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail() }));
    open('/yonetim/guvercinler/7');
    const editor = await screen.findByTestId('pedigree-editor');
    type('Baba: Halka no', 'TR-2020-111');
    type('Annenin babası: Halka no', 'BE-2016-555');
    fireEvent.click(within(editor).getByRole('button', { name: 'Soy ağacını kaydet' }));
    expect(
      await within(place('Annenin babası')).findByText(
        'Önce Anne girilmeli: bir kuşun atası, kendisi olmadan girilmez.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Annenin babası: Halka no').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(server.callsTo('adminPigeonPedigreeSave')).toEqual([]);
  });

  it('shows the server’s refusal at the place and field it names', async () => {
    const problem = 'TR-2021-777 halkalı kuş erkek: anne olamaz.';
    server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail() }));
    server.on('POST', '/api/fn/adminPigeonPedigreeSave', {
      status: 400,
      body: {
        error: {
          status: 'INVALID_ARGUMENT',
          message: `Anne: ${problem}`,
          details: { places: { d: { ring: problem } } },
        },
      },
    });
    open('/yonetim/guvercinler/7');
    const editor = await screen.findByTestId('pedigree-editor');
    type('Anne: Halka no', 'TR-2021-777');
    fireEvent.click(within(editor).getByRole('button', { name: 'Soy ağacını kaydet' }));
    expect(await within(place('Anne')).findByText(problem)).toBeTruthy();
    expect(screen.getByLabelText('Anne: Halka no').getAttribute('aria-invalid')).toBe('true');
    expect(within(editor).getByText(`Anne: ${problem}`)).toBeTruthy();
    expect(server.callsTo('adminPigeonPedigreeSave')).toHaveLength(1);
  });
});
