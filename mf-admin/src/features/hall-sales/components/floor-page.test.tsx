import type { AdminHallBid, AdminHallState, HallFloorLotRow } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import {
  callableOk,
  type FetchStub,
  type StubAnswer,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import { LEASE_RENEW_MS } from '../hooks/use-clerk-lease';
import HallSalesArea from '../index';

let server: FetchStub;
let live: LiveServer;
const clerk = member({ uid: 'c1', staff: true, roles: ['clerk'] });
const TOKEN = 'lease-token-0123456789abcdef';

const lotRow = (over: Partial<HallFloorLotRow> = {}): HallFloorLotRow => ({
  id: 11,
  position: 1,
  tagNum: 'TR-2024-111111',
  ownerName: 'Ahmet Yılmaz',
  photo: null,
  status: 'open',
  startingPrice: 1000,
  stepOverride: null,
  currentPrice: 1000,
  askingPrice: 1100,
  bidCount: 1,
  soldPrice: null,
  buyerUsername: null,
  buyerPaddle: null,
  ...over,
});

const bid = (over: Partial<AdminHallBid> = {}): AdminHallBid => ({
  id: 501,
  amount: 1000,
  kind: 'floor',
  username: null,
  paddle: '17',
  at: Date.UTC(2030, 5, 1, 19, 0),
  undone: false,
  undoReason: null,
  ...over,
});

const floorState = (over: Partial<AdminHallState> = {}): AdminHallState => {
  const lot = lotRow();
  return {
    sale: { id: 1, title: 'Bursa Akşam Mezatı', status: 'running', version: 7, currentLotId: 11 },
    lease: { clerkId: 'c1', clerkName: 'Mehmet Demir', expiresAt: 0, live: true },
    lots: [
      lot,
      lotRow({ id: 12, position: 2, status: 'waiting', currentPrice: null, bidCount: 0 }),
    ],
    current: { lot, leader: { kind: 'floor', username: null, paddle: '17' }, bids: [bid()] },
    calls: [],
    ...over,
  };
};

const refused = (message: string, details?: object): StubAnswer => ({
  status: 400,
  body: { error: { status: 'FAILED_PRECONDITION', message, ...(details ? { details } : {}) } },
});

let state: AdminHallState;
/** An action's answer as the server gives it: the view with the action's lot and the lot on the block only. */
const acted = (request: { body: unknown }) => {
  const { lots, ...view } = state;
  const lotId = (request.body as { data: { lotId?: number } }).data.lotId;
  const changedLots = lots.filter((lot) => lot.id === lotId || lot.id === view.sale.currentLotId);
  return callableOk({ state: { ...view, changedLots } });
};

function serveFloor() {
  server.on('POST', '/api/fn/adminHallState', () => callableOk(state));
  server.on('POST', '/api/fn/adminHallLeaseTake', callableOk({ leaseToken: TOKEN, expiresAt: 1 }));
  server.on('POST', '/api/fn/adminHallLeaseRenew', callableOk({ leaseToken: TOKEN, expiresAt: 2 }));
  server.on('POST', '/api/fn/adminHallLeaseRelease', callableOk({}));
  for (const name of ['FloorBid', 'Warn', 'Sell', 'Pass', 'Undo', 'OpenLot', 'SetStep']) {
    server.on('POST', `/api/fn/adminHall${name}`, acted);
  }
}

const openConsole = () =>
  renderInSite(<HallSalesArea />, {
    path: '/yonetim/canli-mezat/1/yonet',
    mount: '/yonetim/canli-mezat/*',
    user: clerk,
  });

const held = () => screen.findByText('Mezatı siz yönetiyorsunuz.');
const press = (key: string) =>
  fireEvent.keyDown(document.body, { key, code: `Key${key.toUpperCase()}` });

beforeEach(() => {
  server = stubFetch();
  live = fakeLive();
  state = floorState();
  serveFloor();
});
afterEach(() => {
  jest.useRealTimers();
  live.restore();
  server.restore();
});

describe("the clerk's console", () => {
  it('shows the lot on the block with its asking price and who holds it', async () => {
    openConsole();
    await held();
    const lot = screen.getByRole('region', { name: 'Güncel lot' });
    expect(within(lot).getByText('TR-2024-111111')).toBeTruthy();
    expect(within(lot).getByText('Ahmet Yılmaz')).toBeTruthy();
    expect(within(lot).getByTestId('hall-asking-price').textContent).toBe('1.100 TL');
    expect(within(lot).getByTestId('hall-holder').textContent).toBe('Salon, kart 17');
    expect(screen.getByRole('button', { name: 'Salondan teklif (1.100 TL)' })).toBeTruthy();
  });

  it('takes the lease on entering, renews it while open and releases it on leaving', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const view = openConsole();
    await held();
    expect(server.callsTo('adminHallLeaseTake')).toEqual([{ saleId: 1 }]);
    expect(server.callsTo('adminHallLeaseRenew')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(LEASE_RENEW_MS));
    await waitFor(() => expect(server.callsTo('adminHallLeaseRenew')).toHaveLength(1));
    expect(server.callsTo('adminHallLeaseRenew')[0]).toEqual({ saleId: 1, leaseToken: TOKEN });
    await act(() => jest.advanceTimersByTimeAsync(LEASE_RENEW_MS));
    await waitFor(() => expect(server.callsTo('adminHallLeaseRenew')).toHaveLength(2));
    view.unmount();
    await waitFor(() =>
      expect(server.callsTo('adminHallLeaseRelease')).toEqual([{ saleId: 1, leaseToken: TOKEN }]),
    );
  });

  it('releases the lease when the tab closes, once', async () => {
    const view = openConsole();
    await held();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() =>
      expect(server.callsTo('adminHallLeaseRelease')).toEqual([{ saleId: 1, leaseToken: TOKEN }]),
    );
    view.unmount();
    expect(server.callsTo('adminHallLeaseRelease')).toHaveLength(1);
  });

  it('names the clerk holding the sale and takes over only once confirmed', async () => {
    state = floorState({
      lease: { clerkId: 'c2', clerkName: 'Ali Kaya', expiresAt: 0, live: true },
    });
    server.on('POST', '/api/fn/adminHallLeaseTake', (request) =>
      (request.body as { data: { takeOver?: boolean } }).data.takeOver
        ? callableOk({ leaseToken: TOKEN, expiresAt: 1 })
        : refused('Bu mezatı şu anda Ali Kaya yönetiyor.'),
    );
    openConsole();
    expect(await screen.findByText('Bu mezatı şu anda Ali Kaya yönetiyor.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Salondan teklif (1.100 TL)' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    press('t');
    fireEvent.click(screen.getByRole('button', { name: 'Yönetimi devral' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ali Kaya şu anda bu mezatı yönetiyor/)).toBeTruthy();
    expect(server.callsTo('adminHallLeaseTake')).toEqual([{ saleId: 1 }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yönetimi devral' }));
    await held();
    expect(server.callsTo('adminHallLeaseTake')).toEqual([
      { saleId: 1 },
      { saleId: 1, takeOver: true },
    ]);
    expect(server.callsTo('adminHallFloorBid')).toHaveLength(0);
  });

  it('stops sending actions once another clerk took the sale over', async () => {
    openConsole();
    await held();
    state = floorState({
      lease: { clerkId: 'c2', clerkName: 'Ali Kaya', expiresAt: 0, live: true },
    });
    server.on(
      'POST',
      '/api/fn/adminHallFloorBid',
      refused('Bu mezatın yönetimi artık sizde değil.', { leaseLost: true }),
    );
    press('t');
    expect(await screen.findByText('Mezatın yönetimi artık sizde değil.')).toBeTruthy();
    expect(screen.getByText(/Bu mezatı şu anda Ali Kaya yönetiyor/)).toBeTruthy();
    press('t');
    press('s');
    fireEvent.click(screen.getByRole('button', { name: 'Sattım!' }));
    expect(server.callsTo('adminHallFloorBid')).toHaveLength(1);
    expect(server.callsTo('adminHallSell')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Yönetimi yeniden al' })).toBeTruthy();
  });

  it('calls the right action for each key, naming the lease and the version seen', async () => {
    openConsole();
    await held();
    const leased = { saleId: 1, leaseToken: TOKEN, lotId: 11 };
    fireEvent.change(screen.getByLabelText('Kart numarası (isteğe bağlı)'), {
      target: { value: '42' },
    });
    press('t');
    await waitFor(() =>
      expect(server.callsTo('adminHallFloorBid')).toEqual([
        { ...leased, amount: 1100, paddle: '42' },
      ]),
    );
    press('u');
    await waitFor(() => expect(server.callsTo('adminHallWarn')).toEqual([leased]));
    press('p');
    await waitFor(() =>
      expect(server.callsTo('adminHallPass')).toEqual([{ ...leased, version: 7 }]),
    );
    press('s');
    await waitFor(() =>
      expect(server.callsTo('adminHallSell')).toEqual([{ ...leased, version: 7 }]),
    );
    state = floorState({
      sale: { ...floorState().sale, currentLotId: null, version: 9 },
      current: null,
      lots: [
        lotRow({ status: 'sold', soldPrice: 1000 }),
        lotRow({ id: 12, position: 2, status: 'waiting' }),
      ],
    });
    server.on('POST', '/api/fn/adminHallSell', acted);
    press('s');
    await screen.findByText('Şu anda satışta lot yok.');
    press('n');
    await waitFor(() =>
      expect(server.callsTo('adminHallOpenLot')).toEqual([
        { saleId: 1, leaseToken: TOKEN, lotId: 12 },
      ]),
    );
  });

  it('shows the refusal and the fresh state when a bid came in as Sold was pressed', async () => {
    openConsole();
    await held();
    state = floorState({
      sale: { ...floorState().sale, version: 8 },
      current: {
        lot: lotRow({ currentPrice: 1100, askingPrice: 1200, bidCount: 2 }),
        leader: { kind: 'online', username: 'kartal34', paddle: null },
        bids: [
          bid({ id: 502, amount: 1100, kind: 'online', username: 'kartal34', paddle: null }),
          bid(),
        ],
      },
    });
    server.on(
      'POST',
      '/api/fn/adminHallSell',
      refused(
        'Bu arada yeni bir teklif geldi ya da lot değişti; güncel duruma bakıp yeniden deneyin.',
        {
          version: 8,
        },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sattım!' }));
    expect(
      await screen.findByText(
        'Bu arada yeni bir teklif geldi ya da lot değişti; güncel duruma bakıp yeniden deneyin.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('hall-holder').textContent).toBe('İnternet: kartal34'),
    );
    expect(screen.getByTestId('hall-current-price').textContent).toBe('1.100 TL');
  });

  it('asks for a reason before undoing the last bid', async () => {
    openConsole();
    await held();
    press('g');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Son teklifi geri al' }));
    expect(await within(dialog).findByText('Gerekçe yazın (en az 3 karakter).')).toBeTruthy();
    expect(server.callsTo('adminHallUndo')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Gerekçe'), {
      target: { value: 'Yanlış kart numarası' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Son teklifi geri al' }));
    await waitFor(() =>
      expect(server.callsTo('adminHallUndo')).toEqual([
        { saleId: 1, leaseToken: TOKEN, lotId: 11, reason: 'Yanlış kart numarası' },
      ]),
    );
  });

  it('shows an online bid as soon as the live state moves', async () => {
    openConsole();
    await held();
    await waitFor(() => expect(live.paths()).toContain('hallSales/1'));
    state = floorState({
      sale: { ...floorState().sale, version: 8 },
      current: {
        lot: lotRow({ currentPrice: 1100, askingPrice: 1200, bidCount: 2 }),
        leader: { kind: 'online', username: 'kartal34', paddle: null },
        bids: [
          bid({ id: 502, amount: 1100, kind: 'online', username: 'kartal34', paddle: null }),
          bid(),
        ],
      },
    });
    live.push('hallSales/1', {
      saleId: 1,
      version: 8,
      status: 'running',
      lotCount: 2,
      lot: null,
      calls: [],
    });
    expect(await screen.findByText('Yeni internet teklifi: kartal34, 1.100 TL')).toBeTruthy();
    expect(screen.getByTestId('hall-asking-price').textContent).toBe('1.200 TL');
  });
});
