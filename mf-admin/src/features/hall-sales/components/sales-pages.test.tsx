import type {
  AdminHallLotRow,
  AdminHallSaleDetail,
  AdminHallSaleResults,
  AdminHallSaleRow,
} from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callableOk, type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import HallSalesArea from '../index';

let server: FetchStub;
const clerk = member({ staff: true, roles: ['clerk'] });
// 2030-06-01 22:00 in Turkey (UTC+3).
const saturdayEvening = Date.UTC(2030, 5, 1, 19, 0);

const saleRow = (over: Partial<AdminHallSaleRow> = {}): AdminHallSaleRow => ({
  id: '5',
  title: 'Bursa Akşam Mezatı',
  startsAt: saturdayEvening,
  place: 'Bursa Güvercin Derneği Salonu',
  videoUrl: null,
  status: 'draft',
  createdAt: saturdayEvening - 86_400_000,
  lotCount: 2,
  soldCount: 0,
  lotsBeforeStart: true,
  ...over,
});

const lot = (over: Partial<AdminHallLotRow> = {}): AdminHallLotRow => ({
  id: '51',
  pigeonId: '7',
  serial: 1234,
  tagNum: 'TR-2024-123456',
  state: 'active',
  ownerFullName: 'Ahmet Yılmaz',
  cover: null,
  position: 1,
  startingPrice: 500,
  status: 'waiting',
  stepOverride: null,
  currentPrice: null,
  bidCount: 0,
  soldPrice: null,
  absenteeCount: 1,
  ...over,
});

const render = (path: string) =>
  renderInSite(<HallSalesArea />, { path, mount: '/yonetim/canli-mezat/*', user: clerk });

beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('hall sales in the console', () => {
  it('lists the sales with their state and a way to the floor', async () => {
    server.on(
      'POST',
      '/api/fn/adminHallSalesList',
      callableOk({ rows: [saleRow({ status: 'scheduled' })] }),
    );
    render('/yonetim/canli-mezat');
    const table = await screen.findByTestId('hall-sales-table');
    expect(
      within(table).getByRole('link', { name: 'Bursa Akşam Mezatı' }).getAttribute('href'),
    ).toBe('/yonetim/canli-mezat/5');
    expect(within(table).getByText('Yayımlandı')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Mezatı yönet' }).getAttribute('href')).toBe(
      '/yonetim/canli-mezat/5/yonet',
    );
  });

  it('creates a sale with its start in Turkey time and checks the video link', async () => {
    server.on('POST', '/api/fn/adminHallSaleSave', callableOk({ saleId: '9' }));
    const view = render('/yonetim/canli-mezat/yeni');
    fireEvent.change(await screen.findByLabelText('Mezatın adı'), {
      target: { value: 'Bursa Akşam Mezatı' },
    });
    fireEvent.change(screen.getByLabelText('Başlangıç günü'), { target: { value: '2030-06-01' } });
    fireEvent.change(screen.getByLabelText('Başlangıç saati (Türkiye saati)'), {
      target: { value: '22:00' },
    });
    fireEvent.change(screen.getByLabelText('Yer'), { target: { value: 'Bursa' } });
    fireEvent.change(screen.getByLabelText('Canlı yayın bağlantısı (isteğe bağlı)'), {
      target: { value: 'http://example.com/canli' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    expect(server.callsTo('adminHallSaleSave')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Canlı yayın bağlantısı (isteğe bağlı)'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(server.callsTo('adminHallSaleSave')).toEqual([
        {
          title: 'Bursa Akşam Mezatı',
          startsAt: saturdayEvening,
          place: 'Bursa',
          videoUrl: null,
          lotsBeforeStart: true,
        },
      ]),
    );
    await waitFor(() => expect(view.location()).toBe('/yonetim/canli-mezat/9'));
  });

  it('keeps the birds of a sale off the site until it starts when the clerk unticks the box', async () => {
    server.on('POST', '/api/fn/adminHallSaleSave', callableOk({ saleId: '5' }));
    server.on('POST', '/api/fn/adminHallSaleGet', callableOk({ sale: saleRow(), lots: [] }));
    const view = render('/yonetim/canli-mezat/5/duzenle');
    const shown = (await screen.findByLabelText(
      /^Kuşları mezattan önce katalogda göster/,
    )) as HTMLInputElement;
    expect(shown.checked).toBe(true);
    fireEvent.click(shown);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(view.location()).toBe('/yonetim/canli-mezat/5'));
    expect(server.callsTo('adminHallSaleSave')[0]).toMatchObject({
      saleId: '5',
      lotsBeforeStart: false,
    });
  });

  it('reorders, reprices and withdraws lots, then publishes', async () => {
    let detail: AdminHallSaleDetail = {
      sale: saleRow(),
      lots: [lot(), lot({ id: '52', pigeonId: '8', tagNum: 'TR-2024-222222', position: 2 })],
    };
    server.on('POST', '/api/fn/adminHallSaleGet', () => callableOk(detail));
    server.on('POST', '/api/fn/adminHallLotSave', callableOk({ ok: true }));
    server.on('POST', '/api/fn/adminHallLotWithdraw', callableOk({ ok: true }));
    server.on('POST', '/api/fn/adminHallSalePublish', callableOk({ ok: true }));
    render('/yonetim/canli-mezat/5');
    const table = await screen.findByTestId('hall-lots-table');

    fireEvent.click(within(table).getByRole('button', { name: '2. lotu yukarı taşı' }));
    await waitFor(() =>
      expect(server.callsTo('adminHallLotSave')).toEqual([{ lotId: '52', position: 1 }]),
    );

    fireEvent.click(
      within(table).getAllByRole('button', { name: 'Fiyatı değiştir' })[0] as HTMLElement,
    );
    const reprice = await screen.findByRole('dialog');
    fireEvent.change(within(reprice).getByLabelText('Açılış fiyatı'), { target: { value: '750' } });
    fireEvent.click(within(reprice).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(server.callsTo('adminHallLotSave').at(-1)).toEqual({
        lotId: '51',
        startingPrice: 750,
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(within(table).getAllByRole('button', { name: 'Geri çek' })[1] as HTMLElement);
    const withdraw = await screen.findByRole('dialog');
    expect(within(withdraw).getByText(/TR-2024-222222/)).toBeTruthy();
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Geri çek' }));
    await waitFor(() => expect(server.callsTo('adminHallLotWithdraw')).toEqual([{ lotId: '52' }]));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    detail = { ...detail, sale: saleRow({ status: 'scheduled' }) };
    fireEvent.click(screen.getByRole('button', { name: 'Yayımla' }));
    const publish = await screen.findByRole('dialog');
    fireEvent.click(within(publish).getByRole('button', { name: 'Yayımla' }));
    await waitFor(() => expect(server.callsTo('adminHallSalePublish')).toEqual([{ saleId: '5' }]));
    expect(await screen.findByRole('link', { name: 'Mezatı yönet' })).toBeTruthy();
  });

  it('lists every lot with its buyer and the total sold', async () => {
    const results: AdminHallSaleResults = {
      sale: saleRow({ status: 'ended' }),
      lots: [
        {
          id: '51',
          pigeonId: '7',
          serial: 1234,
          tagNum: 'TR-2024-123456',
          ownerFullName: 'Ahmet Yılmaz',
          position: 1,
          startingPrice: 500,
          status: 'sold',
          soldPrice: 1500,
          closedAt: saturdayEvening,
          buyer: {
            kind: 'member',
            userId: 'u9',
            username: 'kartal34',
            fullname: 'Kemal Ak',
            phoneNumber: '+905320000000',
          },
        },
        {
          id: '52',
          pigeonId: '8',
          serial: 1235,
          tagNum: 'TR-2024-222222',
          ownerFullName: 'Ahmet Yılmaz',
          position: 2,
          startingPrice: 500,
          status: 'sold',
          soldPrice: 900,
          closedAt: saturdayEvening,
          buyer: { kind: 'floor', paddle: '17' },
        },
      ],
      totalSold: 2400,
    };
    server.on('POST', '/api/fn/adminHallSaleResults', callableOk(results));
    render('/yonetim/canli-mezat/5/sonuclar');
    const table = await screen.findByTestId('hall-results-table');
    expect(within(table).getByText(/kartal34 \(Kemal Ak\)/)).toBeTruthy();
    expect(within(table).getByRole('link', { name: '+905320000000' })).toBeTruthy();
    expect(within(table).getByText('Salon, kart 17')).toBeTruthy();
    expect(screen.getByTestId('hall-total-sold').textContent).toBe('Toplam satış: 2.400 TL');
  });

  it("prints the sale's catalogue, lot labels and bid sheet, withdrawn lots left out", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    server.on('POST', '/api/fn/adminHallSaleGet', () =>
      callableOk({
        sale: saleRow({ status: 'scheduled' }),
        lots: [
          lot({ state: 'Damızlık' }),
          lot({ id: '52', position: 2, tagNum: 'TR-2024-222222', startingPrice: 900 }),
          lot({ id: '53', position: 3, status: 'withdrawn' }),
        ],
      }),
    );
    render('/yonetim/canli-mezat/5/katalog');
    const sheet = await screen.findByTestId('print-catalogue');
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2']);
    expect(rows[0]?.textContent).toContain('001234 · TR-2024-123456');
    expect(rows[0]?.textContent).toContain('Damızlık');
    expect(rows[1]?.textContent).toContain('900 TL');
    expect(sheet.textContent).toContain('Bursa Güvercin Derneği Salonu');
    fireEvent.click(screen.getByRole('button', { name: 'Yazdır' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('prints big lot numbers for the hall and a bid sheet with room to write', async () => {
    server.on('POST', '/api/fn/adminHallSaleGet', () =>
      callableOk({ sale: saleRow(), lots: [lot(), lot({ id: '52', position: 2 })] }),
    );
    render('/yonetim/canli-mezat/5/etiketler');
    const labels = await screen.findByTestId('print-labels');
    expect(within(labels).getByRole('listitem', { name: 'Lot 2 etiketi' }).textContent).toContain(
      'Başlangıç: 500 TL',
    );
    render('/yonetim/canli-mezat/5/teklif-kagidi');
    const bids = await screen.findByTestId('print-bid-sheet');
    expect(
      within(bids)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Lot',
      'Güvercin (seri no · bilezik no)',
      'Başlangıç fiyatı',
      'Teklifler',
      'Alıcı (kart no / ad)',
    ]);
  });
});
