import { screen, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import AuctionsRoutes from '../../../exposed/routes';
import { hallSale } from '../../../test/hall-rows';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('the hall sales list', () => {
  it('shows the running sales, then those to come, each with its way in', async () => {
    server.on('GET', '/api/hall-sales', {
      body: {
        rows: [
          hallSale({ id: '8', title: 'Kış Salon Mezatı', status: 'running', lotCount: 40 }),
          hallSale(),
        ],
      },
    });
    renderInSite(<AuctionsRoutes />, { path: '/canli-mezat' });
    const running = within(await screen.findByRole('region', { name: 'Şu an canlı' }));
    expect(running.getByRole('heading', { name: 'Kış Salon Mezatı' })).toBeTruthy();
    expect(running.getByText(/40 lot/)).toBeTruthy();
    expect(
      running
        .getByRole('link', { name: 'Kış Salon Mezatı: Canlı mezata katıl' })
        .getAttribute('href'),
    ).toBe('/canli-mezat/8');
    const upcoming = within(screen.getByRole('region', { name: 'Yaklaşan canlı mezatlar' }));
    expect(
      upcoming
        .getByRole('link', { name: 'Bahar Salon Mezatı: Kataloğu incele' })
        .getAttribute('href'),
    ).toBe('/canli-mezat/7');
  });

  it('says so when no sale is coming', async () => {
    server.on('GET', '/api/hall-sales', { body: { rows: [] } });
    renderInSite(<AuctionsRoutes />, { path: '/canli-mezat' });
    expect(await screen.findByText('Şu an yaklaşan bir canlı mezat yok.')).toBeTruthy();
  });
});
