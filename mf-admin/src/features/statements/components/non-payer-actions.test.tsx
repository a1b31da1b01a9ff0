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
    expect((await dialog.findAllByText('Gerekçeyi yazın.')).length).toBeGreaterThan(0);
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
    expect((await dialog.findAllByText('Gerekçeyi yazın.')).length).toBeGreaterThan(0);
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
    renderBuyer();
    fireEvent.click(await screen.findByRole('button', { name: 'Belgeyi iptal et' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Gerekçe'), { target: { value: 'Alıcı ödemedi' } });
    fireEvent.click(dialog.getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText('Bu belge iptal edildi: Alıcı ödemedi')).toBeTruthy();
    expect(server.callsTo('adminStatementCancel')).toEqual([{ id: '12', reason: 'Alıcı ödemedi' }]);
  });
});
