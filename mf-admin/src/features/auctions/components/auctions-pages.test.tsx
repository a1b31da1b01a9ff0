import type {
  AdminGroupDetail,
  AdminGroupResults,
  AdminGroupRow,
  AdminLotRow,
} from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive } from '../../../../../shared/test/fake-live';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import AuctionsArea from '../index';

let server: FetchStub;
const staff = member({ staff: true });

// 2030-06-01 12:00 in Turkey (UTC+3).
const june1Noon = Date.UTC(2030, 5, 1, 9, 0);

const groupRow = (over: Partial<AdminGroupRow> = {}): AdminGroupRow => ({
  id: '11',
  parentId: '1',
  name: 'Ege Şampiyonları',
  photo: null,
  isFinalContainer: true,
  isArchive: false,
  startedOn: june1Noon - 86_400_000,
  endingTime: june1Noon,
  staggerSeconds: 120,
  childCount: 2,
  totalAuctionsCount: 2,
  totalBidCount: 3,
  totalAmount: 1800,
  expiry: june1Noon + 120_000,
  archivedAt: null,
  publishOn: june1Noon - 2 * 86_400_000,
  lotsBeforeStart: true,
  ...over,
});

const lotRow = (over: Partial<AdminLotRow> = {}): AdminLotRow => ({
  id: '101',
  name: 'Mavi Şimşek',
  description: 'Ege birincisi.',
  parentId: '11',
  pigeonId: '7',
  serial: 1234,
  tagNum: 'TR-2024-123456',
  ownerFullName: 'Ahmet Yılmaz',
  cover: null,
  startingBid: 500,
  currentAmount: 500,
  bidCount: 0,
  startedOn: june1Noon - 86_400_000,
  endingTime: june1Noon,
  expiry: june1Noon,
  status: 2,
  cancelledAt: null,
  cancelReason: null,
  paidAt: null,
  deliveredAt: null,
  bidCeiling: null,
  reservePrice: null,
  reserveUnmet: false,
  ...over,
});

const detail = (lots: AdminLotRow[]): AdminGroupDetail => ({
  group: { ...groupRow(), description: '', photoId: null },
  path: [
    { id: '1', name: 'Grup İhaleler' },
    { id: '11', name: 'Ege Şampiyonları' },
  ],
  lots,
});

const render = (path: string) =>
  renderInSite(<AuctionsArea />, { path, mount: '/yonetim/gruplar/*', user: staff });

beforeEach(() => {
  server = stubFetch();
  server.on(
    'POST',
    '/api/fn/adminSettingsGet',
    callableOk({ archiveDelayDays: 7, softCloseMinutes: 5 }),
  );
});
afterEach(() => server.restore());

describe('console groups', () => {
  it('lists the folder, searches by name and saves the archive delay and the soft close', async () => {
    server.on('POST', '/api/fn/adminGroupsList', (request) => {
      const data = (request.body as { data: { q?: string } }).data;
      const rows = data.q ? [groupRow({ id: '12', name: 'Marmara Yıldızları' })] : [groupRow()];
      return callableOk({
        roots: { vitrineId: '1', archiveId: '2' },
        path: data.q ? [] : [{ id: '1', name: 'Grup İhaleler' }],
        rows,
        next: null,
      });
    });
    server.on('POST', '/api/fn/adminSettingsSave', (request) =>
      callableOk((request.body as { data: object }).data),
    );
    render('/yonetim/gruplar');
    const table = await screen.findByTestId('groups-table');
    expect(within(table).getByRole('link', { name: 'Ege Şampiyonları' }).getAttribute('href')).toBe(
      '/yonetim/gruplar/11',
    );
    expect(screen.getByRole('link', { name: 'Yeni grup' }).getAttribute('href')).toBe(
      '/yonetim/gruplar/yeni?ust=1',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Grup ara' }), {
      target: { value: 'marmara' },
    });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Grup ara' }), { key: 'Enter' });
    expect(await screen.findByRole('link', { name: 'Marmara Yıldızları' })).toBeTruthy();
    expect(server.callsTo('adminGroupsList').at(-1)).toMatchObject({ q: 'marmara' });

    const delay = await screen.findByLabelText('Biten grup kaç gün sonra arşive taşınsın');
    await waitFor(() => expect((delay as HTMLInputElement).value).toBe('7'));
    fireEvent.change(delay, { target: { value: '400' } });
    fireEvent.click(within(screen.getByTestId('archive-settings')).getByRole('button'));
    expect(
      await screen.findByText('Arşiv gecikmesi 0 ile 365 gün arasında bir tam sayı olmalı.'),
    ).toBeTruthy();
    fireEvent.change(delay, { target: { value: '3' } });
    const softClose = screen.getByLabelText('Son dakika uzatması (dakika)') as HTMLInputElement;
    expect(softClose.value).toBe('5');
    fireEvent.change(softClose, { target: { value: '90' } });
    fireEvent.click(within(screen.getByTestId('archive-settings')).getByRole('button'));
    expect(
      await screen.findByText('Uzatma süresi 0 ile 60 dakika arasında bir tam sayı olmalı.'),
    ).toBeTruthy();
    expect(server.callsTo('adminSettingsSave')).toEqual([]);
    fireEvent.change(softClose, { target: { value: '2' } });
    fireEvent.click(within(screen.getByTestId('archive-settings')).getByRole('button'));
    expect(await screen.findByText('Ayar kaydedildi.')).toBeTruthy();
    expect(server.callsTo('adminSettingsSave')).toEqual([
      { archiveDelayDays: 3, softCloseMinutes: 2 },
    ]);
  });

  it('creates a group with Turkey times and a stagger in minutes, after checking the end', async () => {
    server.on('POST', '/api/fn/adminGroupSave', callableOk({ id: '55' }));
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([])));
    const site = render('/yonetim/gruplar/yeni?ust=1');
    fireEvent.change(await screen.findByLabelText('Ad'), { target: { value: 'Ege Şampiyonları' } });
    fireEvent.change(screen.getByLabelText('Başlangıç (Türkiye saati)'), {
      target: { value: '2030-06-02T12:00' },
    });
    fireEvent.change(screen.getByLabelText('Bitiş (Türkiye saati)'), {
      target: { value: '2030-06-01T12:00' },
    });
    fireEvent.change(screen.getByLabelText('Lotlar arası süre (dakika)'), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bitiş zamanı başlangıçtan sonra olmalı.')).toBeTruthy();
    expect(server.callsTo('adminGroupSave')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Başlangıç (Türkiye saati)'), {
      target: { value: '2030-05-25T09:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/gruplar/55'));
    expect(server.callsTo('adminGroupSave')).toEqual([
      {
        parentId: '1',
        name: 'Ege Şampiyonları',
        description: '',
        keepPhoto: false,
        photoId: null,
        isFinalContainer: true,
        startedOn: Date.UTC(2030, 4, 25, 6, 30),
        endingTime: june1Noon,
        staggerSeconds: 120,
        publish: 'now',
        lotsBeforeStart: true,
      },
    ]);
  });

  it('saves a group to publish at a later time, never after its start', async () => {
    server.on('POST', '/api/fn/adminGroupSave', callableOk({ id: '55' }));
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([])));
    const site = render('/yonetim/gruplar/yeni?ust=1');
    fireEvent.change(await screen.findByLabelText('Ad'), { target: { value: 'Taslak Grup' } });
    fireEvent.change(screen.getByLabelText('Başlangıç (Türkiye saati)'), {
      target: { value: '2030-05-25T09:30' },
    });
    fireEvent.change(screen.getByLabelText('Bitiş (Türkiye saati)'), {
      target: { value: '2030-06-01T12:00' },
    });
    fireEvent.click(screen.getByLabelText('İleri tarihte yayınla'));
    fireEvent.change(await screen.findByLabelText('Yayın zamanı (Türkiye saati)'), {
      target: { value: '2030-05-26T09:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText(
        'Yayın zamanı grubun başlangıcından sonra olamaz; teklifler yayından önce açılmaz.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('adminGroupSave')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Yayın zamanı (Türkiye saati)'), {
      target: { value: '2030-05-24T09:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/gruplar/55'));
    expect(server.callsTo('adminGroupSave')[0]).toMatchObject({
      publish: { at: Date.UTC(2030, 4, 24, 6, 30) },
    });
  });

  it('keeps a group on the site when it is edited, or takes it back to a draft', async () => {
    server.on('POST', '/api/fn/adminGroupSave', callableOk({ id: '11' }));
    const onSite = detail([]);
    onSite.group.publishOn = Date.now() - 86_400_000;
    server.on('POST', '/api/fn/adminGroupGet', callableOk(onSite));
    const site = render('/yonetim/gruplar/11/duzenle');
    const keep = (await screen.findByLabelText('Yayında kalsın')) as HTMLInputElement;
    expect(keep.checked).toBe(true);
    expect(screen.queryByLabelText('Hemen yayınla')).toBeNull();
    fireEvent.click(screen.getByLabelText('Taslak olarak sakla'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/gruplar/11'));
    expect(server.callsTo('adminGroupSave')[0]).toMatchObject({ id: '11', publish: 'draft' });
  });

  it('saves a group whose lots show only from its start', async () => {
    server.on('POST', '/api/fn/adminGroupSave', callableOk({ id: '55' }));
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([])));
    const site = render('/yonetim/gruplar/yeni?ust=1');
    fireEvent.change(await screen.findByLabelText('Ad'), { target: { value: 'Kapalı Grup' } });
    const shown = screen.getByLabelText(
      /^Lotları başlangıçtan önce sitede göster/,
    ) as HTMLInputElement;
    expect(shown.checked).toBe(true);
    fireEvent.click(shown);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/gruplar/55'));
    expect(server.callsTo('adminGroupSave')[0]).toMatchObject({ lotsBeforeStart: false });
  });

  it('saves a new group as a draft', async () => {
    server.on('POST', '/api/fn/adminGroupSave', callableOk({ id: '55' }));
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([])));
    const draft = render('/yonetim/gruplar/yeni?ust=1');
    fireEvent.change(await screen.findByLabelText('Ad'), { target: { value: 'Taslak Grup' } });
    fireEvent.click(screen.getByLabelText('Taslak olarak sakla'));
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(draft.location()).toBe('/yonetim/gruplar/55'));
    expect(server.callsTo('adminGroupSave')[0]).toMatchObject({ publish: 'draft' });
  });

  it('shows a draft as Taslak with a preview link, and publishes it', async () => {
    let group = groupRow({ publishOn: null });
    server.on('POST', '/api/fn/adminGroupGet', () =>
      callableOk({ ...detail([]), group: { ...detail([]).group, ...group } }),
    );
    server.on('POST', '/api/fn/adminGroupPublish', () => {
      group = { ...group, publishOn: Date.now() };
      return callableOk({ publishOn: group.publishOn });
    });
    render('/yonetim/gruplar/11');
    expect(await screen.findByText('Taslak')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sitede önizle' }).getAttribute('href')).toBe(
      '/grup-ihaleler/11',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Yayında')).toBeTruthy();
    expect(server.callsTo('adminGroupPublish')).toEqual([{ id: '11' }]);
    expect(screen.queryByRole('button', { name: 'Yayınla' })).toBeNull();
  });

  it('adds several lots with a price each, edits only the description after a bid, cancels with a reason', async () => {
    let lots = [
      lotRow(),
      lotRow({ id: '102', name: 'Kara Kartal', bidCount: 2, currentAmount: 700 }),
    ];
    server.on('POST', '/api/fn/adminGroupGet', () => callableOk(detail(lots)));
    server.on(
      'POST',
      '/api/fn/adminAuctionablePigeons',
      callableOk({
        rows: [
          {
            id: '8',
            serial: 42,
            tagNum: 'TR-2024-000042',
            state: 'Yarışçı',
            ownerFullName: 'Ali Kaya',
            cover: null,
          },
          {
            id: '9',
            serial: 43,
            tagNum: 'TR-2024-000043',
            state: 'Yarışçı',
            ownerFullName: 'Ali Kaya',
            cover: null,
          },
        ],
      }),
    );
    server.on('POST', '/api/fn/adminLotsAdd', callableOk({ ids: ['103', '104'] }));
    server.on('POST', '/api/fn/adminAuctionSave', callableOk({ lot: lots[1] as AdminLotRow }));
    server.on('POST', '/api/fn/adminAuctionCancel', () => {
      lots = lots.map((lot) =>
        lot.id === '102' ? { ...lot, status: 4, cancelReason: 'Sağlık sorunu' } : lot,
      );
      return callableOk({ lot: lots[1] as AdminLotRow, notified: 2 });
    });
    render('/yonetim/gruplar/11');

    const table = await screen.findByTestId('lots-table');
    expect(within(table).getByText('Mavi Şimşek')).toBeTruthy();

    // Add two lots.
    fireEvent.click(screen.getByRole('button', { name: 'Lot ekle' }));
    const picker = await screen.findByTestId('lot-picker');
    fireEvent.click(
      await within(picker).findByLabelText('000042 · TR-2024-000042 · Yarışçı · Ali Kaya'),
    );
    fireEvent.click(within(picker).getByLabelText('000043 · TR-2024-000043 · Yarışçı · Ali Kaya'));
    // Each picked pigeon shows the lot number it will get: the order it was ticked in.
    expect(within(picker).getByText('1. lot')).toBeTruthy();
    expect(within(picker).getByText('2. lot')).toBeTruthy();
    fireEvent.change(within(picker).getByLabelText('TR-2024-000042 başlangıç fiyatı'), {
      target: { value: '750' },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Seçilenleri ekle' }));
    expect(await within(picker).findByText(/TR-2024-000043: Başlangıç fiyatı/)).toBeTruthy();
    fireEvent.change(within(picker).getByLabelText('TR-2024-000043 başlangıç fiyatı'), {
      target: { value: '900' },
    });
    fireEvent.click(within(picker).getByRole('button', { name: 'Seçilenleri ekle' }));
    expect(await screen.findByText('2 lot eklendi.')).toBeTruthy();
    expect(server.callsTo('adminLotsAdd')).toEqual([
      {
        groupId: '11',
        lots: [
          { pigeonId: '8', startingBid: 750 },
          { pigeonId: '9', startingBid: 900 },
        ],
      },
    ]);

    // A lot with bids: only its description is editable, and the dialog says why.
    const kartal = within(table).getByText('Kara Kartal').closest('tr') as HTMLElement;
    fireEvent.click(within(kartal).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByTestId('lot-edit');
    expect(within(dialog).getByText(/artık yalnızca açıklama değiştirilebilir/)).toBeTruthy();
    expect((within(dialog).getByLabelText('Ad') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Başlangıç fiyatı') as HTMLInputElement).disabled).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('Açıklama'), {
      target: { value: 'Yeni açıklama' },
    });
    // The hidden reserve may still be set lower, never higher; refused by the shared rule.
    const reserve = within(dialog).getByLabelText('Rezerv fiyat (TL, gizli)') as HTMLInputElement;
    expect(reserve.disabled).toBe(false);
    fireEvent.change(reserve, { target: { value: '300' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText(
        /Rezerv fiyat başlangıç fiyatından \(500 TL\) yüksek olmalı\./,
      ),
    ).toBeTruthy();
    fireEvent.change(reserve, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByTestId('lot-edit')).toBeNull());
    expect(server.callsTo('adminAuctionSave')).toEqual([
      { id: '102', description: 'Yeni açıklama', reservePrice: null },
    ]);

    // Cancel with a reason.
    fireEvent.click(within(kartal).getByRole('button', { name: 'İptal et' }));
    const reason = await screen.findByLabelText('İptal nedeni');
    fireEvent.change(reason, { target: { value: 'Sağlık sorunu' } });
    await act(async () => {
      const buttons = screen.getAllByRole('button', { name: 'İptal et' });
      fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    });
    expect(
      await screen.findByText('Lot iptal edildi. 2 teklif verene SMS gönderildi.'),
    ).toBeTruthy();
    expect(server.callsTo('adminAuctionCancel')).toEqual([{ id: '102', reason: 'Sağlık sorunu' }]);
    await waitFor(() => expect(within(table).getByText('İptal edildi')).toBeTruthy());
    // Every lot, a cancelled one too, links to its bids (the trust area's page).
    const cancelled = within(table).getByText('Kara Kartal').closest('tr') as HTMLElement;
    expect(within(cancelled).queryByRole('button', { name: 'Düzenle' })).toBeNull();
    expect(
      within(cancelled).getByRole('link', { name: 'Lotun teklifleri' }).getAttribute('href'),
    ).toBe('/yonetim/teklifler/102');
  });

  it('shows results with totals, winner and underbidder, marks paid, links the CSV', async () => {
    const contact = (name: string, phone: string) => ({
      uid: name,
      fullname: name,
      username: 'u',
      phone,
      mail: 'alici@example.com',
      province: 'İzmir',
      city: 'Bornova',
    });
    const results: AdminGroupResults = {
      group: { id: '11', name: 'Ege Şampiyonları', expiry: june1Noon },
      lots: [
        {
          id: '101',
          pigeonId: '7',
          name: 'Mavi Şimşek',
          serial: 1234,
          tagNum: 'TR-2024-123456',
          status: 3,
          bidCount: 4,
          reserveUnmet: false,
          startingBid: 500,
          expiry: june1Noon,
          hammerPrice: 800,
          winner: contact('Çağla Işık', '+905321112233'),
          underbidder: { ...contact('Şükrü Öztürk', '+905329998877'), amount: 700 },
          cancelReason: null,
          paidAt: null,
          deliveredAt: null,
        },
      ],
      totals: {
        soldCount: 1,
        unsoldCount: 0,
        ongoingCount: 0,
        cancelledCount: 0,
        hammerTotal: 800,
      },
    };
    server.on('POST', '/api/fn/adminGroupResults', callableOk(results));
    server.on(
      'POST',
      '/api/fn/adminLotMark',
      callableOk({ lot: lotRow({ id: '101', status: 3, bidCount: 4, paidAt: june1Noon }) }),
    );
    render('/yonetim/gruplar/11/sonuclar');
    const totals = await screen.findByTestId('results-totals');
    expect(within(totals).getByText('Satılan').nextSibling?.textContent).toBe('1');
    const table = screen.getByTestId('results-table');
    expect(within(table).getByText('Çağla Işık')).toBeTruthy();
    expect(within(table).getByText(/Şükrü Öztürk/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV indir' }).getAttribute('href')).toBe(
      '/api/staff/groups/11/results.csv',
    );
    // Printed, the results are the totals and the table under the group's name.
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
    expect(table.closest('[data-print-sheet]')?.textContent).toContain(
      'Ege Şampiyonları: sonuçlar',
    );
    const paid = within(table).getByLabelText('Ödendi');
    fireEvent.click(paid);
    expect(await screen.findByText('Lot durumu kaydedildi.')).toBeTruthy();
    expect(server.callsTo('adminLotMark')).toEqual([{ id: '101', paid: true }]);
    await waitFor(() =>
      expect((within(table).getByLabelText('Ödendi') as HTMLInputElement).checked).toBe(true),
    );
  });

  it("prints a group's catalogue with its lot numbers, cancelled lots left out", async () => {
    server.on('POST', '/api/fn/adminGroupGet', () =>
      callableOk(
        detail([
          lotRow(),
          lotRow({ id: '102', name: 'Kara Kartal', status: 4 }),
          lotRow({ id: '103', name: 'Gök Dişi', startingBid: 1200 }),
        ]),
      ),
    );
    render('/yonetim/gruplar/11/katalog');
    const sheet = await screen.findByTestId('print-catalogue');
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Mavi Şimşek',
      'Gök Dişi',
    ]);
    expect(rows[1]?.textContent).toMatch(/^2/);
    expect(rows[1]?.textContent).toContain('1.200 TL');
    expect(screen.getByRole('heading', { name: 'Katalog: Ege Şampiyonları' })).toBeTruthy();
  });

  it("puts an ended group's unsold lots up again in another group, in one step", async () => {
    const unsold = (id: string, pigeonId: string, name: string, startingBid: number) => ({
      id,
      pigeonId,
      name,
      serial: Number(pigeonId),
      tagNum: `TR-2024-00000${pigeonId}`,
      status: 3,
      bidCount: 0,
      reserveUnmet: false,
      startingBid,
      expiry: june1Noon,
      hammerPrice: null,
      winner: null,
      underbidder: null,
      cancelReason: null,
      paidAt: null,
      deliveredAt: null,
    });
    server.on(
      'POST',
      '/api/fn/adminGroupResults',
      callableOk({
        group: { id: '11', name: 'Ege Şampiyonları', expiry: june1Noon },
        lots: [unsold('101', '7', 'Mavi Şimşek', 500), unsold('102', '8', 'Kara Kartal', 750)],
        totals: {
          soldCount: 0,
          unsoldCount: 2,
          ongoingCount: 0,
          cancelledCount: 0,
          hammerTotal: 0,
        },
      }),
    );
    server.on('POST', '/api/fn/adminGroupsList', () =>
      callableOk({
        roots: { vitrineId: '1', archiveId: '2' },
        path: [],
        rows: [
          groupRow({ id: '11', name: 'Ege Şampiyonları' }),
          groupRow({ id: '12', name: 'Ege Bahar Mezatı' }),
          groupRow({ id: '13', name: 'Ege Arşivi', isArchive: true }),
          groupRow({ id: '14', name: 'Ege Klasörü', isFinalContainer: false }),
        ],
        next: null,
      }),
    );
    server.on('POST', '/api/fn/adminLotsAdd', callableOk({ ids: ['201', '202'] }));
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([])));
    const view = render('/yonetim/gruplar/11/sonuclar');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Satılmayanları yeniden satışa çıkar' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Satılmayan 2 lotu başka bir gruba aktar',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktar' }));
    expect(await within(dialog).findByText('Hedef grubu seçin.')).toBeTruthy();
    const search = within(dialog).getByRole('searchbox', { name: 'Hedef grubu ara' });
    fireEvent.change(search, { target: { value: 'ege' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    fireEvent.submit(search);
    // Only a group that takes lots, is not archived and is not this one is offered.
    const offered = await within(dialog).findAllByRole('radio');
    expect(offered.map((radio) => radio.parentElement?.textContent)).toEqual(['Ege Bahar Mezatı']);
    fireEvent.click(offered[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aktar' }));
    await waitFor(() =>
      expect(view.toastTexts()).toEqual(['2 lot Ege Bahar Mezatı grubuna eklendi.']),
    );
    expect(server.callsTo('adminLotsAdd')).toEqual([
      {
        groupId: '12',
        lots: [
          { pigeonId: '7', startingBid: 500, name: 'Mavi Şimşek' },
          { pigeonId: '8', startingBid: 750, name: 'Kara Kartal' },
        ],
      },
    ]);
  });

  it('moves a lot down in the catalogue; lots with bids cannot move', async () => {
    let lots = [
      lotRow({ id: '101', name: 'Birinci' }),
      lotRow({ id: '102', name: 'İkinci' }),
      lotRow({ id: '103', name: 'Üçüncü', bidCount: 1 }),
    ];
    server.on('POST', '/api/fn/adminGroupGet', () => callableOk(detail(lots)));
    server.on('POST', '/api/fn/adminLotsReorder', (request) => {
      const { lotIds } = (request.body as { data: { lotIds: string[] } }).data;
      lots = lotIds.map((id) => lots.find((lot) => lot.id === id) as AdminLotRow);
      return callableOk({ lots });
    });
    render('/yonetim/gruplar/11');
    const table = await screen.findByTestId('lots-table');
    expect(screen.getByText(/Lotlar bu sırayla numaralanır/)).toBeTruthy();
    const up = (n: number) => within(table).getByRole('button', { name: `${n}. lotu yukarı taşı` });
    const down = (n: number) =>
      within(table).getByRole('button', { name: `${n}. lotu aşağı taşı` });
    // The first cannot go up; the second cannot go below the lot that has bids; that one stays.
    expect((up(1) as HTMLButtonElement).disabled).toBe(true);
    expect((down(2) as HTMLButtonElement).disabled).toBe(true);
    expect((up(3) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(down(1));
    expect(
      await screen.findByText(
        'Lot sırası kaydedildi; bitiş saatleri yeni sıraya göre güncellendi.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('adminLotsReorder')).toEqual([
      { groupId: '11', lotIds: ['102', '101', '103'] },
    ]);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
      ).toEqual(['İkinci', 'Birinci', 'Üçüncü']),
    );
  });

  it("raises one lot's bid ceiling above the 10× rule and takes it back", async () => {
    // 700 TL standing: the next bid is 725 (a 25 TL step), the rule takes up to 7.250 TL.
    let lots = [lotRow({ bidCount: 2, currentAmount: 700 })];
    server.on('POST', '/api/fn/adminGroupGet', () => callableOk(detail(lots)));
    server.on('POST', '/api/fn/staffSetBidCeiling', (request) => {
      const { ceiling } = (request.body as { data: { ceiling: number | null } }).data;
      if (ceiling !== null && ceiling <= 7250) {
        return {
          body: {
            result: {
              code: 400,
              message: 'Teklif tavanı kuralın izin verdiği 7.250 TL üstünde olmalı.',
            },
          },
        };
      }
      lots = [lotRow({ bidCount: 2, currentAmount: 700, bidCeiling: ceiling })];
      return callableOk({ ok: true });
    });
    render('/yonetim/gruplar/11');
    const table = await screen.findByTestId('lots-table');
    fireEvent.click(within(table).getByRole('button', { name: 'Teklif tavanı' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklif tavanı: Mavi Şimşek' });
    const rule = dialog.textContent ?? '';
    expect(rule).toContain('kabul edilen en yüksek teklif');
    const field = within(dialog).getByLabelText('Yeni teklif tavanı (TL)');
    fireEvent.change(field, { target: { value: 'on bin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('Teklif tavanını TL olarak, tam sayı yazın.'),
    ).toBeTruthy();
    expect(server.callsTo('staffSetBidCeiling')).toEqual([]);
    fireEvent.change(field, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText(
        'Teklif tavanı kuralın izin verdiği 7.250 TL üstünde olmalı.',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '20000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Teklif tavanı 20.000 TL yapıldı.')).toBeTruthy();

    // Opened again: the ceiling is there, and it can go back to the rule.
    fireEvent.click(within(table).getByRole('button', { name: 'Teklif tavanı' }));
    const again = await screen.findByRole('dialog', { name: 'Teklif tavanı: Mavi Şimşek' });
    await waitFor(() =>
      expect(
        (within(again).getByLabelText('Yeni teklif tavanı (TL)') as HTMLInputElement).value,
      ).toBe('20000'),
    );
    fireEvent.click(within(again).getByRole('button', { name: 'Kurala döndür' }));
    expect(await screen.findByText('Teklif tavanı kurala döndürüldü.')).toBeTruthy();
    expect(server.callsTo('staffSetBidCeiling')).toEqual([
      { auctionId: '101', ceiling: 5000 },
      { auctionId: '101', ceiling: 20000 },
      { auctionId: '101', ceiling: null },
    ]);
  });

  it("shows a group's lots moving live: a bid changes the price on the open page", async () => {
    const live = fakeLive();
    try {
      let lots = [lotRow()];
      server.on('POST', '/api/fn/adminGroupGet', () => callableOk(detail(lots)));
      render('/yonetim/gruplar/11');
      const table = await screen.findByTestId('lots-table');
      expect(within(table).getAllByText('500 TL')).toHaveLength(2);
      await waitFor(() => expect(live.paths()).toContain('auctions/101'));
      live.push('auctions/101', { currentAmount: 500 });
      lots = [lotRow({ currentAmount: 650, bidCount: 1 })];
      live.push('auctions/101', { currentAmount: 650 });
      await waitFor(() => expect(within(table).getByText('650 TL')).toBeTruthy());
    } finally {
      live.restore();
    }
  });

  it('follows the sale by itself and tells the clerk when a running lot ends', async () => {
    const live = fakeLive();
    try {
      const lot = {
        id: '101',
        pigeonId: '7',
        name: 'Mavi Şimşek',
        serial: 1234,
        tagNum: 'TR-2024-123456',
        status: 2,
        bidCount: 2,
        reserveUnmet: false,
        startingBid: 500,
        expiry: june1Noon,
        hammerPrice: null,
        winner: null,
        underbidder: null,
        cancelReason: null,
        paidAt: null,
        deliveredAt: null,
      };
      const totals = {
        soldCount: 0,
        unsoldCount: 0,
        ongoingCount: 1,
        cancelledCount: 0,
        hammerTotal: 0,
      };
      let answer: AdminGroupResults = {
        group: { id: '11', name: 'Ege Şampiyonları', expiry: june1Noon },
        lots: [lot],
        totals,
      };
      server.on('POST', '/api/fn/adminGroupResults', () => callableOk(answer));
      const view = render('/yonetim/gruplar/11/sonuclar');
      const table = await screen.findByTestId('results-table');
      expect(within(table).getByText('Devam ediyor')).toBeTruthy();
      // The group's summary and its running lot, each first with the state the page was read in.
      await waitFor(() =>
        expect(live.paths().sort()).toEqual(['auctionContainers/11/summaryParams', 'auctions/101']),
      );
      live.push('auctionContainers/11/summaryParams', { totalBidCount: 2 });
      live.push('auctions/101', { status: 2 });
      expect(server.callsTo('adminGroupResults')).toHaveLength(1);

      // The lot ends (its own path moves; the summary does not): the page reads the results
      // again and says so.
      answer = {
        ...answer,
        lots: [
          {
            ...lot,
            status: 3,
            bidCount: 3,
            hammerPrice: 900,
            winner: {
              uid: 'u1',
              fullname: 'Çağla Işık',
              username: 'cagla',
              phone: '+905321112233',
              mail: '',
              province: 'İzmir',
              city: 'Bornova',
            },
          },
        ],
        totals: { ...totals, soldCount: 1, ongoingCount: 0, hammerTotal: 900 },
      };
      live.push('auctions/101', { status: 3 });
      await waitFor(() => expect(within(table).getByText('Çağla Işık')).toBeTruthy());
      // Nothing runs any more: only the summary is followed.
      await waitFor(() => expect(live.paths()).toEqual(['auctionContainers/11/summaryParams']));
      expect(view.toastTexts()).toEqual(['Mavi Şimşek sona erdi: 900 TL, kazanan Çağla Işık.']);
      expect(server.callsTo('adminGroupResults')).toHaveLength(2);
    } finally {
      live.restore();
    }
  });

  it("shows the site's terms on a group and gives it terms of its own, then takes them back", async () => {
    const site = {
      buyerPremiumBp: 1000,
      sellerCommissionBp: 1500,
      vatBp: 2000,
      paymentTermDays: 7,
      ownTerms: false,
      iban: null,
      accountName: null,
    };
    server.on('POST', '/api/fn/adminGroupGet', callableOk(detail([lotRow()])));
    server.on('GET', '/api/sale-terms/group/11', { body: site });
    server.on('POST', '/api/fn/adminGroupTermsSave', (request) => {
      const { terms } = (request.body as { data: { terms: Record<string, number> | null } }).data;
      return callableOk(terms === null ? site : { ...site, ...terms, ownTerms: true });
    });
    render('/yonetim/gruplar/11');
    const box = await screen.findByTestId('sale-terms-box');
    await waitFor(() =>
      expect(box.textContent).toContain(
        'Sitenin şartları geçerli. Alıcı komisyonu %10, satıcı komisyonu %15, komisyonlara %20 KDV, ödeme süresi 7 gün.',
      ),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Bu satışa özel şartlar ver' }));
    fireEvent.change(within(box).getByLabelText('Alıcı komisyonu (%)'), {
      target: { value: '12,5' },
    });
    fireEvent.change(within(box).getByLabelText('Ödeme süresi (gün)'), {
      target: { value: '120' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Bu satışın şartlarını kaydet' }));
    expect(await within(box).findByText('1 ile 90 arasında bir gün sayısı yazın.')).toBeTruthy();
    expect(server.callsTo('adminGroupTermsSave')).toEqual([]);
    fireEvent.change(within(box).getByLabelText('Ödeme süresi (gün)'), { target: { value: '10' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Bu satışın şartlarını kaydet' }));
    await waitFor(() =>
      expect(box.textContent).toContain('Bu satışa özel şartlar geçerli. Alıcı komisyonu %12,5'),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Sitenin şartlarına dön' }));
    await waitFor(() => expect(box.textContent).toContain('Sitenin şartları geçerli.'));
    expect(server.callsTo('adminGroupTermsSave')).toEqual([
      {
        id: '11',
        terms: { buyerPremiumBp: 1250, sellerCommissionBp: 1500, vatBp: 2000, paymentTermDays: 10 },
      },
      { id: '11', terms: null },
    ]);
  });
});
