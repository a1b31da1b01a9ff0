import type { SiteTerms } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import SettlementArea from '../index';

let server: FetchStub;
const admin = member({ staff: true, roles: ['administrator'] });

const stored: SiteTerms = {
  buyerPremiumBp: 1000,
  sellerCommissionBp: 1500,
  vatBp: 2000,
  paymentTermDays: 7,
  graceDays: 3,
  autoFlagAfter: 2,
  iban: 'TR330006100519786457841326',
  accountName: 'Bursa Posta Güvercini Derneği',
};

const render = () =>
  renderInSite(<SettlementArea />, {
    path: '/yonetim/satis-sartlari',
    mount: '/yonetim/satis-sartlari/*',
    user: admin,
  });

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminTermsGet', callableOk(stored));
  server.on('POST', '/api/fn/adminTermsSave', (request) =>
    callableOk((request.body as { data: SiteTerms }).data),
  );
});
afterEach(() => server.restore());

describe("the site's sale terms", () => {
  it('shows the stored terms as Turkish writes them, with a worked example', async () => {
    render();
    expect((await screen.findByLabelText('Alıcı komisyonu (%)')) as HTMLInputElement).toBeTruthy();
    expect(input('Alıcı komisyonu (%)').value).toBe('10');
    expect(input('IBAN').value).toBe('TR33 0006 1005 1978 6457 8413 26');
    // 12.500 TL + %10 + %20 KDV of it = 14.000 TL; 12.500 − %15 − %20 KDV of it = 10.250 TL.
    expect(screen.getByTestId('terms-example').textContent).toBe(
      'Örnek: satış fiyatı 12.500 TL olan bir lot için alıcı 14.000,00 TL öder, satıcıya 10.250,00 TL kalır.',
    );
    fireEvent.change(input('Alıcı komisyonu (%)'), { target: { value: '7,5' } });
    await waitFor(() =>
      expect(screen.getByTestId('terms-example').textContent).toContain('alıcı 13.625,00 TL öder'),
    );
  });

  it('saves typed percentages in basis points and the IBAN without spaces', async () => {
    render();
    await screen.findByLabelText('Alıcı komisyonu (%)');
    fireEvent.change(input('Alıcı komisyonu (%)'), { target: { value: '12,5' } });
    fireEvent.change(input('Otomatik işaretleme (gecikmiş belge sayısı)'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Şartları kaydet' }));
    expect(await screen.findByText('Satış şartları kaydedildi.')).toBeTruthy();
    expect(server.callsTo('adminTermsSave')).toEqual([
      { ...stored, buyerPremiumBp: 1250, autoFlagAfter: null },
    ]);
  });

  it('refuses bad input beside each field and sends nothing', async () => {
    render();
    await screen.findByLabelText('Alıcı komisyonu (%)');
    fireEvent.change(input('Satıcı komisyonu (%)'), { target: { value: '120' } });
    fireEvent.change(input('Ödeme süresi (gün)'), { target: { value: '0' } });
    fireEvent.change(input('IBAN'), { target: { value: 'TR34 0006 1005 1978 6457 8413 26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Şartları kaydet' }));
    expect(
      await screen.findByText('Yüzdeyi 0 ile 100 arasında yazın (örneğin 10 ya da 7,5).'),
    ).toBeTruthy();
    expect(screen.getByText('1 ile 90 arasında bir gün sayısı yazın.')).toBeTruthy();
    expect(
      screen.getByText('IBAN geçersiz: TR ile başlayan 26 karakterlik bir IBAN yazın.'),
    ).toBeTruthy();
    expect(server.callsTo('adminTermsSave')).toEqual([]);
  });
});
