import { screen, waitFor, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { servePages } from '../../../test/api-mock';

describe('/guvercinlerim', () => {
  it('shows my pigeons with padded serials', async () => {
    const { bodies } = servePages('/api/list/my-pigeons', [
      {
        r: [
          {
            id: 'p1',
            serial: 42,
            tagNum: 'TR-2023-1',
            active: 1,
            state: 'Satışta',
            province: 'İzmir',
            city: 'Bornova',
            photo: null,
          },
          {
            id: 'p2',
            serial: 1234,
            tagNum: 'TR-2023-2',
            active: 0,
            state: null,
            province: 'Bursa',
            city: 'Nilüfer',
            photo: null,
          },
        ],
        p: null,
      },
    ]);
    renderInSite(<MfAccountRoutes />, { path: '/guvercinlerim', user: member() });
    const table = await screen.findByTestId('my-pigeons');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('000042')).toBeTruthy();
    expect(within(rows[1]!).getByText('Aktif')).toBeTruthy();
    expect(within(rows[2]!).getByText('001234')).toBeTruthy();
    expect(within(rows[2]!).getByText('Pasif')).toBeTruthy();
    expect(bodies).toEqual([{ p: 0, c: 20 }]);
  });

  it('says so when there are none', async () => {
    servePages('/api/list/my-pigeons', [{ r: [], p: null }]);
    renderInSite(<MfAccountRoutes />, { path: '/guvercinlerim', user: member() });
    expect(await screen.findByText('Kayıtlı güvercininiz bulunmuyor')).toBeTruthy();
  });

  it('offers a retry after a failed load instead of asking again and again', async () => {
    let calls = 0;
    Object.defineProperty(globalThis, 'fetch', {
      configurable: true,
      writable: true,
      value: async () => {
        calls += 1;
        return { ok: false, status: 500, headers: new Headers(), json: async () => ({}) };
      },
    });
    const app = renderInSite(<MfAccountRoutes />, { path: '/guvercinlerim', user: member() });
    expect(await screen.findByText('Sayfa yüklenemedi.', { selector: 'p' })).toBeTruthy();
    await waitFor(() => expect(app.toastTexts()).toContain('Sayfa yüklenemedi.'));
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(calls).toBe(1);
  });
});
