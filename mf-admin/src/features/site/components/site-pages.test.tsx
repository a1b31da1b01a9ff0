import type { AdminSiteInfo } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import { storedMedia } from '../../../test/media-files';
import { installProseMirrorDom } from '../../../ui/rich-text/prosemirror-dom';
import SiteArea from '..';

installProseMirrorDom();

const info: AdminSiteInfo = {
  fields: {
    telephone: '+90 (212) 555 01 23',
    telephone_url: 'tel:+902125550123',
    mail_name: 'iletisim@kanatmezat.com.tr',
    mail_url: 'mailto:iletisim@kanatmezat.com.tr',
    address_name: 'Kadıköy / İstanbul',
    address_url: 'https://www.openstreetmap.org/',
    address_embed_url: 'https://www.openstreetmap.org/export/embed.html',
    instagram_name: '@kanatmezat',
    instagram_url: 'https://www.instagram.com/kanatmezat',
    youtube_name: 'Kanat Mezat',
    youtube_url: 'https://www.youtube.com/@kanatmezat',
    facebook_name: 'Kanat Mezat',
    facebook_url: 'https://www.facebook.com/kanatmezat',
    footer_description: 'Güvercin severlerin buluşma yeri.',
    how_to_bid_step_one_title: 'Üye Olun',
    how_to_bid_step_one: 'Kayıt olun.',
    how_to_bid_step_two_title: 'Seçin',
    how_to_bid_step_two: 'Seçin.',
    how_to_bid_step_three_title: 'Teklif verin',
    how_to_bid_step_three: 'Teklif verin.',
    how_to_ask_step_one_title: 'Bize ulaşın',
    how_to_ask_step_one: 'Yazın.',
    how_to_ask_step_two_title: 'Kaydettirin',
    how_to_ask_step_two: 'Kaydettirin.',
    how_to_ask_step_three_title: 'Satışa çıkın',
    how_to_ask_step_three: 'Satışa çıkın.',
    auction_vitrine_id: '1',
    auction_archive_id: '2',
    users_page_start_serial: '0',
    CentaurGames_url: 'https://www.centaurgames.com',
  },
  labels: [{ title: 'Güvenli Teklif', text: 'Her teklif doğrulanır.' }],
  logo: { url: '/static/brand/logo.svg', mediaId: null },
  institute: { url: '/static/brand/kurumsal.svg', mediaId: null },
  slider: {
    full: [{ url: '/media/slider/a-1920.jpg', mediaId: 's1' }],
    mobile: [{ url: '/media/slider/a-768.jpg', mediaId: 's2' }],
  },
  sponsors: [
    {
      name: 'Yem A.Ş.',
      url: 'https://yem.example.com',
      image: { url: '/media/sponsors/y-400.jpg', mediaId: 'y1' },
    },
  ],
  pages: {
    about_us: '<p>Hakkımızda metni</p>',
    terms: '<p>Koşullar</p>',
    privacy_policy: '<p>Gizlilik</p>',
    cookie_policy: '<p>Çerezler</p>',
  },
  folders: [
    { id: '2', name: 'Arşiv' },
    { id: '1', name: 'Grup İhaleler' },
    { id: '9', name: 'Eski Vitrin' },
  ],
};

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminSiteInfoGet', callableOk(info));
  server.on('POST', '/api/fn/adminSiteInfoSave', callableOk(info));
});
afterEach(() => server.restore());

const calls = (name: string): StubRequest[] =>
  server.requests.filter((r) => r.path === `/api/fn/${name}`);
const dataOf = (request: StubRequest | undefined) =>
  (request?.body as { data: unknown } | undefined)?.data;
const staff = () => sessionUser({ staff: true });

const groupNames = () =>
  screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);

describe('site settings (/yonetim/site-bilgileri, administrators)', () => {
  const open = () =>
    renderInSite(<SiteArea section="settings" />, {
      path: '/yonetim/site-bilgileri',
      mount: '/yonetim/site-bilgileri/*',
      user: staff(),
    });

  it('shows the settings, contact, social links, pictures and legal texts, and saves the whole record', async () => {
    const view = open();
    for (const group of ['Site ayarları', 'İletişim', 'Sosyal medya']) {
      expect(await screen.findByRole('group', { name: group })).toBeTruthy();
    }
    // The corporate pages' parts are the editors' section.
    for (const group of ['Metinler', 'Rehberler', 'Sponsorlar']) {
      expect(screen.queryByRole('group', { name: group })).toBeNull();
    }
    expect(groupNames()).toContain('Logo ve kurumsal resim');
    expect(groupNames()).not.toContain('Kayan resimler');
    // The legal pages are versioned texts of their own section now: a link there, no editor.
    expect(screen.queryByText('Kullanım Koşulları sayfası')).toBeNull();
    expect(screen.queryByText('Hakkımızda sayfası')).toBeNull();
    expect(screen.getByRole('link', { name: 'Yasal metinlere git' }).getAttribute('href')).toBe(
      '/yonetim/yasal-metinler',
    );
    // The list roots are chosen among the folders by name.
    const archive = screen.getByRole('combobox', { name: 'Arşiv klasörü' }) as HTMLSelectElement;
    expect(archive.value).toBe('2');
    expect([...archive.options].map((o) => o.textContent)).toContain('Eski Vitrin');
    fireEvent.change(screen.getByRole('combobox', { name: 'Grup İhaleler klasörü' }), {
      target: { value: '9' },
    });
    fireEvent.change(screen.getByLabelText('Telefon'), {
      target: { value: '+90 (232) 555 44 33' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls('adminSiteInfoSave')).toHaveLength(1));
    const data = dataOf(calls('adminSiteInfoSave')[0]) as Record<string, unknown>;
    // The other section's parts go back as they were loaded.
    expect(data).toMatchObject({
      fields: {
        telephone: '+90 (232) 555 44 33',
        auction_vitrine_id: '9',
        instagram_name: '@kanatmezat',
        footer_description: 'Güvercin severlerin buluşma yeri.',
      },
      labels: [{ title: 'Güvenli Teklif', text: 'Her teklif doğrulanır.' }],
      logo: { url: '/static/brand/logo.svg' },
      slider: { full: [{ url: '/media/slider/a-1920.jpg' }] },
      sponsors: [{ name: 'Yem A.Ş.', image: { url: '/media/sponsors/y-400.jpg' } }],
      pages: { about_us: '<p>Hakkımızda metni</p>', terms: '<p>Koşullar</p>' },
    });
    await waitFor(() =>
      expect(view.toastTexts()).toContain('Site bilgileri kaydedildi; sitede hemen görünür.'),
    );
  });

  it('shows the shared rules’ Turkish messages and sends nothing while a field is wrong', async () => {
    open();
    fireEvent.change(await screen.findByLabelText('Instagram adresi'), {
      target: { value: 'instagram.com/x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Instagram adresi https:// ile başlayan geçerli bir adres olmalı.'),
    ).toBeTruthy();
    expect(calls('adminSiteInfoSave')).toHaveLength(0);
  });
});

describe('corporate pages (/yonetim/kurumsal-sayfalar, editors)', () => {
  const open = () =>
    renderInSite(<SiteArea section="corporate" />, {
      path: '/yonetim/kurumsal-sayfalar',
      mount: '/yonetim/kurumsal-sayfalar/*',
      user: sessionUser({ staff: true, roles: ['editor'] }),
    });

  it('shows the texts, guides, slider, sponsors and the about-us page, and keeps new uploads by id', async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 201,
      body: storedMedia('n1', { purpose: 'slider', url: '/media/slider/n1-1920.jpg' }),
    });
    const view = open();
    expect(await screen.findByRole('heading', { name: 'Kurumsal sayfalar' })).toBeTruthy();
    for (const group of ['Metinler', 'Rehberler', 'Sayfalar', 'Sponsorlar']) {
      expect(await screen.findByRole('group', { name: group })).toBeTruthy();
    }
    for (const group of ['Site ayarları', 'İletişim', 'Sosyal medya']) {
      expect(screen.queryByRole('group', { name: group })).toBeNull();
    }
    expect(screen.queryByLabelText('Telefon')).toBeNull();
    expect(screen.getByText('Hakkımızda sayfası')).toBeTruthy();
    expect(screen.queryByText('Kullanım Koşulları sayfası')).toBeNull();
    await act(async () => {
      fireEvent.change(
        screen.getByLabelText('Kayan resimler (geniş ekran)', { selector: 'input' }),
        {
          target: { files: [new File(['x'], 'yeni.jpg', { type: 'image/jpeg' })] },
        },
      );
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Kayan resimler (geniş ekran)' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(2),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls('adminSiteInfoSave')).toHaveLength(1));
    const data = dataOf(calls('adminSiteInfoSave')[0]) as Record<string, unknown>;
    expect(data).toMatchObject({
      fields: {
        telephone: '+90 (212) 555 01 23',
        footer_description: 'Güvercin severlerin buluşma yeri.',
      },
      logo: { url: '/static/brand/logo.svg' },
      slider: {
        full: [{ url: '/media/slider/a-1920.jpg' }, { mediaId: 'n1' }],
        mobile: [{ url: '/media/slider/a-768.jpg' }],
      },
      pages: { about_us: '<p>Hakkımızda metni</p>', terms: '<p>Koşullar</p>' },
    });
    await waitFor(() =>
      expect(view.toastTexts()).toContain('Site bilgileri kaydedildi; sitede hemen görünür.'),
    );
  });

  it('names a sponsor without a name or picture and sends nothing', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sponsor ekle' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('2. sponsorun adı ve resmi gerekli.')).toBeTruthy();
    expect(calls('adminSiteInfoSave')).toHaveLength(0);
  });

  it('reorders and removes sponsors', async () => {
    const two = {
      ...info,
      sponsors: [
        ...info.sponsors,
        { name: 'Halka Ltd.', url: '', image: { url: '/media/sponsors/h-400.jpg', mediaId: null } },
      ],
    };
    server.on('POST', '/api/fn/adminSiteInfoGet', callableOk(two));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Yukarı taşı: 2. sponsorun adı' }));
    expect((screen.getByLabelText('1. sponsorun adı') as HTMLInputElement).value).toBe(
      'Halka Ltd.',
    );
    fireEvent.click(screen.getByRole('button', { name: '2. sponsoru kaldır' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls('adminSiteInfoSave')).toHaveLength(1));
    expect((dataOf(calls('adminSiteInfoSave')[0]) as { sponsors: unknown }).sponsors).toEqual([
      { name: 'Halka Ltd.', url: '', image: { url: '/media/sponsors/h-400.jpg' } },
    ]);
  });
});

describe('banner (/yonetim/duyuru)', () => {
  const open = () =>
    renderInSite(<SiteArea section="banner" />, {
      path: '/yonetim/duyuru',
      mount: '/yonetim/duyuru/*',
      user: staff(),
    });

  it('previews the text in the chosen colour, publishes it and clears it', async () => {
    server.on('GET', '/api/banner', { body: { message: null, color: null } });
    server.on('POST', '/api/fn/adminBannerSet', (request) => {
      const { message, color } = dataOf(request) as { message: string | null; color: string };
      return callableOk({ message, color: message === null ? null : color });
    });
    const view = open();
    expect(await screen.findByText('Şu anda duyuru yok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Duyuru metni yazın ya da duyuruyu kaldırın.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Duyuru metni'), {
      target: { value: 'Bu gece bakım var.' },
    });
    fireEvent.click(screen.getByLabelText('Turuncu'));
    const preview = screen.getByTestId('banner-preview');
    expect(preview.textContent).toBe('Bu gece bakım var.');
    expect(preview.getAttribute('data-color')).toBe('orange');
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    await waitFor(() => expect(calls('adminBannerSet')).toHaveLength(1));
    expect(dataOf(calls('adminBannerSet')[0])).toEqual({
      message: 'Bu gece bakım var.',
      color: 'orange',
    });
    expect((await screen.findByTestId('banner-current')).textContent).toBe('Bu gece bakım var.');
    expect(view.toastTexts()).toContain('Duyuru yayında.');

    fireEvent.click(screen.getByRole('button', { name: 'Duyuruyu kaldır' }));
    await waitFor(() => expect(calls('adminBannerSet')).toHaveLength(2));
    expect(dataOf(calls('adminBannerSet')[1])).toEqual({ message: null, color: 'orange' });
    expect(await screen.findByText('Şu anda duyuru yok.')).toBeTruthy();
  });
});
