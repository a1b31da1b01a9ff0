import type { StaffRole } from '@kanat/shared/rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { member, renderInSite } from '../../../shared/test/render';
import AdminRoutes from './routes';

// The areas belong to their own teams and load their own data; here each one stands in as a
// heading naming it, so these tests see only the console's frame. The members area can be
// told to fail, as a broken deploy of it would.
const area = (name: string) => () => createElement('h2', null, `${name} alanı`);
const broken = { members: false, auditChunk: false };
jest.mock('../features/dashboard', () => ({ __esModule: true, default: area('Özet') }));
jest.mock('../features/members', () => ({
  __esModule: true,
  default: () => {
    if (broken.members) throw new Error('üyeler alanı bozuk');
    return createElement('h2', null, 'Üyeler alanı');
  },
}));
jest.mock('../features/privacy-requests', () => ({
  __esModule: true,
  default: area('KVKK başvuruları'),
}));
jest.mock('../features/trust', () => ({
  __esModule: true,
  default: area('Güven sinyalleri'),
}));
jest.mock('../features/trust/lot-bids-area', () => ({
  __esModule: true,
  default: area('Lotun teklifleri'),
}));
jest.mock('../features/audit', () => {
  // A chunk that does not arrive: the import itself fails.
  if (broken.auditChunk) throw new Error('Loading chunk 42 failed');
  return { __esModule: true, default: area('İşlem kaydı') };
});
jest.mock('../features/pigeons', () => ({ __esModule: true, default: area('Güvercinler') }));
jest.mock('../features/sale-requests', () => ({
  __esModule: true,
  default: area('Satış talepleri'),
}));
jest.mock('../features/auctions', () => ({ __esModule: true, default: area('Gruplar') }));
jest.mock('../features/hall-sales', () => ({ __esModule: true, default: area('Canlı mezat') }));
jest.mock('../features/statements/buyer-area', () => ({
  __esModule: true,
  default: area('Alım belgesi'),
}));
jest.mock('../features/news', () => ({ __esModule: true, default: area('Haberler') }));
jest.mock('../features/retention', () => ({
  __esModule: true,
  default: area('Saklama süreleri'),
}));
jest.mock('../features/gallery', () => ({ __esModule: true, default: area('Galeri') }));
jest.mock('../features/site', () => ({
  __esModule: true,
  default: ({ section }: { section: string }) =>
    createElement('h2', null, `Site alanı: ${section}`),
}));

const staff = () =>
  member({
    staff: true,
    roles: ['administrator', 'clerk', 'editor'],
    displayName: 'Selin Yönetici',
  });
const holding = (...roles: StaffRole[]) =>
  member({ staff: true, roles, displayName: 'Can Görevli' });

const sectionNames = [
  'Özet',
  'Üyeler',
  'KVKK başvuruları',
  'Güven sinyalleri',
  'İşlem kaydı',
  'Güvercinler',
  'Satış talepleri',
  'Gruplar ve açık arttırmalar',
  'Canlı mezat',
  'Hesaplar',
  'Haberler',
  'Galeri',
  'Site bilgileri',
  'Satış şartları',
  'Yasal metinler',
  'Saklama süreleri',
  'Kurumsal sayfalar',
  'Duyuru bandı',
];

beforeEach(() => {
  broken.members = false;
  broken.auditChunk = false;
});

describe('console frame', () => {
  it('shows staff the title, every section in the navigation and the summary', async () => {
    const site = renderInSite(<AdminRoutes />, { path: '/yonetim', user: staff() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Özet alanı' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeTruthy();
    const nav = screen.getByTestId('console-side-nav');
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(sectionNames);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/yonetim',
      '/yonetim/uyeler',
      '/yonetim/kvkk-basvurulari',
      '/yonetim/guven-sinyalleri',
      '/yonetim/islem-kaydi',
      '/yonetim/guvercinler',
      '/yonetim/satis-talepleri',
      '/yonetim/gruplar',
      '/yonetim/canli-mezat',
      '/yonetim/hesaplar',
      '/yonetim/haberler',
      '/yonetim/galeri',
      '/yonetim/site-bilgileri',
      '/yonetim/satis-sartlari',
      '/yonetim/yasal-metinler',
      '/yonetim/saklama-sureleri',
      '/yonetim/kurumsal-sayfalar',
      '/yonetim/duyuru',
    ]);
    expect(within(nav).getByRole('link', { name: 'Özet' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByTestId('mf-admin-routes').getAttribute('data-release')).toBe('test');
    expect(site.location()).toBe('/yonetim');
  });

  it('opens a section from the side list and marks it current', async () => {
    const site = renderInSite(<AdminRoutes />, { path: '/yonetim', user: staff() });
    await screen.findByText('Özet alanı');
    const nav = screen.getByTestId('console-side-nav');
    fireEvent.click(within(nav).getByRole('link', { name: 'Güvercinler' }));
    expect(await screen.findByRole('heading', { name: 'Güvercinler alanı' })).toBeTruthy();
    expect(site.location()).toBe('/yonetim/guvercinler');
    expect(
      within(nav).getByRole('link', { name: 'Güvercinler' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Özet' }).getAttribute('aria-current')).toBeNull();
  });

  it('gives an area the pages below its path, and the site area its three sections', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/gruplar/12/sonuclar', user: staff() });
    expect(await screen.findByText('Gruplar alanı')).toBeTruthy();

    renderInSite(<AdminRoutes />, { path: '/yonetim/site-bilgileri', user: staff() });
    expect(await screen.findByText('Site alanı: settings')).toBeTruthy();
    renderInSite(<AdminRoutes />, { path: '/yonetim/kurumsal-sayfalar', user: staff() });
    expect(await screen.findByText('Site alanı: corporate')).toBeTruthy();
    renderInSite(<AdminRoutes />, { path: '/yonetim/duyuru', user: staff() });
    expect(await screen.findByText('Site alanı: banner')).toBeTruthy();
  });

  it('shows the not-found page for an unknown console path, inside the console', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/boyle-bir-bolum-yok', user: staff() });
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
    expect(screen.getByTestId('console-side-nav')).toBeTruthy();
  });

  it('on a phone, opens the sections in a dialog that keeps focus and reaches a section', async () => {
    const site = renderInSite(<AdminRoutes />, { path: '/yonetim', user: staff() });
    await screen.findByText('Özet alanı');
    const opener = screen.getByTestId('console-menu-button');
    expect(opener.textContent).toContain('Bölümler: Özet');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm seçin' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(sectionNames);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Satış talepleri' }));
    });
    expect(await screen.findByText('Satış talepleri alanı')).toBeTruthy();
    expect(site.location()).toBe('/yonetim/satis-talepleri');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('console-menu-button').textContent).toContain(
      'Bölümler: Satış talepleri',
    );
  });

  it('closes the phone menu on Escape and gives focus back to its button', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/haberler', user: staff() });
    await screen.findByText('Haberler alanı');
    const opener = screen.getByTestId('console-menu-button');
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('a failing area', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows a Turkish error for that area only; the rest of the console works', async () => {
    broken.members = true;
    renderInSite(<AdminRoutes />, { path: '/yonetim/uyeler', user: staff() });
    const error = await screen.findByTestId('area-error');
    expect(error.textContent).toContain('Üyeler bölümü gösterilemedi');
    expect(error.textContent).toContain('Diğer bölümler çalışmaya devam ediyor');
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeTruthy();

    fireEvent.click(
      within(screen.getByTestId('console-side-nav')).getByRole('link', { name: 'Galeri' }),
    );
    expect(await screen.findByText('Galeri alanı')).toBeTruthy();
    expect(screen.queryByTestId('area-error')).toBeNull();
  });

  it('says so when an area cannot be loaded, and loads it on Tekrar Dene', async () => {
    broken.auditChunk = true;
    renderInSite(<AdminRoutes />, { path: '/yonetim/islem-kaydi', user: staff() });
    expect((await screen.findByTestId('area-error')).textContent).toContain(
      'İşlem kaydı bölümü gösterilemedi',
    );
    expect(screen.getByTestId('console-side-nav')).toBeTruthy();
    broken.auditChunk = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    });
    expect(await screen.findByText('İşlem kaydı alanı')).toBeTruthy();
  });

  it('renders the area again on Tekrar Dene', async () => {
    broken.members = true;
    renderInSite(<AdminRoutes />, { path: '/yonetim/uyeler', user: staff() });
    await screen.findByTestId('area-error');
    broken.members = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    });
    expect(await screen.findByText('Üyeler alanı')).toBeTruthy();
  });
});

describe("the document's title", () => {
  beforeEach(() => {
    document.title = 'Kanat Mezat';
  });

  it('names the section a page is in, and the next section opened', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim', user: staff() });
    await screen.findByText('Özet alanı');
    expect(document.title).toBe('Özet – Yönetim paneli | Kanat Mezat');
    fireEvent.click(
      within(screen.getByTestId('console-side-nav')).getByRole('link', { name: 'Üyeler' }),
    );
    await screen.findByText('Üyeler alanı');
    expect(document.title).toBe('Üyeler – Yönetim paneli | Kanat Mezat');
  });

  it('names the KVKK applications page, which clerks and administrators open', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/kvkk-basvurulari', user: holding('clerk') });
    await screen.findByText('KVKK başvuruları alanı');
    expect(document.title).toBe('KVKK başvuruları – Yönetim paneli | Kanat Mezat');
    expect(
      within(screen.getByTestId('console-side-nav'))
        .getByRole('link', { name: 'KVKK başvuruları' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('names the retention periods page, which administrators open', async () => {
    renderInSite(<AdminRoutes />, {
      path: '/yonetim/saklama-sureleri',
      user: holding('administrator'),
    });
    await screen.findByText('Saklama süreleri alanı');
    expect(document.title).toBe('Saklama süreleri – Yönetim paneli | Kanat Mezat');
    expect(
      within(screen.getByTestId('console-side-nav'))
        .getByRole('link', { name: 'Saklama süreleri' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('names the trust signals page, which clerks and administrators open', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/guven-sinyalleri', user: holding('clerk') });
    await screen.findByText('Güven sinyalleri alanı');
    expect(document.title).toBe('Güven sinyalleri – Yönetim paneli | Kanat Mezat');
  });

  it("marks Gruplar on a lot's bids page, whose own section is not listed", async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/teklifler/101', user: holding('clerk') });
    await screen.findByText('Lotun teklifleri alanı');
    expect(document.title).toBe('Gruplar ve açık arttırmalar – Yönetim paneli | Kanat Mezat');
    const links = within(screen.getByTestId('console-side-nav')).getAllByRole('link');
    expect(
      links.filter((a) => a.getAttribute('data-within') === 'true').map((a) => a.textContent),
    ).toEqual(['Gruplar ve açık arttırmalar']);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/yonetim/teklifler');
  });

  it('names a page below a section by its section', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/gruplar/12/sonuclar', user: staff() });
    await screen.findByText('Gruplar alanı');
    expect(document.title).toBe('Gruplar ve açık arttırmalar – Yönetim paneli | Kanat Mezat');
  });

  it('marks Hesaplar on a statement page, whose own section is not listed', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/alim-belgeleri/12', user: holding('clerk') });
    await screen.findByText('Alım belgesi alanı');
    expect(document.title).toBe('Hesaplar – Yönetim paneli | Kanat Mezat');
    const links = within(screen.getByTestId('console-side-nav')).getAllByRole('link');
    expect(
      links.filter((a) => a.getAttribute('data-within') === 'true').map((a) => a.textContent),
    ).toEqual(['Hesaplar']);
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/yonetim/alim-belgeleri');
  });

  it('names the console alone when it is refused, and an unknown path as not found', async () => {
    const view = renderInSite(<AdminRoutes />, { path: '/yonetim/uyeler', user: member() });
    await screen.findByTestId('staff-gate');
    expect(document.title).toBe('Yönetim paneli | Kanat Mezat');
    view.unmount();
    renderInSite(<AdminRoutes />, { path: '/yonetim/boyle-bir-bolum-yok', user: staff() });
    await screen.findByTestId('section-not-found');
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });
});

describe('sections by role', () => {
  const navNames = () =>
    within(screen.getByTestId('console-side-nav'))
      .getAllByRole('link')
      .map((a) => a.textContent);

  it.each<[string, StaffRole[], string[]]>([
    [
      'a clerk',
      ['clerk'],
      [
        'Özet',
        'Üyeler',
        'KVKK başvuruları',
        'Güven sinyalleri',
        'Güvercinler',
        'Satış talepleri',
        'Gruplar ve açık arttırmalar',
        'Canlı mezat',
        'Hesaplar',
      ],
    ],
    ['an editor', ['editor'], ['Özet', 'Haberler', 'Galeri', 'Kurumsal sayfalar', 'Duyuru bandı']],
    [
      'an administrator',
      ['administrator'],
      [
        'Özet',
        'Üyeler',
        'KVKK başvuruları',
        'Güven sinyalleri',
        'İşlem kaydı',
        'Site bilgileri',
        'Satış şartları',
        'Yasal metinler',
        'Saklama süreleri',
      ],
    ],
    [
      'an editor who is also a clerk',
      ['clerk', 'editor'],
      [
        'Özet',
        'Üyeler',
        'KVKK başvuruları',
        'Güven sinyalleri',
        'Güvercinler',
        'Satış talepleri',
        'Gruplar ve açık arttırmalar',
        'Canlı mezat',
        'Hesaplar',
        'Haberler',
        'Galeri',
        'Kurumsal sayfalar',
        'Duyuru bandı',
      ],
    ],
    ['an accountant', ['accountant'], ['Özet', 'Hesaplar', 'Banka hesap dökümü']],
  ])('lists for %s only the sections their roles open', async (_who, roles, sections) => {
    renderInSite(<AdminRoutes />, { path: '/yonetim', user: holding(...roles) });
    await screen.findByText('Özet alanı');
    expect(navNames()).toEqual(sections);
  });

  it('lists an editor only their sections in the phone menu too', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim/galeri', user: holding('editor') });
    await screen.findByText('Galeri alanı');
    fireEvent.click(screen.getByTestId('console-menu-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Bölüm seçin' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Özet', 'Haberler', 'Galeri', 'Kurumsal sayfalar', 'Duyuru bandı']);
  });

  it('refuses a section outside the roles in Turkish, with links to their own', async () => {
    document.title = 'Kanat Mezat';
    const site = renderInSite(<AdminRoutes />, {
      path: '/yonetim/haberler/yeni',
      user: holding('clerk'),
    });
    const refused = await screen.findByTestId('section-refused');
    expect(refused.textContent).toContain('Haberler bölümü için yetkiniz yok.');
    expect(refused.textContent).toContain('Rolleriniz: Mezat görevlisi.');
    // The area is never loaded, and the frame stays.
    expect(screen.queryByText('Haberler alanı')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeTruthy();
    expect(document.title).toBe('Yetkiniz yok – Yönetim paneli | Kanat Mezat');
    // The phone menu's button names no section the roles do not open.
    expect(screen.getByTestId('console-menu-button').textContent).not.toContain('Haberler');
    const links = within(within(refused).getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Özet', '/yonetim'],
      ['Üyeler', '/yonetim/uyeler'],
      ['KVKK başvuruları', '/yonetim/kvkk-basvurulari'],
      ['Güven sinyalleri', '/yonetim/guven-sinyalleri'],
      ['Güvercinler', '/yonetim/guvercinler'],
      ['Satış talepleri', '/yonetim/satis-talepleri'],
      ['Gruplar ve açık arttırmalar', '/yonetim/gruplar'],
      ['Canlı mezat', '/yonetim/canli-mezat'],
      ['Hesaplar', '/yonetim/hesaplar'],
    ]);
    fireEvent.click(within(refused).getByRole('link', { name: 'Güvercinler' }));
    expect(await screen.findByText('Güvercinler alanı')).toBeTruthy();
    expect(site.location()).toBe('/yonetim/guvercinler');
    expect(screen.queryByTestId('section-refused')).toBeNull();
  });

  it.each<[string, string, StaffRole[]]>([
    ['an editor', '/yonetim/uyeler', ['editor']],
    ['an editor', '/yonetim/islem-kaydi', ['editor']],
    ['an editor', '/yonetim/kvkk-basvurulari', ['editor']],
    ['an accountant', '/yonetim/kvkk-basvurulari', ['accountant']],
    ['a clerk', '/yonetim/site-bilgileri', ['clerk']],
    ['a clerk', '/yonetim/saklama-sureleri', ['clerk']],
    ['an editor', '/yonetim/saklama-sureleri', ['editor']],
    ['a clerk', '/yonetim/islem-kaydi', ['clerk']],
    ['an administrator', '/yonetim/gruplar/12', ['administrator']],
    ['an administrator', '/yonetim/duyuru', ['administrator']],
    ['a clerk', '/yonetim/banka', ['clerk']],
    ['an editor', '/yonetim/alim-belgeleri/12', ['editor']],
    ['an editor', '/yonetim/guven-sinyalleri', ['editor']],
    ['an administrator', '/yonetim/teklifler/101', ['administrator']],
    ['an administrator', '/yonetim/satici-belgeleri/4', ['administrator']],
  ])('refuses %s at %s', async (_who, path, roles) => {
    renderInSite(<AdminRoutes />, { path, user: holding(...roles) });
    expect(await screen.findByTestId('section-refused')).toBeTruthy();
    expect(screen.queryByText(/alanı/)).toBeNull();
  });

  it('still shows an unknown address as not found, not as refused', async () => {
    renderInSite(<AdminRoutes />, {
      path: '/yonetim/boyle-bir-bolum-yok',
      user: holding('editor'),
    });
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
    expect(screen.queryByTestId('section-refused')).toBeNull();
  });
});

describe('staff gate', () => {
  it('asks a guest to sign in and keeps the way back', async () => {
    const site = renderInSite(<AdminRoutes />, { path: '/yonetim/uyeler?ara=ayse' });
    const gate = await screen.findByTestId('staff-gate');
    expect(gate.textContent).toContain('Bu bölüm yalnızca yetkili personel içindir.');
    expect(screen.queryByTestId('admin-console')).toBeNull();
    const link = within(gate).getByRole('link', { name: 'Giriş yap' });
    expect(link.getAttribute('href')).toBe('/giris-yap');
    fireEvent.click(link);
    expect(site.location()).toBe('/giris-yap');
    expect(site.sentFrom()).toBe('/yonetim/uyeler?ara=ayse');
  });

  it('refuses a signed-in member without offering a sign-in', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetim', user: member() });
    const gate = await screen.findByTestId('staff-gate');
    expect(gate.textContent).toContain('Bu bölüm yalnızca yetkili personel içindir.');
    expect(within(gate).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('console-side-nav')).toBeNull();
    expect(screen.queryByText('Özet alanı')).toBeNull();
  });
});

describe('outside /yonetim', () => {
  it('shows the not-found page', async () => {
    renderInSite(<AdminRoutes />, { path: '/yonetimx', user: staff() });
    expect(await screen.findByTestId('section-not-found')).toBeTruthy();
  });
});
