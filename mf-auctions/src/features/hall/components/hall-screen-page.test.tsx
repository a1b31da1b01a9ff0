import { screen, waitFor, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';
import { hallCall, hallCatalogue, hallLive } from '../../../test/hall-rows';

let server: FetchStub;
let live: LiveServer;

beforeEach(() => {
  server = stubFetch();
  server.on('GET', '/api/hall-sales/7', { body: hallCatalogue({ status: 'running' }) });
  live = fakeLive();
});
afterEach(() => {
  live.restore();
  server.restore();
});

async function openScreen() {
  // A member's browser on the projector still shows only the public screen.
  renderInSite(<AuctionsRoutes />, { path: '/canli-mezat/7/salon', user: member() });
  await screen.findByRole('heading', { level: 1, name: 'Bahar Salon Mezatı' });
  await waitFor(() => expect(live.paths()).toEqual(['hallSales/7']));
}

describe('the room screen', () => {
  it('shows the lot, its price in large digits, the asking price and "Salonda"', async () => {
    await openScreen();
    live.push('hallSales/7', hallLive());
    expect(screen.getByText('Lot 1 / 3')).toBeTruthy();
    const lot = within(screen.getByRole('region', { name: 'Güncel lot' }));
    expect(lot.getByText('TR-2024-01')).toBeTruthy();
    expect(lot.getByText('Mehmet Öztürk')).toBeTruthy();
    expect(lot.getByTestId('hall-screen-price').textContent).toBe('12.000 TL');
    expect(lot.getByTestId('hall-screen-asking').textContent).toBe('12.500 TL');
    expect(lot.getByTestId('hall-screen-leader').textContent).toBe('Salonda');
    // Nothing to press, nothing to fill in.
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it("says 'İnternette' with the online bidder's province, never their name", async () => {
    await openScreen();
    live.push(
      'hallSales/7',
      hallLive({
        currentPrice: 12500,
        askingPrice: 13000,
        leaderKind: 'online',
        leaderProvince: 'Bursa',
        leaderName: 'ka***34',
      }),
    );
    expect(screen.getByTestId('hall-screen-leader').textContent).toBe('İnternette (Bursa)');
    expect(screen.getByTestId('hall-screen').textContent).not.toContain('ka***34');
    expect(screen.getByTestId('hall-screen').textContent).not.toContain('Ayşe');
  });

  it("shows the auctioneer's calls, newest first, and the QR code of the sale page", async () => {
    await openScreen();
    live.push(
      'hallSales/7',
      hallLive(
        {},
        {
          calls: [
            hallCall(1, 'opened', { position: 1, tagNum: 'TR-2024-01', price: 1000 }),
            hallCall(2, 'undo', { price: 12500, reason: 'yanlış kart' }),
            hallCall(3, 'warning', { price: 12000 }),
          ],
        },
      ),
    );
    const calls = screen.getByRole('log', { name: 'Mezatçıdan' });
    expect([...calls.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Satıyorum… 12.000 TL',
      'Düzeltme: 12.500 TL teklifi geri alındı (yanlış kart)',
      'Lot 1 açıldı: TR-2024-01, başlangıç 1.000 TL',
    ]);
    const url = `${window.location.origin}/canli-mezat/7`;
    expect(screen.getByRole('img', { name: `Mezat sayfasının QR kodu: ${url}` }).tagName).toBe(
      'svg',
    );
    expect(screen.getByText('Mezatı internetten takip edin')).toBeTruthy();
  });

  it('waits for the next lot between lots', async () => {
    await openScreen();
    live.push('hallSales/7', hallLive(null));
    expect(screen.getByText('Sıradaki lot bekleniyor')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Güncel lot' })).toBeNull();
  });
});
