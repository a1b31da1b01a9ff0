import { fireEvent, screen, within } from '@testing-library/react';
import { member, renderInSite } from '../../../../../shared/test/render';
import MfAccountRoutes from '../../../exposed/routes';
import { serveFetch, serveFunctions } from '../../../test/api-mock';
import { FakeAuthServer } from '../../../test/fake-auth-server';
import { ME } from '../../../test/me';
import { installWebPlatform } from '../../../test/web-platform';

jest.mock('@kanat/shared/api', () => ({
  ...jest.requireActual('@kanat/shared/api'),
  callFunction: jest.fn(),
  apiFetch: jest.fn(),
}));

installWebPlatform();

let server: FakeAuthServer;
let acknowledged: { kind: string; version: number; acknowledgedAt: number }[];

beforeEach(() => {
  acknowledged = [
    { kind: 'notice', version: 1, acknowledgedAt: Date.UTC(2026, 0, 5, 9, 30) },
    { kind: 'terms', version: 2, acknowledgedAt: Date.UTC(2026, 0, 5, 9, 30) },
  ];
  server = new FakeAuthServer();
  serveFunctions(server);
  serveFetch({
    '/api/me': () => structuredClone(ME),
    '/api/session': () => ({ user: member() }),
  });
  server.handle('myLegalAcknowledgements', () => ({
    code: 200,
    acknowledgements: acknowledged,
    currentNotice: 2,
  }));
  server.handle('legalText', () => ({
    code: 200,
    kind: 'notice',
    version: 2,
    title: 'Aydınlatma Metni',
    html: '<p>İkinci sürümün metni.</p>',
    createdAt: Date.UTC(2026, 1, 1, 9),
  }));
  server.handle('acknowledgeLegalText', (data) => {
    acknowledged = [
      { ...(data as { kind: string; version: number }), acknowledgedAt: Date.UTC(2026, 1, 2, 9) },
      ...acknowledged,
    ];
    return { code: 200 };
  });
});

describe('/hesabim legal texts', () => {
  it('lists the versions the member acknowledged, with their dates', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
    const section = await screen.findByTestId('legal-acknowledgements');
    await within(section).findByText(/^Aydınlatma Metni · Sürüm 1 · 05\.01\.2026/);
    expect(within(section).getByText(/^Kullanım Koşulları · Sürüm 2 · 05\.01\.2026/)).toBeTruthy();
  });

  it('asks for the newer notice, shows it and records the acknowledgement', async () => {
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
    const banner = await screen.findByTestId('legal-notice-banner');
    expect(
      within(banner).getByText('Aydınlatma metni güncellendi (sürüm 2). Lütfen okuyup onaylayın.'),
    ).toBeTruthy();
    fireEvent.click(within(banner).getByRole('button', { name: 'Aydınlatma metnini okuyun' }));
    await within(banner).findByText('İkinci sürümün metni.');
    fireEvent.click(within(banner).getByRole('button', { name: 'Okudum, onaylıyorum' }));
    await screen.findByText(/^Aydınlatma Metni · Sürüm 2 · 02\.02\.2026/);
    expect(screen.queryByTestId('legal-notice-banner')).toBeNull();
    expect(server.lastData('acknowledgeLegalText')).toEqual({ kind: 'notice', version: 2 });
  });

  it('asks nothing when the notice in force is acknowledged', async () => {
    acknowledged = [{ kind: 'notice', version: 2, acknowledgedAt: Date.UTC(2026, 1, 2, 9) }];
    renderInSite(<MfAccountRoutes />, { path: '/hesabim/bilgilerim', user: member() });
    await screen.findByText(/^Aydınlatma Metni · Sürüm 2/);
    expect(screen.queryByTestId('legal-notice-banner')).toBeNull();
  });
});
