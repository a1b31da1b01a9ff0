import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { App } from '../app/app';
import { clickAndSettle, renderShell } from '../test/render-shell';
import { forgetRemoteModule } from './load-remote-module';
import { remoteFailure } from './remote-failure';
import { RemoteSlot } from './remote-slot';

// The federation runtime is the one thing replaced here: jsdom cannot fetch real remotes.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

type Exposed = { default: () => React.JSX.Element };
const exposing = (component: () => React.JSX.Element): Exposed => ({ default: component });

/** Answers loadRemote per id; anything not listed fails as the runtime plugin reports it. */
function remotes(table: Record<string, Exposed | 'down'>) {
  mockedLoadRemote.mockImplementation(async (id: string) => {
    const entry = table[id];
    if (!entry || entry === 'down') return remoteFailure(id, new Error('manifest 404'));
    return entry;
  });
}

const noBanner = async () => ({ message: null, color: null });

beforeEach(() => {
  mockedLoadRemote.mockReset();
  for (const id of ['mf_news/routes', 'mf_news/home-news', 'mf_auctions/routes']) {
    forgetRemoteModule(id);
  }
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('renders the remote module once it has loaded', async () => {
    remotes({ 'mf_news/routes': exposing(() => <h1>Haberler</h1>) });
    await renderShell(<RemoteSlot remote="mf_news" module="routes" />);
    expect(await screen.findByRole('heading', { name: 'Haberler' })).toBeTruthy();
    expect(mockedLoadRemote).toHaveBeenCalledWith('mf_news/routes');
  });

  it('shows the Turkish fallback when the remote is down and retries without a reload', async () => {
    remotes({ 'mf_news/routes': 'down' });
    await renderShell(<RemoteSlot remote="mf_news" module="routes" />);
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback.textContent).toContain('Bu bölüm şu anda yüklenemedi.');

    remotes({ 'mf_news/routes': exposing(() => <h1>Haberler</h1>) });
    await clickAndSettle(screen.getByTestId('remote-retry'));
    expect(await screen.findByRole('heading', { name: 'Haberler' })).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    // The first load and its immediate second try (a failed preload answers the first try
    // after a remote is back), then the retry.
    expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  });

  it('tries a failed load once more at once, and shows the section when that works', async () => {
    let calls = 0;
    mockedLoadRemote.mockImplementation(async (id: string) => {
      calls += 1;
      return calls === 1
        ? remoteFailure(id, new Error('eski hata'))
        : exposing(() => <h1>Haberler</h1>);
    });
    await renderShell(<RemoteSlot remote="mf_news" module="routes" />);
    expect(await screen.findByRole('heading', { name: 'Haberler' })).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(calls).toBe(2);
  });

  it('keeps a remote that throws while rendering inside its own fallback', async () => {
    let broken = true;
    remotes({
      'mf_news/routes': exposing(() => {
        if (broken) throw new Error('render patladı');
        return <h1>Haberler</h1>;
      }),
    });
    await renderShell(
      <>
        <p>Menü</p>
        <RemoteSlot remote="mf_news" module="routes" />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByText('Menü')).toBeTruthy();

    broken = false;
    await clickAndSettle(screen.getByTestId('remote-retry'));
    expect(await screen.findByRole('heading', { name: 'Haberler' })).toBeTruthy();
  });

  it('leaves a home widget out entirely when its remote is down', async () => {
    remotes({ 'mf_news/home-news': 'down' });
    await renderShell(
      <section data-testid="holder">
        <RemoteSlot remote="mf_news" module="home-news" variant="widget" />
      </section>,
    );
    expect(screen.getByTestId('holder').childElementCount).toBe(0);
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });
});

describe('the shell with its remotes', () => {
  it('lets a remote route with absolute paths under its prefix', async () => {
    remotes({
      'mf_auctions/routes': exposing(() => (
        <Routes>
          <Route path="/acik-arttirmalar" element={<h1>Liste</h1>} />
          <Route path="/acik-arttirmalar/:id" element={<h1>Detay</h1>} />
          <Route path="/katilimcilar" element={<h1>Katılımcılar tablosu</h1>} />
        </Routes>
      )),
    });
    await renderShell(<App loadBanner={noBanner} />, { route: '/acik-arttirmalar/7' });
    expect(await screen.findByRole('heading', { name: 'Detay' })).toBeTruthy();
  });

  it('keeps navbar and footer working while a section is down', async () => {
    remotes({});
    await renderShell(<App loadBanner={noBanner} />, { route: '/haberler' });
    expect(await screen.findByTestId('remote-fallback')).toBeTruthy();
    expect(screen.getByTestId('navbar-links').textContent).toContain('Haberler');
    expect((await screen.findByTestId('site-footer')).textContent).toContain('Hızlı Linkler');

    await clickAndSettle(screen.getAllByRole('link', { name: 'Ana Sayfa' })[0]);
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
  });
});
