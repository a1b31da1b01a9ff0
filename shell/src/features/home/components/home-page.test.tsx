import { decodeSiteInfo } from '@kanat/shared/api';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fireEvent, screen, within } from '@testing-library/react';
import { remoteFailure } from '../../../federation/remote-failure';
import { demoInfos, renderShell } from '../../../test/render-shell';
import { HomePage } from './home-page';
import { guideSteps } from './how-to-guide';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_news/home-news') return { default: () => <h2>Son Haberler</h2> };
    return remoteFailure(id, new Error('down'));
  });
});
afterEach(() => jest.restoreAllMocks());

describe('HomePage', () => {
  it('composes the frame from site info and the widgets that loaded', async () => {
    await renderShell(<HomePage />, { infos: demoInfos });
    expect(screen.getByTestId('image-slider')).toBeTruthy();
    const cards = screen.getByTestId('label-cards');
    expect(
      within(cards)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Güvenli Teklif', 'Canlı Takip']);
    const sponsors = screen.getByTestId('sponsors');
    expect(within(sponsors).getByRole('img', { name: 'Birinci Sponsor' })).toBeTruthy();
    expect(within(sponsors).getByTitle('Birinci Sponsor').getAttribute('href')).toBe(
      'https://sponsor1.example',
    );
    // The news remote answered; the auctions and gallery widgets are down and simply absent.
    expect(screen.getByRole('heading', { name: 'Son Haberler' })).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    // Each widget was asked for; a failed one once more at once (load-remote-module.ts).
    expect([...new Set(mockedLoadRemote.mock.calls.map(([id]) => id))].sort()).toEqual([
      'mf_auctions/home-auctions',
      'mf_auctions/home-groups',
      'mf_news/home-gallery',
      'mf_news/home-news',
    ]);
  });

  it('switches the how-to guide between bidding and posting', async () => {
    await renderShell(<HomePage />, { infos: demoInfos });
    const guide = screen.getByTestId('how-to-guide');
    expect(within(guide).getByRole('tabpanel').textContent).toContain(
      'Telefon numaranızla kayıt olun.',
    );
    fireEvent.click(within(guide).getByRole('tab', { name: 'Nasıl İlan Verilir?' }));
    const panel = within(guide).getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Bize ulaşın', 'Hazırlık', 'Yayın']);
    expect(panel.textContent).toContain('3. Adım');
  });

  it('leaves out what site info does not provide', async () => {
    await renderShell(<HomePage />, { infos: {} });
    expect(screen.queryByTestId('image-slider')).toBeNull();
    expect(screen.queryByTestId('label-cards')).toBeNull();
    expect(screen.queryByTestId('sponsors')).toBeNull();
    expect(screen.queryByTestId('how-to-guide')).toBeNull();
  });
});

describe('guideSteps', () => {
  it('drops a step that has neither title nor text', () => {
    const info = decodeSiteInfo({
      ...demoInfos,
      how_to_bid_step_two_title: '',
      how_to_bid_step_two: '',
    });
    expect(guideSteps(info, 'bid').map((s) => s.title)).toEqual(['Üye olun', 'Teklif verin']);
  });
});
