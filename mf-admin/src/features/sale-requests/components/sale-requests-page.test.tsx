import type { AdminSaleRequestRow } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import SaleRequestsArea from '../index';

let server: FetchStub;

const request = (id: number, over: Partial<AdminSaleRequestRow> = {}): AdminSaleRequestRow => ({
  id,
  status: 'pending',
  tagNum: `TR-2024-55500${id}`,
  state: 'Yarışçı',
  description: 'Annesi Ege birincisi.',
  wishedPrice: 2500,
  photos: [{ url: `/media/s/${id}-1280.jpg`, thumbUrl: `/media/s/${id}-320.jpg`, variants: [] }],
  reason: null,
  pigeonSerial: null,
  races: [],
  createdAt: Date.UTC(2025, 4, 1, 9, 0),
  decidedAt: null,
  member: {
    id: 'uid-mehmet',
    fullname: 'Mehmet Öztürk',
    username: 'mehmet',
    phoneNumber: '+905321234567',
    province: 'Bursa',
    city: 'Nilüfer',
  },
  pigeonId: null,
  decidedBy: null,
  ...over,
});

const open = () =>
  renderInSite(<SaleRequestsArea />, {
    path: '/yonetim/satis-talepleri',
    mount: '/yonetim/satis-talepleri/*',
    user: member({ staff: true }),
  });

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminSaleRequestsList', (r: StubRequest) => {
    const { status } = (r.body as { data: { status: string } }).data;
    if (status === 'pending') return callableOk({ rows: [request(1), request(2)], next: null });
    if (status === 'rejected') {
      return callableOk({
        rows: [request(3, { status: 'rejected', reason: 'Bilezik okunmuyor.', decidedAt: 1 })],
        next: null,
      });
    }
    return callableOk({
      rows: [request(4, { status: 'accepted', pigeonId: 44, pigeonSerial: 1301, decidedAt: 1 })],
      next: null,
    });
  });
});
afterEach(() => server.restore());

describe('sale requests in the console', () => {
  it('shows the race results the member gave', async () => {
    server.on('POST', '/api/fn/adminSaleRequestsList', () =>
      callableOk({
        rows: [
          request(5, {
            races: [
              {
                name: 'Ege Bölge Yarışı',
                date: '2025-05-18',
                releasePoint: 'Afyon',
                distanceM: 312_500,
                place: 4,
                basketed: 1250,
                speedMmPerMin: 1_402_315,
                coefficientMilli: null,
              },
            ],
          }),
        ],
        next: null,
      }),
    );
    open();
    const [card] = await screen.findAllByTestId('sale-request');
    const races = within(card as HTMLElement).getByTestId('sale-request-races');
    expect(races.textContent).toContain('Yarış sonuçları');
    expect(races.textContent).toContain(
      'Ege Bölge Yarışı · 18.05.2025 · Afyon · 312,5 km · 4. / 1250 kuş · 1.402,315 m/dk',
    );
  });

  it('shows pending requests with photos and price; accepting opens the new pigeon', async () => {
    server.on('POST', '/api/fn/adminSaleRequestAccept', callableOk({ pigeonId: 77, serial: 1302 }));
    const site = open();
    const cards = await screen.findAllByTestId('sale-request');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('TR-2024-555001')).toBeTruthy();
    expect(within(first).getByText('Bekliyor')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('src')).toBe('/media/s/1-320.jpg');
    expect(within(first).getByText(/2\.500/)).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Kabul et' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kabul et' }));
    await waitFor(() => expect(site.location()).toBe('/yonetim/guvercinler/77'));
    expect(server.callsTo('adminSaleRequestAccept')).toEqual([{ id: 1 }]);
    expect(site.toastTexts()).toContain('Talep kabul edildi, güvercin oluşturuldu.');
  });

  it('asks for a reason, shows the server refusal in the dialog, then rejects', async () => {
    let answer = {
      status: 400,
      body: {
        error: { status: 'FAILED_PRECONDITION', message: 'Bu satış talebi zaten sonuçlanmış.' },
      },
    };
    server.on('POST', '/api/fn/adminSaleRequestReject', () => answer);
    const site = open();
    const [first] = await screen.findAllByTestId('sale-request');
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Reddet' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Gerekçe yazın (en az 3 karakter).')).toBeTruthy();
    expect(server.callsTo('adminSaleRequestReject')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Eksik bilgi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Bu satış talebi zaten sonuçlanmış.')).toBeTruthy();

    answer = callableOk({
      request: request(1, { status: 'rejected', reason: 'Bilezik okunmuyor.' }),
    }) as never;
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: 'Bilezik okunmuyor.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('adminSaleRequestReject').at(-1)).toEqual({
      id: 1,
      reason: 'Bilezik okunmuyor.',
    });
    expect(site.toastTexts()).toContain('Talep reddedildi.');
  });

  it('shows decided requests under their tabs with the reason or the pigeon', async () => {
    open();
    await screen.findAllByTestId('sale-request');
    fireEvent.click(screen.getByRole('tab', { name: 'Reddedildi' }));
    expect(await screen.findByText('Bilezik okunmuyor.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Kabul edildi' }));
    const link = await screen.findByRole('link', { name: /Güvercini aç \(001301\)/ });
    expect(link.getAttribute('href')).toBe('/yonetim/guvercinler/44');
  });
});
