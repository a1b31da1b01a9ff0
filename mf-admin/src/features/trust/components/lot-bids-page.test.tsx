import type { AdminLotBidsResult, AdminLotBidView } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import LotBidsArea from '../lot-bids-area';

let server: FetchStub;
let answer: AdminLotBidsResult;

const bid = (id: number, over: Partial<AdminLotBidView> = {}): AdminLotBidView => ({
  id,
  amount: 500 + id * 50,
  oldAmount: 450 + id * 50,
  auto: false,
  deviceId: 'a1b2c3d4e5f60718',
  createdOn: Date.UTC(2026, 0, 12, 9, id),
  voidReason: null,
  userId: `uid-${id}`,
  userName: 'Kemal Şahin',
  voided: false,
  ...over,
});

const lotBids = (over: Partial<AdminLotBidsResult['lot']> = {}): AdminLotBidsResult => ({
  lot: {
    id: '101',
    name: 'Mavi Şimşek',
    ownerId: 'uid-ayse',
    ownerName: 'Ayşe Yılmaz',
    currentAmount: 650,
    bidCount: 3,
    leaderId: 'uid-3',
    leaderName: 'Hakan Çelik',
    running: true,
    ...over,
  },
  bids: [
    bid(3, { userName: 'Hakan Çelik', auto: true, deviceId: null }),
    bid(2, { userName: 'Kemal Şahin' }),
    bid(1, {
      userName: 'Oya Güneş',
      voided: true,
      voidReason: 'Sahibin akrabası, fiyatı yükseltmek için teklif verdi.',
    }),
  ],
  signals: [
    {
      key: 'shared-device-owner:101:uid-2:uid-ayse',
      kind: 'shared-device-owner',
      auctionId: '101',
      auctionName: 'Mavi Şimşek',
      memberId: 'uid-2',
      memberName: 'Kemal Şahin',
      otherId: 'uid-ayse',
      otherName: 'Ayşe Yılmaz',
      evidence: 'Ortak cihaz: a1b2c3d4',
      at: Date.UTC(2026, 0, 12, 9, 2),
      reviewed: null,
    },
  ],
});

const render = (path = '/yonetim/teklifler/101') =>
  renderInSite(<LotBidsArea />, {
    path,
    mount: '/yonetim/teklifler/*',
    user: member({ staff: true, roles: ['clerk'] }),
  });

const rowOf = (text: string) =>
  within(screen.getByTestId('lot-bids')).getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  answer = lotBids();
  server = stubFetch();
  server.on('POST', '/api/fn/adminLotBids', () => callableOk(answer));
});
afterEach(() => server.restore());

describe("a lot's bids in the console (/yonetim/teklifler/:auctionId)", () => {
  it('shows the lot, its bids newest first and its signals', async () => {
    render();
    const table = await screen.findByTestId('lot-bids');
    expect(server.callsTo('adminLotBids')).toEqual([{ auctionId: '101' }]);
    expect(screen.getByRole('heading', { name: 'Mavi Şimşek' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Güven sinyallerine dön' }).getAttribute('href')).toBe(
      '/yonetim/guven-sinyalleri',
    );
    const facts = screen.getByTestId('lot-bid-facts').textContent;
    expect(facts).toContain('Güncel fiyat650 TL');
    expect(facts).toContain('Teklif sayısı3');
    expect(facts).toContain('ÖndeHakan Çelik');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Hakan Çelik',
      'Kemal Şahin',
      'Oya Güneş',
    ]);
    const auto = rowOf('Hakan Çelik');
    expect(within(auto).getByText('Evet')).toBeTruthy();
    expect(within(auto).getByText('—')).toBeTruthy();
    const manual = rowOf('Kemal Şahin');
    expect(within(manual).getByText('Hayır')).toBeTruthy();
    expect(within(manual).getByText('a1b2c3d4').getAttribute('title')).toBe('a1b2c3d4e5f60718');
    expect(within(manual).getByText(/12\.01\.2026/)).toBeTruthy();
    expect(within(manual).getByRole('link', { name: 'Kemal Şahin' }).getAttribute('href')).toBe(
      '/yonetim/uyeler/uid-2',
    );

    // The annulled bid stays on record, struck through, with the reason and no button.
    const annulled = rowOf('Oya Güneş');
    expect(
      within(annulled).getByText(
        'İptal edildi: Sahibin akrabası, fiyatı yükseltmek için teklif verdi.',
      ),
    ).toBeTruthy();
    expect(within(annulled).getByText('550 TL').tagName).toBe('S');
    expect(within(annulled).queryByRole('button')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Bu lotun güven sinyalleri' })).toBeTruthy();
    const signals = screen.getByTestId('lot-signals');
    expect(within(signals).getByText('Sahibiyle aynı cihaz')).toBeTruthy();
    expect(within(signals).getByText('Ortak cihaz: a1b2c3d4')).toBeTruthy();
  });

  it('annuls a standing bid with the reason and shows the new price', async () => {
    server.on('POST', '/api/fn/adminAnnulBid', () => {
      answer = lotBids({ currentAmount: 600, bidCount: 1, leaderId: 'uid-2' });
      answer.lot.leaderName = 'Kemal Şahin';
      answer.bids[0] = {
        ...(answer.bids[0] as AdminLotBidView),
        voided: true,
        voidReason: 'Aynı cihazdan sahibine teklif.',
      };
      return callableOk({
        auctionId: '101',
        currentAmount: 600,
        bidCount: 1,
        leaderId: 'uid-2',
        annulled: 1,
      });
    });
    const site = render();
    await screen.findByTestId('lot-bids');
    fireEvent.click(within(rowOf('Hakan Çelik')).getByRole('button', { name: 'Teklifi iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklifi iptal et' });
    expect(dialog.textContent).toContain('Hakan Çelik · 650 TL');
    expect(dialog.textContent).toContain('fiyat ve önde olan kalan teklifler');

    // The shared staff-reason rule: too short is refused here.
    const field = within(dialog).getByRole('textbox', { name: 'İptal gerekçesi' });
    fireEvent.change(field, { target: { value: 'a' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teklifi iptal et' }));
    expect(await within(dialog).findByText('Gerekçe yazın (en az 3 karakter).')).toBeTruthy();
    expect(server.callsTo('adminAnnulBid')).toEqual([]);

    fireEvent.change(field, { target: { value: ' Aynı cihazdan sahibine teklif. ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teklifi iptal et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminAnnulBid')).toEqual([
      { bidId: '3', reason: 'Aynı cihazdan sahibine teklif.' },
    ]);
    expect(site.toastTexts()).toContain('Teklif iptal edildi. Güncel fiyat 600 TL.');
    await waitFor(() => expect(screen.getByTestId('lot-price').textContent).toBe('600 TL'));
    expect(
      within(rowOf('Hakan Çelik')).getByText('İptal edildi: Aynı cihazdan sahibine teklif.'),
    ).toBeTruthy();
    expect(server.callsTo('adminLotBids')).toHaveLength(2);
  });

  it('keeps the server’s refusal in the dialog', async () => {
    server.on('POST', '/api/fn/adminAnnulBid', {
      status: 400,
      body: {
        error: { status: 'FAILED_PRECONDITION', message: 'Bu teklif zaten iptal edilmiş.' },
      },
    });
    const site = render();
    await screen.findByTestId('lot-bids');
    fireEvent.click(within(rowOf('Kemal Şahin')).getByRole('button', { name: 'Teklifi iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teklifi iptal et' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'İptal gerekçesi' }), {
      target: { value: 'Sahibin akrabası.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Teklifi iptal et' }));
    expect(await within(dialog).findByText('Bu teklif zaten iptal edilmiş.')).toBeTruthy();
    expect(site.toastTexts()).toEqual([]);
  });

  it('offers no annulment when the lot is not running', async () => {
    answer = lotBids({ running: false });
    render();
    const table = await screen.findByTestId('lot-bids');
    expect(screen.getByText('Mezat sürmüyor: teklifler iptal edilemez.')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Teklifi iptal et' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'İşlemler' })).toBeNull();
  });

  it('says so when the lot cannot be loaded', async () => {
    server.on('POST', '/api/fn/adminLotBids', {
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: 'Lot bulunamadı.' } },
    });
    render('/yonetim/teklifler/999');
    expect(await screen.findByText('Lotun teklifleri yüklenemedi.')).toBeTruthy();
    expect(screen.getByText('Lot bulunamadı.')).toBeTruthy();
  });
});
