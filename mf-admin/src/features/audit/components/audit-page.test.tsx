import type { AdminAuditListResult, AuditEntryView } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import AuditArea from '..';

const entry = (id: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  id,
  at: '2026-03-05T11:30:00.000Z',
  actorId: 'uid-staff',
  actorLabel: 'Selin Yönetici',
  action: 'member.disable',
  targetType: 'user',
  targetId: 'uid-ali',
  summary: `Hesap devre dışı bırakıldı: Ali Kaya ${id}`,
  before: { accountEnabled: true, accountDisableReason: null },
  after: { accountEnabled: false, accountDisableReason: 'Ödeme yapılmadı.' },
  ...overrides,
});

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const listCalls = () => server.requests.filter((r) => r.path === '/api/fn/adminAuditList');
const open = (path = '/yonetim/islem-kaydi') =>
  renderInSite(<AuditArea />, {
    path,
    mount: '/yonetim/islem-kaydi/*',
    user: member({ staff: true }),
  });

describe('audit log page', () => {
  it('lists entries newest first and opens their before and after values', async () => {
    const page: AdminAuditListResult = {
      entries: [
        entry(2),
        entry(1, {
          actorId: null,
          actorLabel: 'Komut satırı',
          action: 'member.approve',
          summary: 'Üyelik onaylandı: Ali Kaya',
          before: { approvedAt: null },
          after: { approvedAt: '2026-03-04T09:15:00.000Z' },
        }),
      ],
      cursor: null,
    };
    server.on('POST', '/api/fn/adminAuditList', { body: { result: { code: 200, ...page } } });
    open();
    const list = await screen.findByTestId('audit-list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Hesap devre dışı bırakıldı: Ali Kaya 2',
      'Üyelik onaylandı: Ali Kaya',
    ]);
    const first = items[0] as HTMLElement;
    expect(first.textContent).toContain('05.03.2026 14:30');
    expect(first.textContent).toContain('Selin Yönetici');
    // No internal codes: the member's page is a link, the action is the summary's words.
    expect(first.textContent).not.toContain('uid-ali');
    expect(first.textContent).not.toContain('member.disable');
    expect(within(first).getByRole('link', { name: 'Üyenin sayfası' }).getAttribute('href')).toBe(
      '/yonetim/uyeler/uid-ali',
    );
    expect(within(first).queryByTestId('audit-values')).toBeNull();

    const toggle = within(first).getByRole('button', { name: 'Değerleri göster' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(within(first).getByTestId('audit-values'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Hesap açıkEvetHayır', 'Devre dışı sebebi—Ödeme yapılmadı.']);

    const second = items[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Değerleri göster' }));
    expect(within(second).getByTestId('audit-values').textContent).toContain(
      'Onay tarihi—04.03.2026 12:15',
    );
    expect(second.textContent).toContain('Komut satırı');
  });

  it('sends the filters and loads more with the cursor', async () => {
    server.on('POST', '/api/fn/adminAuditList', (request) => {
      const data = (request.body as { data: Record<string, string> }).data;
      const result: AdminAuditListResult =
        data.cursor === '5'
          ? { entries: [entry(4)], cursor: null }
          : { entries: [entry(6), entry(5)], cursor: '5' };
      return { body: { result: { code: 200, ...result } } };
    });
    const site = open('/yonetim/islem-kaydi?hedef=uid-ali');
    await screen.findByTestId('audit-list');
    // A member's page links its entries by the member's id, which no field shows.
    expect(listCalls()[0]?.body).toEqual({ data: { targetId: 'uid-ali' } });
    expect(screen.queryByDisplayValue('uid-ali')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(listCalls().at(-1)?.body).toEqual({ data: { targetId: 'uid-ali', cursor: '5' } });
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).toBeNull();

    fireEvent.change(screen.getByRole('combobox', { name: 'Bölüm' }), {
      target: { value: 'member' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hedef türü' }), {
      target: { value: 'user' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ara' }), {
      target: { value: 'Ali Kaya' },
    });
    fireEvent.change(screen.getByLabelText('Başlangıç'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Bitiş'), { target: { value: '2026-03-05' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Süz' }));
    });
    await waitFor(() =>
      expect(listCalls().at(-1)?.body).toEqual({
        data: {
          action: 'member.',
          targetType: 'user',
          targetId: 'uid-ali',
          q: 'Ali Kaya',
          from: '2026-03-01',
          to: '2026-03-05',
        },
      }),
    );
    expect(site.location()).toBe(
      '/yonetim/islem-kaydi?alan=member&tur=user&hedef=uid-ali&ara=Ali+Kaya&baslangic=2026-03-01&bitis=2026-03-05',
    );
  });

  it('links each target to its page in words, never by its id', async () => {
    const targets: [AuditEntryView['targetType'], string][] = [
      ['pigeon', '57'],
      ['group', '12'],
      ['news', '7'],
      ['hall-sale', '3'],
      ['auction', '901'],
      ['buyer-statement', '44'],
      ['seller-statement', '45'],
      ['bank-import', '6'],
      ['bank-line', '60'],
      ['site', 'legal:privacy'],
    ];
    const page: AdminAuditListResult = {
      entries: targets.map(([targetType, targetId], index) =>
        entry(100 - index, { targetType, targetId, summary: 'Bir işlem', action: 'x.y' }),
      ),
      cursor: null,
    };
    server.on('POST', '/api/fn/adminAuditList', { body: { result: { code: 200, ...page } } });
    open();
    const list = await screen.findByTestId('audit-list');
    const targetsShown = within(list)
      .getAllByRole('listitem')
      .map((item) => {
        const link = within(item).queryByRole('link');
        const meta = item.querySelectorAll('p')[1]?.textContent ?? '';
        return link === null
          ? meta.split(' · ').at(-1)
          : [link.textContent, link.getAttribute('href')];
      });
    expect(targetsShown).toEqual([
      ['Güvercinin sayfası', '/yonetim/guvercinler/57'],
      ['Grubun sayfası', '/yonetim/gruplar/12'],
      ['Haberin sayfası', '/yonetim/haberler/7'],
      ['Mezatın sayfası', '/yonetim/canli-mezat/3'],
      ['Lotun teklifleri', '/yonetim/teklifler/901'],
      ['Alım belgesinin sayfası', '/yonetim/alim-belgeleri/44'],
      ['Hesap özetinin sayfası', '/yonetim/satici-belgeleri/45'],
      ['Banka dökümünün sayfası', '/yonetim/banka/6'],
      'Banka hareketi',
      'Site',
    ]);
    for (const [, id] of targets) {
      expect(list.textContent).not.toMatch(new RegExp(`\\b${id}\\b`));
    }
  });

  it('filters by every area the server writes, one action exactly where the area names it', async () => {
    server.on('POST', '/api/fn/adminAuditList', {
      body: { result: { code: 200, entries: [entry(1)], cursor: null } },
    });
    const site = open();
    await screen.findByTestId('audit-list');
    const area = screen.getByRole('combobox', { name: 'Bölüm' });
    const areas = within(area)
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(areas).toEqual(
      expect.arrayContaining([
        ['settlement', 'Ödemeler, belgeler ve banka'],
        ['terms', 'Satış şartları'],
        ['hall', 'Canlı mezat yönetimi'],
        ['trust', 'Güven sinyalleri'],
        ['legal', 'Yasal metinler'],
        ['retention', 'Saklama süreleri'],
        ['auction.bid-annul', 'Teklif iptalleri'],
        ['privacy', 'Kişisel veriler'],
      ]),
    );
    const kinds = within(screen.getByRole('combobox', { name: 'Hedef türü' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Alım belgesi',
        'Satış hesap özeti',
        'Banka dökümü',
        'Banka hareketi',
      ]),
    );

    fireEvent.change(area, { target: { value: 'auction.bid-annul' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Süz' }));
    });
    await waitFor(() =>
      expect(listCalls().at(-1)?.body).toEqual({ data: { action: 'auction.bid-annul' } }),
    );
    expect(site.location()).toBe('/yonetim/islem-kaydi?alan=auction.bid-annul');

    fireEvent.change(area, { target: { value: 'settlement' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Süz' }));
    });
    await waitFor(() =>
      expect(listCalls().at(-1)?.body).toEqual({ data: { action: 'settlement.' } }),
    );
  });

  it("shows the server's Turkish message when the filters are refused", async () => {
    server.on('POST', '/api/fn/adminAuditList', {
      status: 400,
      body: {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
        },
      },
    });
    open('/yonetim/islem-kaydi?baslangic=2026-03-05&bitis=2026-03-01');
    expect(
      await screen.findByText(
        'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });
});
