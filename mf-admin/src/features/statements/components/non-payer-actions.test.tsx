import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { buyerView, refusal } from '../../../../../shared/test/statement-fixtures';
import { StaffGate } from '../../../layout/staff-gate';
import BuyerStatementsArea from '../buyer-area';

let server: FetchStub;

const renderBuyer = () =>
  renderInSite(
    <StaffGate>
      <BuyerStatementsArea />
    </StaffGate>,
    {
      path: '/yonetim/alim-belgeleri/12',
      mount: '/yonetim/alim-belgeleri/*',
      user: member({ staff: true, roles: ['clerk'] }),
    },
  );

beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe("extending a buyer's statement in the console", () => {
  it('offers the day after the due day, asks for a reason, then sends both', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView()));
    server.on('POST', '/api/fn/adminStatementExtend', callableOk(buyerView()));
    renderBuyer();
    fireEvent.click(await screen.findByRole('button', { name: 'Süre uzat' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Yeni son ödeme günü') as HTMLInputElement).value).toBe(
      '2026-11-28',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Uzat' }));
    expect(
      (await dialog.findAllByText('Gerekçe yazın (en az 3 karakter).')).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('adminStatementExtend')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Yeni son ödeme günü'), {
      target: { value: '2026-12-05' },
    });
    fireEvent.change(dialog.getByLabelText('Gerekçe'), { target: { value: 'Üye hastanede' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Uzat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminStatementExtend')).toEqual([
      { id: '12', dueOn: '2026-12-05', reason: 'Üye hastanede' },
    ]);
  });

  it("keeps the server's Turkish refusal in the dialog", async () => {
    const message = 'Yeni son ödeme günü şimdiki son ödeme gününden (27.11.2026) sonra olmalı.';
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView()));
    server.on('POST', '/api/fn/adminStatementExtend', refusal(message));
    renderBuyer();
    fireEvent.click(await screen.findByRole('button', { name: 'Süre uzat' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Gerekçe'), { target: { value: 'Rica etti' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Uzat' }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });

  it('offers no extension on a paid statement', async () => {
    server.on(
      'POST',
      '/api/fn/adminBuyerStatement',
      callableOk(buyerView({ state: 'paid', paidKurus: 1_359_000, dueKurus: 0 })),
    );
    renderBuyer();
    await screen.findByTestId('statement-lines');
    expect(screen.queryByRole('button', { name: 'Süre uzat' })).toBeNull();
  });
});

describe("flagging a statement's buyer in the console", () => {
  it('asks for a reason, then flags the member', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView()));
    server.on(
      'POST',
      '/api/fn/adminPaymentFlag',
      callableOk({ uid: 'u1', flaggedAt: 1, reason: 'Üç haftadır ödemedi' }),
    );
    renderBuyer();
    fireEvent.click(await screen.findByRole('button', { name: 'Alıcıyı işaretle' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'İşaretle' }));
    expect(
      (await dialog.findAllByText('Gerekçe yazın (en az 3 karakter).')).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('adminPaymentFlag')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Gerekçe'), {
      target: { value: 'Üç haftadır ödemedi' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'İşaretle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminPaymentFlag')).toEqual([
      { uid: 'u1', reason: 'Üç haftadır ödemedi' },
    ]);
  });
});

describe("cancelling a buyer's statement in the console", () => {
  it('sends the reason and shows the cancelled statement', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView({ paidKurus: 0 })));
    server.on(
      'POST',
      '/api/fn/adminStatementCancel',
      callableOk(buyerView({ paidKurus: 0, state: 'cancelled', cancelReason: 'Alıcı ödemedi' })),
    );
    server.on('POST', '/api/fn/adminSecondChanceLots', callableOk({ rows: [] }));
    renderBuyer();
    fireEvent.click(await screen.findByRole('button', { name: 'Belgeyi iptal et' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Gerekçe'), { target: { value: 'Alıcı ödemedi' } });
    fireEvent.click(dialog.getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText('Bu belge iptal edildi: Alıcı ödemedi')).toBeTruthy();
    expect(server.callsTo('adminStatementCancel')).toEqual([{ id: '12', reason: 'Alıcı ödemedi' }]);
  });
});

describe("second-chance offers of a cancelled statement's lots", () => {
  const cancelled = () =>
    buyerView({ paidKurus: 0, state: 'cancelled', cancelReason: 'Alıcı ödemedi' });
  const offered = {
    id: '5',
    sale: { kind: 'group' as const, id: '7', title: 'Kasım Yavru Grubu' },
    title: 'Kızıl Dişi',
    pigeon: { id: '3', tagNum: 'TR-26-1234' },
    member: { uid: 'u2', fullname: 'Şule Ağaoğlu', username: 'sule', paddle: null },
    hammerKurus: 90_000,
    premiumKurus: 9_000,
    premiumVatKurus: 1_800,
    totalKurus: 100_800,
    state: 'declined' as const,
    offeredAt: Date.UTC(2026, 10, 28, 9, 0),
    expiresAt: Date.UTC(2026, 10, 30, 9, 0),
    answeredAt: Date.UTC(2026, 10, 28, 12, 0),
    statementId: null,
  };
  const lots = {
    rows: [
      {
        lineId: '31',
        title: 'Kızıl Dişi',
        next: {
          member: { uid: 'u3', fullname: 'İlker Çınar', username: 'ilker', paddle: null },
          hammerKurus: 80_000,
        },
        blocked: null,
        offers: [offered],
      },
      {
        lineId: '32',
        title: 'Tek Teklifli',
        next: null,
        blocked:
          'Bu lotta teklif veren başka üye yok (ya da hepsine sunuldu); ikinci şans teklifi yapılamaz.',
        offers: [],
      },
    ],
  };

  it('shows each lot with the next bidder, or why none, and the offers made', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(cancelled()));
    server.on('POST', '/api/fn/adminSecondChanceLots', callableOk(lots));
    renderBuyer();
    const [red, alone] = await screen.findAllByTestId('second-chance-lot');
    expect(
      within(red as HTMLElement).getByText(
        /Sıradaki teklif sahibi: İlker Çınar \(ilker\), teklifi 800,00 TL/,
      ),
    ).toBeTruthy();
    expect(within(red as HTMLElement).getByText('Reddedildi')).toBeTruthy();
    expect(within(red as HTMLElement).getByText('Şule Ağaoğlu (sule)')).toBeTruthy();
    expect(within(alone as HTMLElement).getByTestId('second-chance-blocked').textContent).toMatch(
      /teklif veren başka üye yok/,
    );
    expect(
      within(alone as HTMLElement).queryByRole('button', { name: /İkinci şans teklifi yap/ }),
    ).toBeNull();
  });

  it('asks for the hours, refuses a bad number in Turkish, then sends the offer', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(cancelled()));
    server.on('POST', '/api/fn/adminSecondChanceLots', callableOk(lots));
    server.on('POST', '/api/fn/adminSecondChanceOffer', callableOk({ ...offered, state: 'open' }));
    renderBuyer();
    fireEvent.click(
      await screen.findByRole('button', { name: 'İkinci şans teklifi yap: Kızıl Dişi' }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/Kızıl Dişi lotu İlker Çınar \(ilker\) üyesine 800,00 TL/),
    ).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Yanıt süresi (saat)'), { target: { value: '500' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Teklifi gönder' }));
    expect(
      (await dialog.findAllByText('Yanıt süresi 1 ile 168 saat arasında olmalı.')).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('adminSecondChanceOffer')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Yanıt süresi (saat)'), { target: { value: '24' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Teklifi gönder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminSecondChanceOffer')).toEqual([{ lineId: '31', hours: 24 }]);
  });
});
