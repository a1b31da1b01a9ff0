import type { SessionUser } from '@kanat/shared/events';
import { getMfaToken, signWithDeviceKey } from '@kanat/shared/security';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource, fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite, type SiteView } from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';
import { hallCall, hallCatalogue, hallLive, hallLot, hallMyStatus } from '../../../test/hall-rows';
import { ACCEPTED, saleContractView } from '../../../test/rows';

// The second factor and the device key have their own tests in shared; here they stand in so
// the page's part can be watched: what it signs and what it sends.
jest.mock('@kanat/shared/security', () => ({
  ...jest.requireActual('@kanat/shared/security'),
  getMfaToken: jest.fn(),
  signWithDeviceKey: jest.fn(),
}));
const mfaToken = jest.mocked(getMfaToken);
const sign = jest.mocked(signWithDeviceKey);

let server: FetchStub;
let live: LiveServer;
let site: SiteView;

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/hallAbsenteeMine', callableOk({ rows: [] }));
  server.on('POST', '/api/fn/hallMyStatus', callableOk(hallMyStatus()));
  // The member accepted the sale's contract already, unless a test says otherwise (issue 35).
  server.on('POST', '/api/fn/saleContract', callableOk(hallContract(ACCEPTED)));
  live = fakeLive();
  mfaToken.mockReset().mockResolvedValue('mfa-token-1');
  sign.mockReset().mockImplementation(async (data) => `imza:${new TextDecoder().decode(data)}`);
});
afterEach(() => {
  live.restore();
  server.restore();
});

const PATH = '/canli-mezat/7';
/** The hall sale's contract, accepted or not. */
const hallContract = (accepted: typeof ACCEPTED | null = null) =>
  saleContractView({ sale: { kind: 'hall', id: '7', name: 'Bahar Salon Mezatı' }, accepted });
const HALL_TERMS = {
  buyerPremiumBp: 750,
  sellerCommissionBp: 1500,
  vatBp: 0,
  paymentTermDays: 5,
  ownTerms: true,
  iban: null,
  accountName: null,
};
/** The contract's and the bids' calls, in order. */
const BID_STEPS = new Set(['saleContract', 'acceptSaleContract', 'hallBid', 'hallAbsenteeSet']);
const bidSteps = () =>
  server.requests.map((r) => r.path.slice('/api/fn/'.length)).filter((n) => BID_STEPS.has(n));
const contractFacts = () =>
  within(screen.getByTestId('sale-contract-facts'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const bidButton = () => screen.getByRole('button', { name: /TL teklif ver$/ });
const bidStatus = () => screen.getByRole('status', { name: 'Teklif durumunuz' });

async function openSale(user: SessionUser | null = member()) {
  site = renderInSite(<AuctionsRoutes />, { path: PATH, user });
  await screen.findByRole('heading', { level: 1, name: 'Bahar Salon Mezatı' });
}

/** The running sale with lot 1 on the block, its live value delivered. */
async function openRunningSale(user: SessionUser | null = member()) {
  server.on('GET', '/api/hall-sales/7', { body: hallCatalogue({ status: 'running' }) });
  await openSale(user);
  await waitFor(() => expect(live.paths()).toEqual(['hallSales/7']));
  live.push('hallSales/7', hallLive());
  return screen.getByRole('region', { name: 'Güncel lot' });
}

describe('a hall sale before its start', () => {
  it('lists the catalogue in order with ring number, owner, starting price and status', async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    await openSale();
    const lots = screen.getAllByTestId('hall-lot');
    expect(lots.map((lot) => within(lot).getByRole('heading').textContent)).toEqual([
      'Lot 1: TR-2024-01',
      'Lot 2: TR-2024-02',
      'Lot 3: TR-2024-03',
    ]);
    expect(lots[1].textContent).toContain('Mehmet Öztürk');
    expect(lots[1].textContent).toContain('Açılış fiyatı: 2.000 TL');
    expect(within(lots[1]).getByTestId('hall-lot-state').textContent).toBe('Sırada');
    expect(screen.getByText(/Mezat .* tarihinde başlayacak\./)).toBeTruthy();
  });

  it('says its birds show once it starts when the house holds the catalogue back', async () => {
    server.on('GET', '/api/hall-sales/7', {
      body: hallCatalogue({ lotsBeforeStart: false, lotCount: 3 }, []),
    });
    server.on('POST', '/api/fn/followedSales', { body: { result: { code: 200, keys: [] } } });
    await openSale();
    expect(screen.getByTestId('lots-wait').textContent).toBe(
      'Bu mezatın kuşları mezat başlayınca görünecek. Takvime ekleyebilir, başlayınca haber alabilirsiniz.',
    );
    expect(screen.getByText(/3 lot/)).toBeTruthy();
    expect(screen.queryAllByTestId('hall-lot')).toHaveLength(0);
    expect(screen.getByTestId('hall-calendar')).toBeTruthy();
  });

  it('offers its calendar file and to tell the member when it starts', async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    server.on('POST', '/api/fn/followedSales', { body: { result: { code: 200, keys: [] } } });
    await openSale();
    const row = screen.getByTestId('hall-calendar');
    expect(
      within(row)
        .getByRole('link', { name: 'Takvime ekle: Bahar Salon Mezatı' })
        .getAttribute('href'),
    ).toBe('/api/calendar/hall/7/takvim.ics');
    expect(
      await within(row).findByRole('button', { name: 'Başlayınca haber ver: Bahar Salon Mezatı' }),
    ).toBeTruthy();
  });

  it('checks an absentee maximum before asking anything of the member', async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    await openSale();
    const lot = within(screen.getAllByTestId('hall-lot')[1]);
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklif bırak' }));
    const field = lot.getByLabelText('Azami tutarınız (TL)');
    const save = lot.getByRole('button', { name: 'Gıyabi teklifi kaydet' });

    fireEvent.click(save);
    expect(await lot.findByText('Teklif verme alanı boş bırakılamaz')).toBeTruthy();
    fireEvent.change(field, { target: { value: '15,5' } });
    fireEvent.click(save);
    expect(await lot.findByText('Teklif tam sayı olmalı')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1500' } });
    fireEvent.click(save);
    expect(
      await lot.findByText('Azami teklif en az açılış fiyatı (2.000 TL) olmalı.'),
    ).toBeTruthy();
    expect(site.confirms).toEqual([]);
    expect(server.callsTo('hallAbsenteeSet')).toEqual([]);
  });

  it('asks a guest to sign in before an absentee maximum', async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    await openSale(null);
    const lot = within(screen.getAllByTestId('hall-lot')[0]);
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklif bırak' }));
    fireEvent.change(lot.getByLabelText('Azami tutarınız (TL)'), { target: { value: '5000' } });
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklifi kaydet' }));
    expect(await lot.findByText('Gıyabi teklif bırakmak için giriş yapın.')).toBeTruthy();
    expect(lot.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/giris-yap');
  });

  it("asks for the sale's contract before the member's first absentee maximum", async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    server.on('GET', '/api/sale-terms/hall/7', { body: HALL_TERMS });
    server.on('POST', '/api/fn/saleContract', callableOk(hallContract()));
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    server.on('POST', '/api/fn/hallAbsenteeSet', callableOk({ lotId: '72', maxAmount: 5000 }));
    await openSale();
    const lot = within(screen.getAllByTestId('hall-lot')[1]);
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklif bırak' }));
    fireEvent.change(lot.getByLabelText('Azami tutarınız (TL)'), { target: { value: '5000' } });
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklifi kaydet' }));

    const dialog = within(await screen.findByTestId('confirm-dialog'));
    expect(
      dialog.getByText('Bu lot için en fazla 5.000 TL ödemeyi kabul ediyor musunuz?'),
    ).toBeTruthy();
    expect(site.confirms).toEqual([]);
    expect(contractFacts()).toEqual([
      'Düzenleyen: Kanat Mezat',
      'Salon mezatı: Bahar Salon Mezatı',
      'Satıcılar: her lotun sahibi, lotun sayfasında yazılıdır.',
      'Alıcı komisyonu %7,5',
      expect.stringMatching(/^Ödeme: satıştan sonra 5 gün içinde/),
    ]);
    expect(dialog.getByTestId('sale-contract-text').textContent).toContain(
      'Satıcı ve alıcı bu koşulları kabul eder.',
    );
    const yes = dialog.getByTestId('confirm-yes') as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    fireEvent.click(dialog.getByTestId('sale-contract-accept'));
    fireEvent.click(yes);

    expect((await lot.findByTestId('hall-absentee-mine')).textContent).toBe(
      'Gıyabi azami teklifiniz: 5.000 TL',
    );
    expect(bidSteps()).toEqual(['saleContract', 'acceptSaleContract', 'hallAbsenteeSet']);
    expect(server.callsTo('saleContract')).toEqual([{ hallSaleId: '7' }]);
    expect(server.callsTo('acceptSaleContract')).toEqual([{ hallSaleId: '7', version: 3 }]);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('signs and saves an absentee maximum, then cancels it', async () => {
    server.on('GET', '/api/hall-sales/7', { body: hallCatalogue() });
    server.on('POST', '/api/fn/hallAbsenteeSet', callableOk({ lotId: '72', maxAmount: 5000 }));
    server.on('POST', '/api/fn/hallAbsenteeCancel', callableOk({ cancelled: true }));
    await openSale();
    const lot = within(screen.getAllByTestId('hall-lot')[1]);
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklif bırak' }));
    fireEvent.change(lot.getByLabelText('Azami tutarınız (TL)'), { target: { value: '5.000' } });
    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklifi kaydet' }));

    expect((await lot.findByTestId('hall-absentee-mine')).textContent).toBe(
      'Gıyabi azami teklifiniz: 5.000 TL',
    );
    expect(site.confirms).toEqual(['Bu lot için en fazla 5.000 TL ödemeyi kabul ediyor musunuz?']);
    const [sent] = server.callsTo('hallAbsenteeSet') as { nonce: string; signature: string }[];
    expect(sent).toMatchObject({ lotId: '72', maxAmount: 5000, mfaToken: 'mfa-token-1' });
    expect(sent.signature).toBe(`imza:kanat-hall-bid-v1\n${sent.nonce}\n72\n5000\nmaximum`);
    expect(site.toastTexts()).toContain('Gıyabi azami teklifiniz kaydedildi.');

    fireEvent.click(lot.getByRole('button', { name: 'Gıyabi teklifi geri al' }));
    await waitFor(() => expect(lot.queryByTestId('hall-absentee-mine')).toBeNull());
    expect(server.callsTo('hallAbsenteeCancel')).toEqual([{ lotId: '72' }]);
  });
});

describe('the online bidder’s page of a running sale', () => {
  it('shows the lot on the block with its price, asking price and where the bid stands', async () => {
    const region = within(await openRunningSale());
    expect(region.getByRole('heading', { name: 'Lot 1 / 3' })).toBeTruthy();
    expect(region.getByTestId('hall-current-price').textContent).toBe('12.000 TL');
    expect(region.getByTestId('hall-asking-price').textContent).toBe('12.500 TL');
    expect(region.getByTestId('hall-leader').textContent).toBe('Salonda');
    expect(region.getByTestId('hall-calls').textContent).toContain(
      'Lot 1 açıldı: TR-2024-01, başlangıç 1.000 TL',
    );
    // The lot on the block is not among the lots to come.
    const toCome = within(screen.getByRole('region', { name: 'Sıradaki lotlar' }));
    expect(toCome.getAllByTestId('hall-lot')).toHaveLength(2);
  });

  it('bids exactly the asking price after a short confirmation, signed, and says it leads', async () => {
    server.on(
      'POST',
      '/api/fn/hallBid',
      callableOk({ bidId: 5, amount: 12500, leading: true, askingPrice: 13000, version: 11 }),
    );
    await openRunningSale();
    expect(bidButton().textContent).toBe('12.500 TL teklif ver');
    fireEvent.click(bidButton());

    await waitFor(() => expect(bidStatus().textContent).toBe('En yüksek teklif sizin: 12.500 TL.'));
    expect(site.confirms).toEqual(['12.500 TL teklif vermek istiyor musunuz?']);
    const [sent] = server.callsTo('hallBid') as { nonce: string; signature: string }[];
    expect(sent).toMatchObject({ lotId: 71, amount: 12500, sig: 'v2', mfaToken: 'mfa-token-1' });
    expect(sent.signature).toBe(`imza:kanat-hall-bid-v1\n${sent.nonce}\n71\n12500\nbid`);
    expect((bidButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("sums the bid up with the sale's buyer's premium in the confirmation, and shows the terms", async () => {
    server.on('GET', '/api/sale-terms/hall/7', {
      body: {
        buyerPremiumBp: 750,
        sellerCommissionBp: 1500,
        vatBp: 0,
        paymentTermDays: 5,
        ownTerms: true,
        iban: null,
        accountName: null,
      },
    });
    await openRunningSale();
    await waitFor(() =>
      expect(screen.getByTestId('sale-terms').textContent).toContain('Alıcı komisyonu %7,5'),
    );
    site.confirmAnswer.yes = false;
    fireEvent.click(bidButton());
    await waitFor(() =>
      expect(site.confirms).toEqual([
        '12.500 TL teklif vermek istiyor musunuz? (12.500 TL + %7,5 alıcı komisyonu = 13.437,50 TL)',
      ]),
    );
    expect(server.callsTo('hallBid')).toEqual([]);
  });

  it("asks for the sale's contract before the member's first bid, then bids", async () => {
    server.on('GET', '/api/sale-terms/hall/7', { body: HALL_TERMS });
    server.on('POST', '/api/fn/saleContract', callableOk(hallContract()));
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    server.on(
      'POST',
      '/api/fn/hallBid',
      callableOk({ bidId: 5, amount: 12500, leading: true, askingPrice: 13000, version: 11 }),
    );
    await openRunningSale();
    fireEvent.click(bidButton());

    const dialog = within(await screen.findByTestId('confirm-dialog'));
    expect(
      dialog.getByText(
        '12.500 TL teklif vermek istiyor musunuz? (12.500 TL + %7,5 alıcı komisyonu = 13.437,50 TL)',
      ),
    ).toBeTruthy();
    expect(
      dialog.getByRole('heading', { name: 'Ön bilgilendirme ve satış koşulları' }),
    ).toBeTruthy();
    expect(contractFacts().slice(0, 3)).toEqual([
      'Düzenleyen: Kanat Mezat',
      'Salon mezatı: Bahar Salon Mezatı',
      'Satıcılar: her lotun sahibi, lotun sayfasında yazılıdır.',
    ]);
    const yes = dialog.getByTestId('confirm-yes') as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    fireEvent.click(yes);
    expect(bidSteps()).toEqual(['saleContract']);
    fireEvent.click(dialog.getByTestId('sale-contract-accept'));
    fireEvent.click(yes);

    await waitFor(() => expect(bidStatus().textContent).toBe('En yüksek teklif sizin: 12.500 TL.'));
    expect(bidSteps()).toEqual(['saleContract', 'acceptSaleContract', 'hallBid']);
    expect(server.callsTo('acceptSaleContract')).toEqual([{ hallSaleId: '7', version: 3 }]);
    expect(site.confirms).toEqual([]);
  });

  it('opens the contract again when the server still wants it for the bid', async () => {
    let contracts = 0;
    server.on('POST', '/api/fn/saleContract', () => {
      contracts += 1;
      return callableOk(hallContract(contracts === 1 ? ACCEPTED : null));
    });
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    let bids = 0;
    server.on('POST', '/api/fn/hallBid', () => {
      bids += 1;
      return bids === 1
        ? {
            status: 400,
            body: {
              error: {
                status: 'FAILED_PRECONDITION',
                message:
                  'Bu satışta teklif vermeden önce ön bilgilendirme formunu ve satış koşullarını okuyup kabul etmelisiniz.',
                details: { saleContract: true },
              },
            },
          }
        : callableOk({ bidId: 5, amount: 12500, leading: true, askingPrice: 13000, version: 11 });
    });
    await openRunningSale();
    fireEvent.click(bidButton());
    await screen.findByTestId('sale-contract');
    expect(site.confirms).toEqual(['12.500 TL teklif vermek istiyor musunuz?']);
    fireEvent.click(screen.getByTestId('sale-contract-accept'));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(bidStatus().textContent).toBe('En yüksek teklif sizin: 12.500 TL.'));
    expect(bidSteps()).toEqual([
      'saleContract',
      'hallBid',
      'saleContract',
      'acceptSaleContract',
      'hallBid',
    ]);
  });

  it('sends nothing when the member says no', async () => {
    await openRunningSale();
    site.confirmAnswer.yes = false;
    fireEvent.click(bidButton());
    await waitFor(() => expect(site.confirms).toHaveLength(1));
    expect(mfaToken).not.toHaveBeenCalled();
    expect(server.callsTo('hallBid')).toEqual([]);
  });

  it('says "too late" with the new asking price when another bid came first', async () => {
    server.on('POST', '/api/fn/hallBid', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Teklifiniz geç kaldı: fiyat değişti. Şimdiki istenen fiyat 13.000 TL.',
          details: { tooLate: true, askingPrice: 13000, version: 11 },
        },
      },
    });
    await openRunningSale();
    fireEvent.click(bidButton());
    await waitFor(() =>
      expect(bidStatus().textContent).toBe(
        'Teklifiniz geç kaldı: fiyat değişti. Şimdiki istenen fiyat 13.000 TL.',
      ),
    );
    // The room's new bid arrives live: the button follows it.
    live.push(
      'hallSales/7',
      hallLive({ currentPrice: 12500, askingPrice: 13000 }, { version: 11 }),
    );
    expect(bidButton().textContent).toBe('13.000 TL teklif ver');
  });

  it('says plainly while the connection is being restored, and takes no bid meanwhile', async () => {
    await openRunningSale();
    const source = FakeEventSource.instances.find((s) => !s.closed);
    if (!source) throw new Error('no live connection');
    act(() => source.open());
    act(() => source.emitEvent('status', JSON.stringify({ state: 'reconnecting' })));
    expect(screen.getByTestId('hall-reconnecting').textContent).toContain(
      'Bağlantı yeniden kuruluyor',
    );
    expect((bidButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => source.emitEvent('status', JSON.stringify({ state: 'live' })));
    expect(screen.queryByTestId('hall-reconnecting')).toBeNull();
    expect((bidButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('tells the member the lot was sold to them', async () => {
    let mine = hallMyStatus();
    server.on('POST', '/api/fn/hallMyStatus', () => callableOk(mine));
    await openRunningSale();
    mine = hallMyStatus({ version: 12, won: [{ lotId: 71, position: 1, price: 12500 }] });
    live.push(
      'hallSales/7',
      hallLive(null, {
        version: 12,
        calls: [hallCall(1, 'opened'), hallCall(2, 'sold', { price: 12500, leaderKind: 'online' })],
      }),
    );
    await waitFor(() =>
      expect(bidStatus().textContent).toBe('Tebrikler! Lot 1 size 12.500 TL bedelle satıldı.'),
    );
    expect(screen.getByTestId('hall-calls').textContent).toContain('Sattım! 12.500 TL');
  });

  it("reads a member's standing again on each bid only while they have a stake on the lot", async () => {
    let mine = hallMyStatus();
    server.on('POST', '/api/fn/hallMyStatus', () => callableOk(mine));
    await openRunningSale();
    await waitFor(() => expect(server.callsTo('hallMyStatus').length).toBe(1));
    // Bids by others on a lot the member has not bid on: nothing to ask.
    for (const version of [11, 12]) {
      live.push('hallSales/7', hallLive({ currentPrice: 12000 + version }, { version }));
    }
    await screen.findByText(/12\.012/);
    expect(server.callsTo('hallMyStatus').length).toBe(1);
    // The next lot opens: their standing on it is read once.
    mine = hallMyStatus({
      version: 13,
      current: { lotId: 72, standing: 'outbid', myTopBid: 500, myMaximum: null },
    });
    live.push(
      'hallSales/7',
      hallLive({ id: 72, position: 2 }, { version: 13, calls: [hallCall(1, 'opened')] }),
    );
    await waitFor(() => expect(server.callsTo('hallMyStatus').length).toBe(2));
    // Now they have bid on it: every change is theirs to know.
    live.push(
      'hallSales/7',
      hallLive({ id: 72, position: 2 }, { version: 14, calls: [hallCall(1, 'opened')] }),
    );
    await waitFor(() => expect(server.callsTo('hallMyStatus').length).toBe(3));
  });

  it('tells everyone else the lot went to the room', async () => {
    server.on('GET', '/api/hall-sales/7', {
      body: hallCatalogue({ status: 'running' }, [hallLot(1), hallLot(2)]),
    });
    await openSale(null);
    await waitFor(() => expect(live.paths()).toEqual(['hallSales/7']));
    live.push(
      'hallSales/7',
      hallLive(null, {
        calls: [hallCall(1, 'opened'), hallCall(2, 'sold', { price: 9000, leaderKind: 'floor' })],
      }),
    );
    expect(bidStatus().textContent).toBe('Lot 1 salondaki bir alıcıya 9.000 TL bedelle satıldı.');
    expect(screen.queryByRole('button', { name: /TL teklif ver$/ })).toBeNull();
  });
});
