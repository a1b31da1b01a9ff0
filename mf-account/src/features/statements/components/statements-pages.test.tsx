import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import { buyerSummary, buyerView, sellerView } from '../../../../../shared/test/statement-fixtures';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions, servePages } from '../../../test/api-mock';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

// /hesabim/alimlar and /hesabim/satislar: the member's statements as the server gives them.

let server: FakeAuthServer;

beforeEach(() => {
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  server.handle('myStatements', () => ({
    code: 200,
    bought: [
      buyerSummary({ overdue: true }),
      buyerSummary({ id: '13', state: 'paid', overdue: false, dueKurus: 0 }),
    ],
    sold: [sellerView()],
  }));
  server.handle('mySecondChanceOffers', () => ({ code: 200, rows: [] }));
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the member's statements", () => {
  it('lists what I bought with the total, paid, due and state, and links each statement', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    const table = await screen.findByTestId('bought-statements');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [
        'Kasım Yavru Grubu',
        '20.11.2026',
        '2',
        '13.590,00 TL',
        '5.000,00 TL',
        '8.590,00 TL',
        '27.11.2026',
        'Ödeme bekleniyorGecikmiş',
      ],
      [
        'Kasım Yavru Grubu',
        '20.11.2026',
        '2',
        '13.590,00 TL',
        '5.000,00 TL',
        '0,00 TL',
        '27.11.2026',
        'Ödendi',
      ],
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/hesabim/alimlar/12');
    expect(server.lastData('myStatements')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Hesabım' });
    expect(within(nav).getByRole('link', { name: 'Alımlarım' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Satışlarım' })).toBeTruthy();
  });

  const flagged = {
    since: '2026-11-25T08:30:00.000Z',
    reason: '2 alım belgesi vadesinde ödenmedi.',
  };
  const FLAG_TEXT =
    'Ödenmemiş alım belgeleriniz nedeniyle teklif vermeniz durduruldu: 2 alım belgesi vadesinde ödenmedi. Ödeme yaptığınızda yönetim kısıtlamayı kaldırır.';

  it('tells a flagged member above their statements why their bids are refused', async () => {
    server.handle('myStatements', () => ({
      code: 200,
      bought: [buyerSummary({ overdue: true })],
      sold: [],
      paymentFlag: flagged,
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    const notice = await screen.findByTestId('payment-flag');
    expect(notice.getAttribute('role')).toBe('status');
    expect(within(notice).getByText(FLAG_TEXT)).toBeTruthy();
    expect(within(notice).getByText('Kısıtlama tarihi: 25.11.2026')).toBeTruthy();
    expect(screen.getByTestId('bought-statements')).toBeTruthy();
  });

  it('tells a flagged member with no statement left too', async () => {
    server.handle('myStatements', () => ({
      code: 200,
      bought: [],
      sold: [],
      paymentFlag: flagged,
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    expect(within(await screen.findByTestId('payment-flag')).getByText(FLAG_TEXT)).toBeTruthy();
    expect(screen.getByText('Henüz bir alım belgeniz yok.')).toBeTruthy();
  });

  it('tells a flagged member on the account overview (/hesabim)', async () => {
    servePages('/api/list/my-bids', [{ r: [], p: null }]);
    server.handle('myStatements', () => ({
      code: 200,
      bought: [],
      sold: [],
      paymentFlag: flagged,
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim', user: member() });
    expect(within(await screen.findByTestId('payment-flag')).getByText(FLAG_TEXT)).toBeTruthy();
    expect(await screen.findByText('Henüz teklif verdiğiniz bir açık arttırma yok')).toBeTruthy();
  });

  it('shows no flag notice to a member who is not flagged', async () => {
    server.handle('myStatements', () => ({
      code: 200,
      bought: [buyerSummary()],
      sold: [],
      paymentFlag: null,
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    expect(await screen.findByTestId('bought-statements')).toBeTruthy();
    expect(screen.queryByTestId('payment-flag')).toBeNull();
  });

  it('says so when there is nothing bought', async () => {
    server.handle('myStatements', () => ({ code: 200, bought: [], sold: [] }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    expect(await screen.findByText('Henüz bir alım belgeniz yok.')).toBeTruthy();
  });

  it('shows a buyer statement: lines, totals, how to pay, payments and delivery', async () => {
    server.handle('myBuyerStatement', () => ({ code: 200, ...buyerView({ overdue: true }) }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar/12', user: member() });
    const statement = await screen.findByTestId('buyer-statement');
    expect(server.lastData('myBuyerStatement')).toEqual({ id: '12' });
    const lines = within(within(statement).getByTestId('statement-lines')).getAllByRole('row');
    expect(cells(lines[1] as HTMLElement)).toEqual([
      'Mavi dişi TR-2025-111',
      '10.000,00 TL',
      '1.000,00 TL',
      '200,00 TL',
      '150,00 TL',
      '11.350,00 TL',
      'Kargoya verildi: Yurtiçi Kargo, takip numarası YK123 (22.11.2026)',
    ]);
    expect(cells(lines[2] as HTMLElement).at(-1)).toBe('Teslim şekli henüz seçilmedi');
    expect(within(statement).getByTestId('statement-totals').textContent).toContain(
      'Genel toplam13.590,00 TL',
    );
    expect(within(statement).getByTestId('statement-due').textContent).toBe('8.590,00 TL');
    const pay = within(within(statement).getByTestId('how-to-pay'));
    expect(pay.getByTestId('pay-iban').textContent).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(pay.getByText('Bursa Posta Güvercini Derneği')).toBeTruthy();
    expect(pay.getByTestId('pay-reference').textContent).toBe('KM0000001262');
    expect(pay.getByTestId('pay-due').textContent).toBe('27.11.2026');
    const payments = within(within(statement).getByTestId('statement-payments')).getAllByRole(
      'row',
    );
    expect(cells(payments[1] as HTMLElement)).toEqual([
      '21.11.2026',
      '5.000,00 TL',
      'Havale/EFT (banka dökümünden)',
      'İlk taksit',
    ]);
    expect(within(statement).getByTestId('overdue').textContent).toBe('Gecikmiş');
    expect(within(statement).getByRole('link', { name: 'PDF indir' }).getAttribute('href')).toBe(
      '/api/statements/buyer/12/pdf',
    );
    expect(within(statement).getByText('Alıcı komisyonu %10, komisyona %20 KDV.')).toBeTruthy();
    // The fixture's sale is from before the contract was asked.
    expect(within(statement).getByTestId('statement-contract').textContent).toBe(
      'Bu satış için kayıtlı bir koşul kabulü yok.',
    );
  });

  it("says when the member accepted the sale's contract, and which version (issue 35)", async () => {
    server.handle('myBuyerStatement', () => ({
      code: 200,
      // 2026-11-18 14:30 in Turkey.
      ...buyerView({ contract: { version: 3, acceptedAt: Date.UTC(2026, 10, 18, 11, 30) } }),
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar/12', user: member() });
    const statement = await screen.findByTestId('buyer-statement');
    expect(within(statement).getByTestId('statement-contract').textContent).toBe(
      'Ön bilgilendirme ve satış koşulları 18.11.2026 tarihinde kabul edildi (sürüm 3).',
    );
  });

  it('tells the member to ask the association when no account is set', async () => {
    server.handle('myBuyerStatement', () => ({
      code: 200,
      ...buyerView({ iban: null, accountName: null }),
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar/12', user: member() });
    const pay = within(await screen.findByTestId('how-to-pay'));
    expect(pay.getByText(/Ödeme hesabı henüz belirlenmedi/)).toBeTruthy();
    expect(pay.queryByTestId('pay-iban')).toBeNull();
    expect(pay.getByTestId('pay-reference').textContent).toBe('KM0000001262');
  });

  it("answers another member's statement as not found", async () => {
    server.failNext('myBuyerStatement', 'not-found', 'Belge bulunamadı.');
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar/99', user: member() });
    expect(await screen.findByText('Bu belge bulunamadı.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Alımlarıma dön' })[0]?.getAttribute('href')).toBe(
      '/hesabim/alimlar',
    );
  });

  it('lists what I sold with commission, VAT, net and payout', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/satislar', user: member() });
    const table = await screen.findByTestId('sold-statements');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      [
        'Kasım Yavru Grubu',
        '20.11.2026',
        '2',
        '12.000,00 TL',
        '1.800,00 TL',
        '360,00 TL',
        '9.840,00 TL',
        'Ödenmedi',
      ],
    ]);
    expect(within(table).getByRole('link').getAttribute('href')).toBe('/hesabim/satislar/21');
  });

  it('shows a seller statement: sold and unsold lots, net, payout and its PDF', async () => {
    server.handle('mySellerStatement', () => ({
      code: 200,
      ...sellerView(),
      paidOutAt: Date.UTC(2026, 10, 28, 9, 0),
      payoutReference: 'EFT-778',
    }));
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/satislar/21', user: member() });
    const statement = await screen.findByTestId('seller-statement');
    expect(server.lastData('mySellerStatement')).toEqual({ id: '21' });
    const sold = within(within(statement).getByTestId('sold-lines')).getAllByRole('row');
    expect(cells(sold[1] as HTMLElement)).toEqual([
      'Mavi dişi TR-2025-111',
      '10.000,00 TL',
      '1.500,00 TL',
      '300,00 TL',
      '8.200,00 TL',
      'Alıcı ödemesi bekleniyor Teslim edildi',
    ]);
    expect(within(statement).getByTestId('seller-net').textContent).toBe('9.840,00 TL');
    const unsold = within(within(statement).getByTestId('unsold-lines')).getAllByRole('row');
    expect(cells(unsold[1] as HTMLElement)).toEqual(['Gök erkek', 'TR-2025-333']);
    expect(within(statement).getByTestId('payout-state').textContent).toBe(
      '28.11.2026 tarihinde ödendi (havale referansı: EFT-778).',
    );
    expect(within(statement).getByRole('link', { name: 'PDF indir' }).getAttribute('href')).toBe(
      '/api/statements/seller/21/pdf',
    );
  });
});

describe('second-chance offers under /hesabim/alimlar', () => {
  const offer = (over: Record<string, unknown> = {}) => ({
    id: '5',
    sale: { kind: 'group', id: '7', title: 'Kasım Yavru Grubu' },
    title: 'Kızıl Dişi',
    pigeon: { id: '3', tagNum: 'TR-26-1234' },
    member: { uid: 'u1', fullname: 'Ayşe Güneş', username: 'ayse', paddle: null },
    hammerKurus: 80_000,
    premiumKurus: 8_000,
    premiumVatKurus: 1_600,
    totalKurus: 89_600,
    state: 'open',
    offeredAt: Date.UTC(2026, 10, 28, 9, 0),
    expiresAt: Date.UTC(2026, 10, 30, 9, 0),
    answeredAt: null,
    statementId: null,
    ...over,
  });

  it('shows an open offer with what accepting costs and its time, then accepts it', async () => {
    let state: Record<string, unknown> = offer();
    server.handle('mySecondChanceOffers', () => ({ code: 200, rows: [state] }));
    server.handle('mySecondChanceAnswer', () => {
      state = offer({ state: 'accepted', answeredAt: Date.now(), statementId: '40' });
      return { code: 200, ...state };
    });
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    const card = await screen.findByTestId('second-chance-offer');
    expect(within(card).getByText('Kızıl Dişi · TR-26-1234 (Kasım Yavru Grubu)')).toBeTruthy();
    expect(within(card).getByText('800,00 TL')).toBeTruthy();
    expect(within(card).getByText('896,00 TL')).toBeTruthy();
    expect(within(card).getByText('Yanıt süresi: 30.11.2026 12:00 saatine kadar')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Kabul et' }));
    expect(
      await screen.findByText('Teklifi kabul ettiniz; lot alım belgenize eklendi.'),
    ).toBeTruthy();
    expect(server.lastData('mySecondChanceAnswer')).toEqual({ id: '5', accept: true });
    await waitFor(() => expect(screen.queryByTestId('second-chance-offer')).toBeNull());
    const past = await screen.findByTestId('second-chance-past');
    expect(within(past).getByText('Kabul ettiniz')).toBeTruthy();
    expect(within(past).getByRole('link', { name: 'Alım belgesini aç' }).getAttribute('href')).toBe(
      '/hesabim/alimlar/40',
    );
  });

  it("shows the server's Turkish refusal and keeps the offer", async () => {
    server.handle('mySecondChanceOffers', () => ({ code: 200, rows: [offer()] }));
    server.failNext(
      'mySecondChanceAnswer',
      'failed-precondition',
      'Bu teklifin yanıt süresi doldu.',
    );
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    const card = await screen.findByTestId('second-chance-offer');
    fireEvent.click(within(card).getByRole('button', { name: 'Reddet' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Bu teklifin yanıt süresi doldu.',
    );
    expect(server.lastData('mySecondChanceAnswer')).toEqual({ id: '5', accept: false });
  });

  it('shows nothing when no lot was offered to me', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/alimlar', user: member() });
    await screen.findByTestId('bought-statements');
    expect(screen.queryByRole('heading', { name: 'İkinci şans teklifleri' })).toBeNull();
  });
});
