import type { StaffRole } from '@kanat/shared/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import {
  buyerView,
  refusal,
  rowsOf,
  sellerView,
} from '../../../../../shared/test/statement-fixtures';
import { StaffGate } from '../../../layout/staff-gate';
import BuyerStatementsArea from '../buyer-area';
import SellerStatementsArea from '../seller-area';

let server: FetchStub;
const holding = (...roles: StaffRole[]) => member({ staff: true, roles });

// As the console hosts an area: after the session has said who is there.
const render = (area: ReactElement, path: string, mount: string, ...roles: StaffRole[]) =>
  renderInSite(<StaffGate>{area}</StaffGate>, { path, mount, user: holding(...roles) });
const renderBuyer = (...roles: StaffRole[]) =>
  render(
    <BuyerStatementsArea />,
    '/yonetim/alim-belgeleri/12',
    '/yonetim/alim-belgeleri/*',
    ...roles,
  );
const renderSeller = (...roles: StaffRole[]) =>
  render(
    <SellerStatementsArea />,
    '/yonetim/satici-belgeleri/21',
    '/yonetim/satici-belgeleri/*',
    ...roles,
  );

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView()));
  server.on('POST', '/api/fn/adminSellerStatement', callableOk(sellerView()));
});
afterEach(() => server.restore());

describe("a buyer's statement in the console", () => {
  it('shows its lines with delivery, totals, payments and the PDF link', async () => {
    renderBuyer('clerk');
    const lines = await screen.findByTestId('statement-lines');
    expect(server.callsTo('adminBuyerStatement')).toEqual([{ id: '12' }]);
    expect(screen.getByRole('heading', { name: 'Alım belgesi KM0000001262' })).toBeTruthy();
    expect(rowsOf(lines).map((cells) => cells.slice(0, 6))).toEqual([
      [
        'Mavi dişi · TR-2025-111',
        '10.000,00 TL',
        '1.000,00 TL',
        '200,00 TL',
        '150,00 TL',
        '11.350,00 TL',
      ],
      ['Kır erkek · TR-2025-222', '2.000,00 TL', '200,00 TL', '40,00 TL', '0,00 TL', '2.240,00 TL'],
    ]);
    expect(
      within(lines)
        .getAllByTestId('line-delivery')
        .map((cell) => cell.textContent),
    ).toEqual(['Yurtiçi Kargo, takip numarası YK123 (22.11.2026)', 'Seçilmedi']);
    expect(screen.getByTestId('statement-due').textContent).toBe('8.590,00 TL');
    expect(rowsOf(screen.getByTestId('statement-payments'))).toEqual([
      ['21.11.2026', '5.000,00 TL', 'Havale/EFT (Banka dökümünden)', 'İlk taksit'],
    ]);
    expect(screen.getByRole('link', { name: 'PDF indir' }).getAttribute('href')).toBe(
      '/api/statements/buyer/12/pdf',
    );
    // The fixture's sale is from before the contract was asked.
    expect(screen.getByTestId('statement-contract').textContent).toBe(
      'Bu satış için kayıtlı bir koşul kabulü yok.',
    );
  });

  it("says when the buyer accepted the sale's contract, and which version (issue 35)", async () => {
    server.on(
      'POST',
      '/api/fn/adminBuyerStatement',
      // 2026-11-18 14:30 in Turkey.
      callableOk(
        buyerView({ contract: { version: 2, acceptedAt: Date.UTC(2026, 10, 18, 11, 30) } }),
      ),
    );
    renderBuyer('clerk');
    expect((await screen.findByTestId('statement-contract')).textContent).toBe(
      'Ön bilgilendirme ve satış koşulları 18.11.2026 tarihinde kabul edildi (sürüm 2).',
    );
  });

  it('lists the payment reminders the buyer was sent, in Turkish, with their times', async () => {
    server.on(
      'POST',
      '/api/fn/adminBuyerStatement',
      callableOk(
        buyerView({
          reminders: [
            { kind: 'before', at: '2026-11-25T11:05:00.000Z' },
            { kind: 'after', at: '2026-11-27T09:30:00.000Z' },
          ],
        }),
      ),
    );
    renderBuyer('clerk');
    const reminders = await screen.findByTestId('statement-reminders');
    expect(
      within(reminders)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Son ödeme gününden önce hatırlatıldı: 25.11.2026 14:05',
      'Son ödeme günü geçince hatırlatıldı: 27.11.2026 12:30',
    ]);
    expect(screen.getByRole('region', { name: 'Hatırlatmalar' })).toBeTruthy();
  });

  it('says no reminder was sent yet', async () => {
    server.on('POST', '/api/fn/adminBuyerStatement', callableOk(buyerView({ reminders: [] })));
    renderBuyer('clerk');
    expect(await screen.findByText('Alıcıya henüz hatırlatma gönderilmedi.')).toBeTruthy();
    expect(screen.queryByTestId('statement-reminders')).toBeNull();
  });

  it('records a payment as typed, and shows the new balance with the focus on the notice', async () => {
    server.on('POST', '/api/fn/adminPaymentRecord', () =>
      callableOk(buyerView({ paidKurus: 625_050, dueKurus: 733_950 })),
    );
    renderBuyer('clerk');
    await screen.findByTestId('payment-form');
    fireEvent.change(field('Tutar (TL)'), { target: { value: '1.250,50' } });
    fireEvent.change(field('Ödeme yöntemi'), { target: { value: 'cash' } });
    fireEvent.change(field('Ödeme günü'), { target: { value: '2026-11-25' } });
    fireEvent.change(field('Not'), { target: { value: 'Derneğe elden' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeyi kaydet' }));
    const notice = await screen.findByText('Ödeme kaydedildi.');
    expect(server.callsTo('adminPaymentRecord')).toEqual([
      {
        statementId: '12',
        amount: '1.250,50',
        method: 'cash',
        paidOn: '2026-11-25',
        note: 'Derneğe elden',
      },
    ]);
    expect(screen.getByTestId('statement-due').textContent).toBe('7.339,50 TL');
    await waitFor(() => expect(notice.closest('[tabindex="-1"]')).toBe(document.activeElement));
    expect(field('Tutar (TL)').value).toBe('');
  });

  it("shows the server's Turkish refusal by the amount", async () => {
    server.on(
      'POST',
      '/api/fn/adminPaymentRecord',
      refusal('Ödeme, belgenin kalan tutarından (8.590,00 TL) büyük olamaz.'),
    );
    renderBuyer('accountant');
    await screen.findByTestId('payment-form');
    fireEvent.change(field('Tutar (TL)'), { target: { value: '9.000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeyi kaydet' }));
    const message = await screen.findByText(
      'Ödeme, belgenin kalan tutarından (8.590,00 TL) büyük olamaz.',
    );
    expect(field('Tutar (TL)').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByTestId('statement-due').textContent).toBe('8.590,00 TL');
  });

  it('refuses an amount that is not one before sending', async () => {
    renderBuyer('clerk');
    await screen.findByTestId('payment-form');
    fireEvent.change(field('Tutar (TL)'), { target: { value: 'bin lira' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeyi kaydet' }));
    expect(await screen.findByText('Tutarı lira olarak yazın (örneğin 1.250,50).')).toBeTruthy();
    expect(server.callsTo('adminPaymentRecord')).toEqual([]);
  });

  it('records a cargo delivery with carrier, tracking number and fee', async () => {
    server.on('POST', '/api/fn/adminDeliverySet', callableOk(buyerView()));
    renderBuyer('clerk');
    await screen.findByTestId('statement-lines');
    fireEvent.click(screen.getByRole('button', { name: 'Teslimi kaydet: Kır erkek' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Teslim şekli'), { target: { value: 'cargo' } });
    fireEvent.change(dialog.getByLabelText('Kargo firması'), { target: { value: 'Aras Kargo' } });
    fireEvent.change(dialog.getByLabelText('Takip numarası'), { target: { value: 'AR-77' } });
    fireEvent.change(dialog.getByLabelText('Kargo ücreti (TL)'), { target: { value: '149,90' } });
    fireEvent.click(dialog.getByLabelText('Teslim edildi'));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminDeliverySet')).toEqual([
      {
        lineId: '32',
        method: 'cargo',
        carrier: 'Aras Kargo',
        trackingNumber: 'AR-77',
        shippingFee: '149,90',
        delivered: true,
      },
    ]);
  });

  it('asks who picked a bird up, then sends the pickup', async () => {
    server.on('POST', '/api/fn/adminDeliverySet', callableOk(buyerView()));
    renderBuyer('clerk');
    await screen.findByTestId('statement-lines');
    fireEvent.click(screen.getByRole('button', { name: 'Teslimi kaydet: Kır erkek' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByLabelText('Teslim edildi'));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(
      (await dialog.findAllByText('Güvercini kimin teslim aldığını yazın.')).length,
    ).toBeGreaterThan(0);
    expect(server.callsTo('adminDeliverySet')).toEqual([]);
    fireEvent.change(dialog.getByLabelText('Teslim alan'), { target: { value: 'Ali Kaya' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(server.callsTo('adminDeliverySet')).toEqual([
        { lineId: '32', method: 'pickup', pickedUpBy: 'Ali Kaya', delivered: true },
      ]),
    );
  });
});

describe("a seller's statement in the console", () => {
  it('shows sold and unsold lots, the net and the PDF link', async () => {
    renderSeller('clerk');
    const sold = await screen.findByTestId('sold-lines');
    expect(rowsOf(sold)).toEqual([
      [
        'Mavi dişi · TR-2025-111',
        '10.000,00 TL',
        '1.500,00 TL',
        '300,00 TL',
        '8.200,00 TL',
        'Alıcı ödemedi Teslim edildi',
      ],
      [
        'Kır erkek · TR-2025-222',
        '2.000,00 TL',
        '300,00 TL',
        '60,00 TL',
        '1.640,00 TL',
        'Alıcı ödedi Teslim bekleniyor',
      ],
    ]);
    expect(screen.getByTestId('seller-net').textContent).toBe('9.840,00 TL');
    expect(rowsOf(screen.getByTestId('unsold-lines'))).toEqual([['Gök erkek', 'TR-2025-333']]);
    expect(screen.getByRole('link', { name: 'PDF indir' }).getAttribute('href')).toBe(
      '/api/statements/seller/21/pdf',
    );
  });

  it('hides the payout from a clerk', async () => {
    renderSeller('clerk');
    expect(await screen.findByText('Satıcıya ödemeyi muhasebeci işaretler.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ödendi olarak işaretle' })).toBeNull();
  });

  it('lets an accountant mark it paid out with the day and the transfer reference', async () => {
    server.on('POST', '/api/fn/adminPayoutMark', () =>
      callableOk(
        sellerView({ paidOutAt: Date.UTC(2026, 10, 28, 9, 0), payoutReference: 'EFT-778' }),
      ),
    );
    renderSeller('accountant');
    await screen.findByTestId('payout-form');
    fireEvent.change(field('Ödeme günü'), { target: { value: '2026-11-28' } });
    fireEvent.change(field('Havale referansı'), { target: { value: ' EFT-778 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ödendi olarak işaretle' }));
    expect(
      await screen.findByText('28.11.2026 tarihinde ödendi, havale referansı EFT-778.'),
    ).toBeTruthy();
    expect(server.callsTo('adminPayoutMark')).toEqual([
      { id: '21', paidOn: '2026-11-28', reference: 'EFT-778' },
    ]);
    expect(screen.queryByTestId('payout-form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('payout-state')));
  });

  it("shows the server's refusal by the reference", async () => {
    server.on(
      'POST',
      '/api/fn/adminPayoutMark',
      refusal('Bu satış hesap özeti zaten ödendi.', 'FAILED_PRECONDITION'),
    );
    renderSeller('accountant');
    await screen.findByTestId('payout-form');
    fireEvent.change(field('Havale referansı'), { target: { value: 'EFT-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ödendi olarak işaretle' }));
    expect(await screen.findByText('Bu satış hesap özeti zaten ödendi.')).toBeTruthy();
  });
});
