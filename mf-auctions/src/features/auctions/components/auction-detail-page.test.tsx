import { bus } from '@kanat/shared/events';
import { IMAGE_SIZES } from '@kanat/shared/format';
import {
  base64ToBytes,
  getMfaToken,
  SecondFactorError,
  signWithDeviceKey,
} from '@kanat/shared/security';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import {
  callableOk,
  type FetchStub,
  type StubAnswer,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import {
  member,
  renderInSite,
  type SiteOptions,
  type SiteView,
} from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';
import {
  ACCEPTED,
  auctionDetail,
  auctionRow,
  bidRow,
  liveAuction,
  saleContractView,
} from '../../../test/rows';
import { AuctionDetailPage } from './auction-detail-page';

// The second factor and the device key have their own tests in shared; here they stand in
// so the page's part of the bid can be watched: what it signs and what it sends.
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
let viewer: { images: string[]; index?: number }[];

const onViewer = (event: { images: string[]; index?: number }) => viewer.push(event);

beforeEach(() => {
  server = stubFetch();
  // A member with no maximum on the auction, unless a test says otherwise.
  server.on('POST', '/api/fn/myMaxBid', callableOk({ maximum: null }));
  // The member accepted the sale's contract already, unless a test says otherwise (issue 35).
  server.on('POST', '/api/fn/saleContract', callableOk(saleContractView({ accepted: ACCEPTED })));
  live = fakeLive();
  viewer = [];
  mfaToken.mockReset().mockResolvedValue('mfa-token-1');
  sign
    .mockReset()
    // The signed bytes are text (signature form v2): the mock's signature names them.
    .mockImplementation(async (data) => `imza:${new TextDecoder().decode(data)}`);
  bus.on('ui:image-viewer-requested', onViewer);
});
afterEach(() => {
  bus.off('ui:image-viewer-requested', onViewer);
  live.restore();
  server.restore();
});

const PATH = '/acik-arttirmalar/a1';
const bidCalls = () => server.requests.filter((r) => r.path === '/api/fn/bid');
const amountField = () => screen.getByLabelText('Teklifiniz (TL)') as HTMLInputElement;
const submitBid = () => fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));

async function openAuction(options: SiteOptions = {}) {
  site = renderInSite(<AuctionDetailPage />, {
    path: PATH,
    mount: '/acik-arttirmalar/:id',
    ...options,
  });
  await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
}

describe('auction page', () => {
  it('shows the pigeon, its photos, the description, the price and the last bids', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();

    const pigeon = within(screen.getByTestId('pigeon-info'));
    expect(pigeon.getByText('000042')).toBeTruthy();
    expect(pigeon.getByText('TR-2023-11842')).toBeTruthy();
    expect(pigeon.getByText('Mehmet Öztürk')).toBeTruthy();
    expect(pigeon.getByText('İzmir')).toBeTruthy();
    expect(pigeon.getByText('Karşıyaka')).toBeTruthy();
    expect(screen.getByText('Yarış soyundan, 2023 doğumlu.')).toBeTruthy();
    expect(screen.getByTestId('current-price').textContent).toBe('1.250 TL');
    expect(screen.getByTestId('bid-count').textContent).toBe('3');
    expect(screen.getByText('Devam ediyor')).toBeTruthy();
    const history = within(screen.getByTestId('bid-history'));
    expect(history.getAllByRole('row')).toHaveLength(3);
    expect(history.getAllByText('kartal34')).toHaveLength(2);

    // The second thumbnail becomes the large photo, which opens the viewer where it is.
    fireEvent.click(screen.getByRole('button', { name: 'Şampiyon Gök Alaca, fotoğraf 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Şampiyon Gök Alaca fotoğrafını büyüt' }));
    expect(viewer).toEqual([
      { images: ['/media/pigeons/a1.jpg', '/media/pigeons/a1-2.jpg'], index: 1 },
    ]);
  });

  it('falls back to the placeholder when the pigeon has no photo', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail({ photo: null }) });
    await openAuction();
    expect(
      screen.getByRole('img', { name: 'Şampiyon Gök Alaca' }).getAttribute('data-placeholder'),
    ).toBe('true');
  });

  it('follows the auction and its pigeon live', async () => {
    const detail = auctionDetail();
    server.on('GET', '/api/auctions/a1', { body: detail });
    await openAuction();
    await waitFor(() => expect(live.paths()).toEqual(['auctions/a1', 'pigeons/p9']));
    expect(amountField().value).toBe('1350');

    live.push(
      'auctions/a1',
      liveAuction({
        expiry: detail.auction.endingTime,
        bidCount: 4,
        currentBid: { amount: 1500, ancestorAmount: 1250, bidder: 'u3', sealed: false },
        lastBids: [
          bidRow({ numericId: 8, amount: 1500, bidder: 'u3', bidderName: 'şahin06' }),
          bidRow(),
        ],
      }),
    );
    expect(screen.getByTestId('current-price').textContent).toBe('1.500 TL');
    expect(screen.getByTestId('bid-count').textContent).toBe('4');
    expect(within(screen.getByTestId('bid-history')).getByText('şahin06')).toBeTruthy();
    // The suggested bid follows the new price while the user has not typed.
    expect(amountField().value).toBe('1600');
    expect(screen.queryByTestId('soft-close-extended')).toBeNull();

    live.push('pigeons/p9', { pictures: ['/media/pigeons/yeni.jpg'] });
    expect(screen.queryByRole('button', { name: 'Şampiyon Gök Alaca, fotoğraf 2' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Şampiyon Gök Alaca' }).getAttribute('src')).toBe(
      '/img/1280/pigeons/yeni.jpg',
    );
  });

  it('fetches the main photo at once and first as WebP copies, the thumbnails lazily', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();
    const main = screen.getByRole('img', { name: 'Şampiyon Gök Alaca' });
    expect(main.getAttribute('src')).toBe('/img/1280/pigeons/a1.jpg');
    expect(main.getAttribute('srcset')).toContain('/img/640/pigeons/a1.jpg 640w');
    expect(main.getAttribute('sizes')).toBe(IMAGE_SIZES.auctionDetail);
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['1280', '960']);

    const thumbs = within(screen.getByTestId('auction-photos'))
      .getAllByRole('button', { name: /fotoğraf \d/ })
      .map((button) => button.querySelector('img') as HTMLImageElement);
    expect(thumbs).toHaveLength(2);
    expect(thumbs[1].getAttribute('srcset')).toBe(
      '/img/160/pigeons/a1-2.jpg 160w, /img/320/pigeons/a1-2.jpg 320w',
    );
    expect(thumbs[1].getAttribute('sizes')).toBe(IMAGE_SIZES.auctionThumb);
    expect(thumbs[1].getAttribute('loading')).toBe('lazy');
    expect(thumbs[1].getAttribute('decoding')).toBe('async');
    expect(thumbs[1].getAttribute('fetchpriority')).toBeNull();
  });

  it('holds the photo box and the details card while the auction loads', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('GET', '/api/auctions/a1', () => new Promise<StubAnswer>((r) => (answer = r)));
    renderInSite(<AuctionDetailPage />, { path: PATH, mount: '/acik-arttirmalar/:id' });
    const skeleton = await screen.findByTestId('detail-skeleton');
    expect(skeleton.getAttribute('role')).toBe('status');
    answer({ body: auctionDetail() });
    await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
    expect(screen.queryByTestId('detail-skeleton')).toBeNull();
  });

  it('shows a soft-close extension as it happens', async () => {
    const detail = auctionDetail();
    server.on('GET', '/api/auctions/a1', { body: detail });
    await openAuction();
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    const before = screen.getByTestId('auction-expiry').textContent;

    live.push(
      'auctions/a1',
      liveAuction({ bidCount: 4, expiry: detail.auction.endingTime + 2 * 24 * 3600 * 1000 }),
    );
    expect(screen.getByTestId('soft-close-extended').textContent).toBe(
      'Son dakika teklifiyle süre uzatıldı.',
    );
    expect(screen.getByTestId('auction-expiry').textContent).not.toBe(before);
    expect(
      screen.getByText(
        'Son 5 dakikada fiyatı yükselten her teklif, bitişi 5 dakika sonraya taşır.',
      ),
    ).toBeTruthy();
  });

  it('closes the form when the stream says the auction was sealed', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction({ user: member({ uid: 'u2' }) });
    expect(screen.getByTestId('bid-form')).toBeTruthy();
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    live.push(
      'auctions/a1',
      liveAuction({
        status: 3,
        currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u2', sealed: true },
      }),
    );
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect(screen.getByTestId('auction-result').textContent).toBe(
      'Açık arttırmayı siz kazandınız, son teklif sizin.',
    );
    expect(
      screen.getByText('Süresi doldu', { selector: '[data-testid="remaining-time"]' }),
    ).toBeTruthy();
  });

  it.each([
    ['nobody bid', { bidCount: 0, currentBid: null }, 'Bu açık arttırmaya teklif verilmedi.'],
    [
      'someone else won',
      { currentBid: { amount: 2000, ancestorAmount: 1900, bidder: 'u9', sealed: true } },
      'Son teklif başka bir kullanıcıya ait.',
    ],
    [
      'I won',
      { currentBid: { amount: 2000, ancestorAmount: 1900, bidder: 'u1', sealed: true } },
      'Açık arttırmayı siz kazandınız, son teklif sizin.',
    ],
  ])('after the end says who holds the last bid: %s', async (_case, overrides, text) => {
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({ status: 3, endingTime: Date.now() - 60_000, ...overrides }),
    });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.getByTestId('auction-result').textContent).toBe(text));
    expect(screen.queryByTestId('bid-form')).toBeNull();
  });
});

describe('a lot with a hidden reserve price', () => {
  it('says whether the reserve is reached, live, without its amount', async () => {
    server.on('GET', '/api/auctions/a1', { body: { ...auctionDetail(), reserve: 'not-met' } });
    await openAuction({ user: member({ uid: 'u2' }) });
    expect(screen.getByTestId('auction-reserve').textContent).toBe(
      'Bu lotun gizli bir rezerv fiyatı var; henüz ulaşılmadı.',
    );
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    live.push('auctions/a1', liveAuction({ bidCount: 4, reserve: 'met' }));
    expect(screen.getByTestId('auction-reserve').textContent).toBe('Rezerv fiyata ulaşıldı.');
  });

  it('after the end says the lot stayed unsold below its reserve', async () => {
    server.on('GET', '/api/auctions/a1', {
      body: {
        ...auctionDetail({
          status: 3,
          endingTime: Date.now() - 60_000,
          currentBid: { amount: 1150, ancestorAmount: 1000, bidder: null, sealed: true },
        }),
        reserve: 'not-met',
      },
    });
    await openAuction({ user: member() });
    await waitFor(() =>
      expect(screen.getByTestId('auction-result').textContent).toBe(
        'Rezerv fiyata ulaşılmadı; lot satılmadı.',
      ),
    );
    expect(screen.queryByTestId('auction-reserve')).toBeNull();
  });
});

describe('cancelled auctions and pedigrees', () => {
  it('shows a cancelled auction with its reason, without the form or the voided bids', async () => {
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail(
        {
          status: 4,
          bidCount: 0,
          currentBid: null,
          cancelReason: 'Güvercin sağlık kontrolünden geçemedi',
        },
        [],
      ),
    });
    await openAuction({ user: member({ uid: 'u2' }) });
    expect(screen.getByTestId('auction-cancelled').textContent).toBe(
      'Bu açık arttırma iptal edildi. Neden: Güvercin sağlık kontrolünden geçemedi',
    );
    expect(screen.getByText('İptal edildi')).toBeTruthy();
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect(screen.queryByTestId('auction-result')).toBeNull();
  });

  it('closes the form when the stream says staff cancelled the auction, and hides its bids', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction({ user: member({ uid: 'u2' }) });
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    live.push('auctions/a1', liveAuction({ status: 4, bidCount: 0, currentBid: null }));
    expect(screen.queryByTestId('bid-form')).toBeNull();
    expect(screen.getByTestId('auction-cancelled').textContent).toBe(
      'Bu açık arttırma iptal edildi.',
    );
    expect(screen.queryAllByText('kartal34')).toHaveLength(0);
  });

  it("links the pigeon's pedigree when it has one, and only then", async () => {
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({
        pedigree: { url: '/media/pedigrees/p9.pdf', kind: 'document' },
      }),
    });
    await openAuction();
    const link = within(screen.getByTestId('pigeon-info')).getByRole('link', {
      name: 'Soy kütüğü',
    });
    expect(link.getAttribute('href')).toBe('/media/pedigrees/p9.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows no pedigree link when the pigeon has none', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();
    expect(screen.queryByRole('link', { name: 'Soy kütüğü' })).toBeNull();
  });

  it("lists the pigeon's race results in the server's order, with their figures", async () => {
    const race = {
      name: 'Edirne Yarışı',
      date: '2025-05-10',
      releasePoint: 'Edirne',
      distanceM: 230_000,
      place: 1,
      basketed: 800,
      speedMmPerMin: 1_345_678,
      coefficientMilli: 1250,
    };
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({
        races: [
          race,
          {
            ...race,
            name: 'Kırklareli',
            place: 12,
            basketed: 1240,
            distanceM: 512_400,
            speedMmPerMin: null,
            coefficientMilli: null,
          },
        ],
      }),
    });
    await openAuction();
    const block = await screen.findByTestId('race-results');
    expect(within(block).getByRole('heading', { level: 2 }).textContent).toBe('Yarış sonuçları');
    const items = within(block).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Edirne Yarışı',
      'Kırklareli',
    ]);
    expect(items[0]?.textContent).toContain('1. / 800 kuş');
    expect(items[0]?.textContent).toContain('10.05.2025 · Edirne');
    expect(items[0]?.textContent).toContain('230 km');
    expect(items[0]?.textContent).toContain('1.345,678 m/dk');
    expect(items[0]?.textContent).toContain('Katsayı: 1,25');
    expect(items[1]?.textContent).toContain('512,4 km');
    expect(items[1]?.textContent).not.toContain('m/dk');
  });

  it("shows the pigeon's sex, year and colour, and the DNA certificate that proves the sex", async () => {
    const base = auctionDetail();
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({
        pigeon: { ...base.auction.pigeon, sex: 'female', colour: 'mavi alaca' },
        dnaCertificate: { url: '/media/dna/c1.pdf', kind: 'document' },
      }),
    });
    await openAuction();
    const info = await screen.findByTestId('pigeon-info');
    expect(within(info).getByTestId('pigeon-sex').textContent).toBe('Dişi · DNA ile doğrulanmış');
    expect(info.textContent).toContain('Yılı2023');
    expect(info.textContent).toContain('Renkmavi alaca');
    const link = within(info).getByRole('link', { name: 'DNA cinsiyet belgesi' });
    expect(link.getAttribute('href')).toBe('/media/dna/c1.pdf');
  });

  it('names what each photo shows when staff said so', async () => {
    const base = auctionDetail();
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({
        pigeon: { ...base.auction.pigeon, pictureSlots: ['body', null] },
      }),
    });
    await openAuction();
    const photos = await screen.findByTestId('auction-photos');
    expect(within(photos).getByTestId('photo-slot').textContent).toBe('Gövde');
    const thumbs = within(photos).getAllByRole('button', { pressed: false });
    fireEvent.click(thumbs[thumbs.length - 1] as HTMLElement);
    expect(within(photos).queryByTestId('photo-slot')).toBeNull();
  });

  it('says bilinmiyor without a colour line when staff gave neither', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();
    const info = await screen.findByTestId('pigeon-info');
    expect(within(info).getByTestId('pigeon-sex').textContent).toBe('Bilinmiyor');
    expect(info.textContent).not.toContain('Renk');
    expect(within(info).queryByRole('link', { name: 'DNA cinsiyet belgesi' })).toBeNull();
  });

  it('shows no race results block for a pigeon without results', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();
    await screen.findByTestId('pigeon-info');
    expect(screen.queryByTestId('race-results')).toBeNull();
  });
});

describe('bid form', () => {
  beforeEach(() => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
  });

  it('tells a guest to sign in first and offers the login page', async () => {
    await openAuction();
    const note = within(screen.getByTestId('bid-sign-in'));
    expect(note.getByText('Teklif vermek için öncelikle giriş yapmalısınız')).toBeTruthy();
    submitBid();
    expect(screen.getByRole('alert').textContent).toContain(
      'Teklif vermek için öncelikle giriş yapmalısınız',
    );
    expect(site.confirms).toEqual([]);
    fireEvent.click(note.getByRole('link', { name: 'Giriş Yap' }));
    await waitFor(() => expect(site.location()).toBe('/giris-yap'));
  });

  it('takes whole numbers only and refuses an empty or too low bid before asking anything', async () => {
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());

    fireEvent.change(amountField(), { target: { value: '1.3a0,5' } });
    expect(amountField().value).toBe('1305');

    fireEvent.change(amountField(), { target: { value: '' } });
    submitBid();
    expect(await screen.findByText('Teklif verme alanı boş bırakılamaz')).toBeTruthy();

    fireEvent.change(amountField(), { target: { value: '1300' } });
    submitBid();
    expect(await screen.findByText('Verdiğiniz teklif çok düşük')).toBeTruthy();
    expect(site.confirms).toEqual([]);
    expect(bidCalls()).toHaveLength(0);
  });

  it('finding 9: refuses a bid over the ceiling (10x the minimum) before asking anything', async () => {
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    // At 1.250 TL the minimum is 1.350 TL, so at most 13.500 TL.
    for (const amount of ['1000000000', '13501']) {
      fireEvent.change(amountField(), { target: { value: amount } });
      submitBid();
      expect(
        await screen.findByText(
          'Teklifiniz çok yüksek. Bu açık arttırmada en fazla 13.500 TL teklif verebilirsiniz.',
        ),
      ).toBeTruthy();
    }
    expect(site.confirms).toEqual([]);
    expect(bidCalls()).toHaveLength(0);

    site.confirmAnswer.yes = false;
    fireEvent.change(amountField(), { target: { value: '13500' } });
    submitBid();
    await waitFor(() =>
      expect(site.confirms).toEqual(['13.500TL Değerindeki Teklifinizi Onaylıyor musunuz?']),
    );
  });

  it("shows the sale's terms to a member and what the bid comes to with the buyer's premium", async () => {
    server.on('GET', '/api/sale-terms/site/0', {
      body: {
        buyerPremiumBp: 1000,
        sellerCommissionBp: 1500,
        vatBp: 2000,
        paymentTermDays: 7,
        ownTerms: false,
        iban: 'TR33 0006 1005 1978 6457 8413 26',
        accountName: 'Bursa Posta Güvercini Derneği',
      },
    });
    await openAuction({ user: member() });
    const terms = await screen.findByTestId('sale-terms');
    await waitFor(() =>
      expect(terms.textContent).toContain('Alıcı komisyonu %10 (komisyona %20 KDV eklenir)'),
    );
    expect(terms.textContent).toContain('satıştan sonra 7 gün içinde');
    expect(terms.textContent).toContain(
      'Hesap: TR33 0006 1005 1978 6457 8413 26, Bursa Posta Güvercini Derneği',
    );
    site.confirmAnswer.yes = false;
    fireEvent.change(amountField(), { target: { value: '12500' } });
    submitBid();
    await waitFor(() =>
      expect(site.confirms).toEqual([
        '12.500TL Değerindeki Teklifinizi Onaylıyor musunuz? (12.500 TL + %10 alıcı komisyonu + KDV = 14.000,00 TL)',
      ]),
    );
  });

  it('lets a bid up to the ceiling staff raised through to the confirmation', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail({ bidCeiling: 200_000 }) });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    fireEvent.change(amountField(), { target: { value: '200001' } });
    submitBid();
    expect(
      await screen.findByText(
        'Teklifiniz çok yüksek. Bu açık arttırmada en fazla 200.000 TL teklif verebilirsiniz.',
      ),
    ).toBeTruthy();

    site.confirmAnswer.yes = false;
    fireEvent.change(amountField(), { target: { value: '150000' } });
    submitBid();
    await waitFor(() =>
      expect(site.confirms).toEqual(['150.000TL Değerindeki Teklifinizi Onaylıyor musunuz?']),
    );
    expect(bidCalls()).toHaveLength(0);
  });

  it('confirms, takes the second factor, signs a fresh nonce and places the bid', async () => {
    server.on('POST', '/api/fn/bid', (request) => {
      const { data } = request.body as { data: { BidRequest: { amount: number } } };
      return {
        body: {
          result: {
            code: 200,
            bidId: 99,
            amount: data.BidRequest.amount,
            bidCount: 4,
            expiry: Date.now() + 3600_000 * 5,
            leading: true,
            maximum: null,
          },
        },
      };
    });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    fireEvent.change(amountField(), { target: { value: '1400' } });
    submitBid();

    await waitFor(() =>
      expect(site.toasts).toContainEqual(
        expect.objectContaining({ message: 'Teklif başarıyla verildi' }),
      ),
    );
    expect(site.confirms).toEqual(['1.400TL Değerindeki Teklifinizi Onaylıyor musunuz?']);
    expect(mfaToken).toHaveBeenCalledWith({ phone: '+905321112233' });

    const { data } = bidCalls()[0].body as {
      data: {
        BidRequest: Record<string, unknown> & { nonce: string };
        signature: string;
        sig: string;
        mfaToken: string;
      };
    };
    expect(data.mfaToken).toBe('mfa-token-1');
    expect(data.BidRequest).toMatchObject({
      amount: 1400,
      for: 'a1',
      user: 'u1',
      device: localStorage.getItem('deviceId'),
    });
    // A single bid: nothing in it asks the server to bid on the user's behalf.
    expect(data.BidRequest).not.toHaveProperty('maximum');
    expect(typeof data.BidRequest.createdOn).toBe('number');
    expect(base64ToBytes(data.BidRequest.nonce)).toHaveLength(32);
    // Signed: the nonce with the auction, the amount and the kind (v2), and marked so.
    expect(data.signature).toBe(`imza:kanat-bid-v2\n${data.BidRequest.nonce}\na1\n1400\nbid`);
    expect(data.sig).toBe('v2');

    // The answer shows at once, before the live stream catches up.
    expect(screen.getByTestId('current-price').textContent).toBe('1.400 TL');
    expect(screen.getByTestId('bid-count').textContent).toBe('4');
    expect(screen.getByText('En yüksek teklif sizin.')).toBeTruthy();
    expect(amountField().value).toBe('1500');
  });

  it('sends nothing when the user does not confirm', async () => {
    await openAuction({ user: member() });
    site.confirmAnswer.yes = false;
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    submitBid();
    await waitFor(() => expect(site.confirms).toHaveLength(1));
    expect(mfaToken).not.toHaveBeenCalled();
    expect(bidCalls()).toHaveLength(0);
  });

  it("reports the server's reason and suggests its minimum", async () => {
    server.on('POST', '/api/fn/bid', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Verdiğiniz teklif çok düşük',
          details: { minimum: 1600 },
        },
      },
    });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual({
        message: 'Teklif reddedildi: Verdiğiniz teklif çok düşük',
        color: 'red',
        seconds: 3,
      }),
    );
    expect(amountField().value).toBe('1600');
  });

  it('says only that the bid was refused when the server gives no reason', async () => {
    server.on('POST', '/api/fn/bid', {
      status: 500,
      body: { error: { status: 'INTERNAL', message: 'INTERNAL' } },
    });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual(expect.objectContaining({ message: 'Teklif reddedildi' })),
    );
  });

  it('stops quietly when the second factor is cancelled', async () => {
    mfaToken.mockRejectedValue(new SecondFactorError('cancelled'));
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual(expect.objectContaining({ message: 'İptal edildi' })),
    );
    expect(bidCalls()).toHaveLength(0);
  });
});

describe('maximum (proxy) bids', () => {
  const HOUR = 3600_000;
  const maximumField = () => screen.getByLabelText('Azami teklifiniz (TL)') as HTMLInputElement;
  const chooseMaximum = () => fireEvent.click(screen.getByRole('radio', { name: 'Azami teklif' }));
  const ownMaximum = () => screen.queryByTestId('own-maximum')?.textContent ?? null;
  const sentRequest = (index = 0) =>
    (bidCalls()[index].body as { data: { BidRequest: Record<string, unknown> } }).data.BidRequest;
  const bidAnswers = (result: Record<string, unknown>) =>
    server.on(
      'POST',
      '/api/fn/bid',
      callableOk({ bidId: 99, bidCount: 4, expiry: Date.now() + 5 * HOUR, ...result }),
    );
  /** What `myMaxBid` answers from now on. */
  const maximumIs = (maximum: number | null) =>
    server.on('POST', '/api/fn/myMaxBid', callableOk({ maximum }));

  /** The page as the member u1 sees it once their own maximum has been asked for and come. */
  async function openAsMember(overrides: Parameters<typeof auctionDetail>[0] = {}) {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail(overrides) });
    await openAuction({ user: member() });
    await waitFor(() => expect(server.callsTo('myMaxBid')).toEqual([{ auctionId: 'a1' }]));
    await waitFor(() => expect(site.queryClient.isFetching()).toBe(0));
  }

  it('offers one bid or a maximum as a radio group, one bid first', async () => {
    await openAsMember();
    const group = within(screen.getByRole('group', { name: 'Teklif türü' }));
    const single = group.getByRole('radio', { name: 'Tek teklif' }) as HTMLInputElement;
    const maximum = group.getByRole('radio', { name: 'Azami teklif' }) as HTMLInputElement;
    expect([single.checked, maximum.checked]).toEqual([true, false]);
    expect(amountField().value).toBe('1350');

    chooseMaximum();
    expect([single.checked, maximum.checked]).toEqual([false, true]);
    // The field now asks for the maximum, and says what the server will do with it.
    expect(maximumField().value).toBe('1350');
    expect(
      screen.getByText(/Başka bir üye teklif verdikçe sistem, bu tutara kadar sizin adınıza/),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Teklifiniz (TL)')).toBeNull();
  });

  it('confirms a maximum, signs it like a bid, sends it as a maximum and says it is saved', async () => {
    bidAnswers({ amount: 1350, leading: true, maximum: 5000 });
    await openAsMember();
    chooseMaximum();
    fireEvent.change(maximumField(), { target: { value: '5000' } });
    maximumIs(5000);
    submitBid();

    await waitFor(() =>
      expect(site.toasts).toContainEqual({
        message: 'Azami teklifiniz kaydedildi. En yüksek teklif sizin.',
        color: 'green',
        seconds: 3,
      }),
    );
    expect(site.confirms).toEqual([
      'En fazla 5.000TL ödemeyi kabul ederek azami teklifinizi onaylıyor musunuz?',
    ]);
    const request = sentRequest() as { nonce: string };
    expect(request).toMatchObject({ amount: 5000, maximum: true, for: 'a1', user: 'u1' });
    expect((bidCalls()[0].body as { data: { signature: string } }).data.signature).toBe(
      `imza:kanat-bid-v2\n${request.nonce}\na1\n5000\nmaximum`,
    );

    // The server bid one step for the member: the price is the answer's, not the maximum.
    expect(screen.getByTestId('current-price').textContent).toBe('1.350 TL');
    expect(screen.getByText('En yüksek teklif sizin.')).toBeTruthy();
    expect(ownMaximum()).toBe('Azami teklifiniz: 5.000 TL');
    // The maximum is asked for again after the bid.
    await waitFor(() => expect(server.callsTo('myMaxBid').length).toBeGreaterThan(1));
    expect(ownMaximum()).toBe('Azami teklifiniz: 5.000 TL');
  });

  it('checks a maximum against the minimum and the ceiling before asking anything', async () => {
    await openAsMember();
    chooseMaximum();
    fireEvent.change(maximumField(), { target: { value: '1300' } });
    submitBid();
    expect(await screen.findByText('Verdiğiniz teklif çok düşük')).toBeTruthy();
    fireEvent.change(maximumField(), { target: { value: '13501' } });
    submitBid();
    expect(
      await screen.findByText(
        'Teklifiniz çok yüksek. Bu açık arttırmada en fazla 13.500 TL teklif verebilirsiniz.',
      ),
    ).toBeTruthy();
    expect(site.confirms).toEqual([]);
    expect(bidCalls()).toHaveLength(0);
  });

  it("says so when a rival's higher maximum answered at once, with the new price", async () => {
    // A maximum of 1.500 TL against a rival's larger one: the rival still leads, at 1.600 TL.
    bidAnswers({ amount: 1600, bidCount: 5, leading: false, maximum: 1500 });
    await openAsMember();
    chooseMaximum();
    fireEvent.change(maximumField(), { target: { value: '1500' } });
    maximumIs(1500);
    submitBid();

    await waitFor(() =>
      expect(site.toasts).toContainEqual(
        expect.objectContaining({
          message:
            'Teklifiniz kaydedildi, ancak başka bir üyenin azami teklifi daha yüksek. Güncel fiyat: 1.600 TL.',
          color: 'orange',
        }),
      ),
    );
    expect(site.toastTexts()).not.toContain('Azami teklifiniz kaydedildi. En yüksek teklif sizin.');
    expect(sentRequest()).toMatchObject({ amount: 1500, maximum: true });
    expect(screen.getByTestId('current-price').textContent).toBe('1.600 TL');
    expect(screen.getByTestId('bid-count').textContent).toBe('5');
    expect(screen.queryByText('En yüksek teklif sizin.')).toBeNull();
    expect(ownMaximum()).toBe('Azami teklifiniz (1.500 TL) aşıldı.');
    // The next bid must beat the rival's price.
    expect(maximumField().value).toBe('1700');
  });

  it("says a single bid was answered by a rival's maximum, and leaves the rival leading", async () => {
    bidAnswers({ amount: 1500, bidCount: 5, leading: false, maximum: null });
    await openAsMember();
    fireEvent.change(amountField(), { target: { value: '1400' } });
    submitBid();
    await waitFor(() =>
      expect(site.toastTexts()).toContain(
        'Teklifiniz kaydedildi, ancak başka bir üyenin azami teklifi daha yüksek. Güncel fiyat: 1.500 TL.',
      ),
    );
    expect(sentRequest()).not.toHaveProperty('maximum');
    expect(site.toastTexts()).not.toContain('Teklif başarıyla verildi');
    expect(screen.getByTestId('current-price').textContent).toBe('1.500 TL');
    expect(screen.queryByText('En yüksek teklif sizin.')).toBeNull();
    expect(ownMaximum()).toBeNull();
  });

  it('shows the leader their own maximum and lets them raise it', async () => {
    maximumIs(3000);
    await openAsMember({
      currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u1', sealed: false },
    });
    await waitFor(() => expect(ownMaximum()).toBe('Azami teklifiniz: 3.000 TL'));
    expect(screen.getByText('En yüksek teklif sizin.')).toBeTruthy();

    // Raising places no bid: the price and the count stay as they are.
    bidAnswers({ bidId: null, amount: 1250, bidCount: 3, leading: true, maximum: 4000 });
    chooseMaximum();
    fireEvent.change(maximumField(), { target: { value: '4000' } });
    maximumIs(4000);
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual({
        message: 'Azami teklifiniz yükseltildi.',
        color: 'green',
        seconds: 3,
      }),
    );
    expect(sentRequest()).toMatchObject({ amount: 4000, maximum: true });
    expect(ownMaximum()).toBe('Azami teklifiniz: 4.000 TL');
    expect(screen.getByTestId('current-price').textContent).toBe('1.250 TL');
    expect(screen.getByTestId('bid-count').textContent).toBe('3');
  });

  it("shows the server's reason when a leader tries to lower their maximum", async () => {
    maximumIs(3000);
    server.on('POST', '/api/fn/bid', {
      status: 400,
      body: {
        error: {
          status: 'FAILED_PRECONDITION',
          message: 'Azami teklif yalnızca yükseltilebilir; şu anki azami teklifiniz 3.000 TL.',
          details: { maximum: 3000 },
        },
      },
    });
    await openAsMember({
      currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u1', sealed: false },
    });
    chooseMaximum();
    fireEvent.change(maximumField(), { target: { value: '2000' } });
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual({
        message:
          'Teklif reddedildi: Azami teklif yalnızca yükseltilebilir; şu anki azami teklifiniz 3.000 TL.',
        color: 'red',
        seconds: 3,
      }),
    );
    expect(ownMaximum()).toBe('Azami teklifiniz: 3.000 TL');
    expect(maximumField().value).toBe('2000');
  });

  it('hides a maximum the price has passed while the member still leads by a later bid', async () => {
    // An old maximum of 1.200 TL, then a single bid of 1.250 TL by hand: nothing to show.
    maximumIs(1200);
    await openAsMember({
      currentBid: { amount: 1250, ancestorAmount: 1150, bidder: 'u1', sealed: false },
    });
    expect(screen.getByText('En yüksek teklif sizin.')).toBeTruthy();
    expect(ownMaximum()).toBeNull();
  });

  it('asks for the maximum again when a bid arrives live', async () => {
    await openAsMember();
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    expect(ownMaximum()).toBeNull();

    // The member set a maximum from another device; the server bid for them at once.
    maximumIs(5000);
    live.push(
      'auctions/a1',
      liveAuction({
        bidCount: 4,
        currentBid: { amount: 1350, ancestorAmount: 1250, bidder: 'u1', sealed: false },
        lastBids: [
          bidRow({ numericId: 8, amount: 1350, bidder: 'u1', bidderName: 'ayse', auto: true }),
          bidRow(),
        ],
      }),
    );
    await waitFor(() => expect(ownMaximum()).toBe('Azami teklifiniz: 5.000 TL'));
  });

  it('never asks for a maximum for a guest, and shows none', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    await openAuction();
    await waitFor(() => expect(live.paths()).toContain('auctions/a1'));
    live.push('auctions/a1', liveAuction({ bidCount: 4 }));
    expect(screen.getByRole('radio', { name: 'Azami teklif' })).toBeTruthy();
    expect(server.callsTo('myMaxBid')).toEqual([]);
    expect(ownMaximum()).toBeNull();
  });

  it('marks the bids the server placed for a maximum in the history', async () => {
    server.on('GET', '/api/auctions/a1', {
      body: auctionDetail({}, [
        bidRow({ numericId: 8, amount: 1350, bidder: 'u3', bidderName: 'şahin06', auto: true }),
        bidRow(),
      ]),
    });
    await openAuction();
    const rows = within(screen.getByTestId('bid-history')).getAllByRole('row');
    const tag = within(rows[1]).getByText('otomatik');
    expect(tag.getAttribute('title')).toBe('Azami teklif adına sistemin verdiği teklif');
    expect(rows[1].textContent).toContain('Azami teklif adına sistemin verdiği teklif');
    expect(within(rows[2]).queryByText('otomatik')).toBeNull();
  });
});

describe("the sale's contract before the first bid (issue 35)", () => {
  const HOUR = 3600_000;
  const dialog = () => within(screen.getByTestId('confirm-dialog'));
  const yes = () => screen.getByTestId('confirm-yes') as HTMLButtonElement;
  const acceptBox = () => screen.getByTestId('sale-contract-accept') as HTMLInputElement;
  const contractIs = (...views: ReturnType<typeof saleContractView>[]) => {
    let call = 0;
    server.on('POST', '/api/fn/saleContract', () => {
      const view = views[Math.min(call, views.length - 1)];
      call += 1;
      return callableOk(view);
    });
  };
  const bidAnswers = () =>
    server.on('POST', '/api/fn/bid', (request) => {
      const { data } = request.body as { data: { BidRequest: { amount: number } } };
      return callableOk({
        bidId: 99,
        amount: data.BidRequest.amount,
        bidCount: 4,
        expiry: Date.now() + 5 * HOUR,
        leading: true,
        maximum: null,
      });
    });
  /** The contract's and the bid's calls, in order. */
  const BID_STEPS = new Set(['saleContract', 'acceptSaleContract', 'bid']);
  const calls = () =>
    server.requests
      .map((r) => r.path.slice('/api/fn/'.length))
      .filter((name) => BID_STEPS.has(name));

  async function openAsMember(overrides: Parameters<typeof auctionDetail>[0] = {}) {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail(overrides) });
    await openAuction({ user: member() });
    await waitFor(() => expect(screen.queryByTestId('bid-sign-in')).toBeNull());
  }

  it('shows the contract in the confirmation, and takes the bid only once it is accepted', async () => {
    contractIs(saleContractView());
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    bidAnswers();
    await openAsMember();
    fireEvent.change(amountField(), { target: { value: '1400' } });
    submitBid();

    const confirmation = await screen.findByTestId('confirm-dialog');
    // Not the shell's plain question: the contract's dialog, with the same question.
    expect(site.confirms).toEqual([]);
    expect(dialog().getByText('1.400TL Değerindeki Teklifinizi Onaylıyor musunuz?')).toBeTruthy();
    expect(confirmation.getAttribute('role')).toBe('dialog');
    const contract = within(dialog().getByTestId('sale-contract'));
    expect(
      contract.getByRole('heading', { name: 'Ön bilgilendirme ve satış koşulları' }),
    ).toBeTruthy();
    expect(contract.getByText(/Bu satıştaki ilk teklifinizden önce/)).toBeTruthy();
    const facts = within(contract.getByTestId('sale-contract-facts'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts).toEqual([
      'Düzenleyen: Kanat Mezat',
      'Lot: Şampiyon Gök Alaca (halka TR-2023-11842)',
      'Satıcı: Mehmet Öztürk',
      'Başlangıç fiyatı: 500 TL',
      'Teklifler o anki fiyatın üstündeki artırma adımından başlar; bitişe az kala gelen teklif bitişi uzatır.',
      'Alıcı komisyonu yok; ödeme süresi hesap özetinde yazılır.',
    ]);
    // The house's text, cleaned: its own heading is not repeated, its script is gone.
    const text = contract.getByRole('region', { name: 'Mesafeli Satış Ön Bilgilendirme Formu' });
    expect(text.textContent).toContain('Satıcı ve alıcı bu koşulları kabul eder.');
    expect(text.querySelector('script')).toBeNull();
    expect(document.activeElement).toBe(text);
    expect(contract.getByTestId('sale-contract-version').textContent).toBe(
      'Metin sürümü 3, 05.03.2025',
    );

    // Yes waits for the box, and says why.
    expect(yes().disabled).toBe(true);
    expect(contract.getByText('Teklif vermek için önce koşulları kabul edin.')).toBeTruthy();
    fireEvent.click(yes());
    expect(calls()).toEqual(['saleContract']);
    // The label names the box: pressing its words ticks it.
    const box = contract.getByLabelText(
      'Ön bilgilendirme formunu ve satış koşullarını okudum, bu satış için kabul ediyorum.',
    );
    expect(box).toBe(acceptBox());
    fireEvent.click(
      contract.getByText(
        'Ön bilgilendirme formunu ve satış koşullarını okudum, bu satış için kabul ediyorum.',
      ),
    );
    expect(acceptBox().checked).toBe(true);
    expect(contract.queryByText('Teklif vermek için önce koşulları kabul edin.')).toBeNull();
    expect(yes().disabled).toBe(false);
    fireEvent.click(yes());

    await waitFor(() => expect(site.toastTexts()).toContain('Teklif başarıyla verildi'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    // Accepted under the version shown, then the bid, signed as ever.
    expect(calls()).toEqual(['saleContract', 'acceptSaleContract', 'bid']);
    expect(server.callsTo('acceptSaleContract')).toEqual([{ auctionId: 'a1', version: 3 }]);
    expect(server.callsTo('saleContract')).toEqual([{ auctionId: 'a1' }]);
    expect(screen.getByTestId('current-price').textContent).toBe('1.400 TL');

    // The next bid is asked the plain way, from the cache: the contract is not asked again.
    site.confirmAnswer.yes = false;
    submitBid();
    await waitFor(() =>
      expect(site.confirms).toEqual(['1.500TL Değerindeki Teklifinizi Onaylıyor musunuz?']),
    );
    expect(calls()).toEqual(['saleContract', 'acceptSaleContract', 'bid']);
    expect(screen.queryByTestId('sale-contract')).toBeNull();
  });

  it("names a group's sale and its terms, and sends a maximum through the same step", async () => {
    contractIs(saleContractView({ sale: { kind: 'group', id: '4', name: 'Bahar Grubu' } }));
    server.on('GET', '/api/sale-terms/group/g1', {
      body: {
        buyerPremiumBp: 1000,
        sellerCommissionBp: 1500,
        vatBp: 0,
        paymentTermDays: 7,
        ownTerms: true,
        iban: null,
        accountName: null,
      },
    });
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    server.on(
      'POST',
      '/api/fn/bid',
      callableOk({
        bidId: 99,
        amount: 1350,
        bidCount: 4,
        expiry: Date.now() + 5 * HOUR,
        leading: true,
        maximum: 5000,
      }),
    );
    await openAsMember({ parent: 'g1' });
    fireEvent.click(screen.getByRole('radio', { name: 'Azami teklif' }));
    fireEvent.change(screen.getByLabelText('Azami teklifiniz (TL)'), {
      target: { value: '5000' },
    });
    submitBid();

    await screen.findByTestId('confirm-dialog');
    expect(
      dialog().getByText(
        'En fazla 5.000TL ödemeyi kabul ederek azami teklifinizi onaylıyor musunuz? (5.000 TL + %10 alıcı komisyonu = 5.500,00 TL)',
      ),
    ).toBeTruthy();
    const facts = within(dialog().getByTestId('sale-contract-facts'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(facts.slice(0, 4)).toEqual([
      'Düzenleyen: Kanat Mezat',
      'Satış: Bahar Grubu',
      'Satıcı: Mehmet Öztürk',
      'Başlangıç fiyatı: 500 TL',
    ]);
    expect(facts).toContain('Alıcı komisyonu %10');
    expect(facts.some((line) => line?.startsWith('Ödeme: satıştan sonra 7 gün içinde'))).toBe(true);
    fireEvent.click(acceptBox());
    fireEvent.click(yes());
    await waitFor(() =>
      expect(site.toastTexts()).toContain('Azami teklifiniz kaydedildi. En yüksek teklif sizin.'),
    );
    expect(calls()).toEqual(['saleContract', 'acceptSaleContract', 'bid']);
    expect(
      (bidCalls()[0].body as { data: { BidRequest: Record<string, unknown> } }).data.BidRequest,
    ).toMatchObject({ amount: 5000, maximum: true });
  });

  it('asks the plain question, with no contract, once the member has accepted it', async () => {
    bidAnswers();
    await openAsMember();
    fireEvent.change(amountField(), { target: { value: '1400' } });
    submitBid();
    await waitFor(() => expect(site.toastTexts()).toContain('Teklif başarıyla verildi'));
    expect(site.confirms).toEqual(['1.400TL Değerindeki Teklifinizi Onaylıyor musunuz?']);
    expect(screen.queryByTestId('sale-contract')).toBeNull();
    expect(calls()).toEqual(['saleContract', 'bid']);
  });

  it('sends nothing when the member says no to the contract', async () => {
    contractIs(saleContractView());
    await openAsMember();
    submitBid();
    await screen.findByTestId('confirm-dialog');
    fireEvent.click(acceptBox());
    fireEvent.click(screen.getByTestId('confirm-no'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(calls()).toEqual(['saleContract']);
    expect(mfaToken).not.toHaveBeenCalled();
  });

  it('shows a newer text to be read again when the one shown is outdated', async () => {
    const newer = saleContractView({
      text: { ...saleContractView().text, version: 4, createdAt: Date.UTC(2025, 3, 10, 9) },
    });
    contractIs(saleContractView(), newer);
    let accepts = 0;
    server.on('POST', '/api/fn/acceptSaleContract', () => {
      accepts += 1;
      return accepts === 1
        ? {
            status: 400,
            body: {
              error: {
                status: 'FAILED_PRECONDITION',
                message: 'Metin güncellendi, lütfen yeniden okuyun.',
              },
            },
          }
        : callableOk({ version: 4, acceptedAt: Date.UTC(2025, 3, 11) });
    });
    bidAnswers();
    await openAsMember();
    submitBid();
    await screen.findByTestId('confirm-dialog');
    fireEvent.click(acceptBox());
    fireEvent.click(yes());

    expect(await dialog().findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(dialog().getByRole('alert').textContent).toBe(
        'Koşullar güncellendi, lütfen yeniden okuyun.',
      ),
    );
    // Still open, with the new version, the box to tick again and no bid yet.
    expect(dialog().getByTestId('sale-contract-version').textContent).toBe(
      'Metin sürümü 4, 10.04.2025',
    );
    expect(acceptBox().checked).toBe(false);
    expect(yes().disabled).toBe(true);
    expect(document.activeElement).toBe(dialog().getByTestId('sale-contract-text'));
    expect(bidCalls()).toHaveLength(0);

    fireEvent.click(acceptBox());
    fireEvent.click(yes());
    await waitFor(() => expect(site.toastTexts()).toContain('Teklif başarıyla verildi'));
    expect(server.callsTo('acceptSaleContract')).toEqual([
      { auctionId: 'a1', version: 3 },
      { auctionId: 'a1', version: 4 },
    ]);
    expect(bidCalls()).toHaveLength(1);
  });

  it('opens the contract again when the server still wants it for the bid', async () => {
    // The page believed it accepted (another tab's race); the server says otherwise.
    contractIs(saleContractView({ accepted: ACCEPTED }), saleContractView());
    server.on('POST', '/api/fn/acceptSaleContract', callableOk(ACCEPTED));
    let bids = 0;
    server.on('POST', '/api/fn/bid', () => {
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
        : callableOk({
            bidId: 99,
            amount: 1400,
            bidCount: 4,
            expiry: Date.now() + 5 * HOUR,
            leading: true,
            maximum: null,
          });
    });
    await openAsMember();
    fireEvent.change(amountField(), { target: { value: '1400' } });
    submitBid();

    await screen.findByTestId('sale-contract');
    expect(site.confirms).toEqual(['1.400TL Değerindeki Teklifinizi Onaylıyor musunuz?']);
    expect(site.toastTexts()).toEqual([]);
    fireEvent.click(acceptBox());
    fireEvent.click(yes());
    await waitFor(() => expect(site.toastTexts()).toContain('Teklif başarıyla verildi'));
    expect(calls()).toEqual(['saleContract', 'bid', 'saleContract', 'acceptSaleContract', 'bid']);
  });

  it('says the contract could not be loaded, and bids nothing', async () => {
    server.on('POST', '/api/fn/saleContract', {
      status: 500,
      body: { error: { status: 'INTERNAL', message: 'INTERNAL' } },
    });
    await openAsMember();
    submitBid();
    await waitFor(() =>
      expect(site.toasts).toContainEqual(
        expect.objectContaining({
          message: 'Satış koşulları yüklenemedi. Sayfayı yenileyip yeniden deneyin.',
          color: 'red',
        }),
      ),
    );
    expect(site.confirms).toEqual([]);
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(bidCalls()).toHaveLength(0);
  });
});

describe('document title', () => {
  beforeEach(() => {
    document.title = 'Kanat Mezat';
  });

  it("names the list, then the auction opened from it, as the server's <title> does", async () => {
    server.on('POST', '/api/list/auctions', { body: { r: [auctionRow()] } });
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    renderInSite(<AuctionsRoutes />, { path: '/acik-arttirmalar' });
    const [card] = await screen.findAllByTestId('auction-card');
    expect(document.title).toBe('Açık Arttırmalar | Kanat Mezat');
    fireEvent.click(within(card).getByRole('link', { name: 'Şampiyon Gök Alaca' }));
    await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
    expect(document.title).toBe('Şampiyon Gök Alaca | Kanat Mezat');
  });

  it('keeps the last title while the auction loads, then names it', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('GET', '/api/auctions/a1', () => new Promise<StubAnswer>((r) => (answer = r)));
    renderInSite(<AuctionDetailPage />, { path: PATH, mount: '/acik-arttirmalar/:id' });
    await screen.findByTestId('detail-skeleton');
    expect(document.title).toBe('Kanat Mezat');
    answer({ body: auctionDetail() });
    await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
    expect(document.title).toBe('Şampiyon Gök Alaca | Kanat Mezat');
  });

  it('says a missing auction is not found', async () => {
    renderInSite(<AuctionDetailPage />, {
      path: '/acik-arttirmalar/yok',
      mount: '/acik-arttirmalar/:id',
    });
    await screen.findByText('Açık arttırma bulunamadı');
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });
});
