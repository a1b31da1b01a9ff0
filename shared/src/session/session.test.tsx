import { resetClock } from '@kanat/shared/api';
import { type AppEvents, bus, type SessionUser } from '@kanat/shared/events';
import {
  SessionProvider,
  SiteInfoProvider,
  useServerClock,
  useSession,
  useSiteInfo,
} from '@kanat/shared/session';
import { act, render, screen, waitFor } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../test/fetch-stub';

const ayse: SessionUser = {
  uid: 'u1',
  displayName: 'Ayşe Yılmaz',
  username: 'ayse',
  phoneNumber: '+905321234567',
  phoneVerified: true,
  accountEnabled: true,
  accountDisableReason: null,
  staff: false,
  roles: [],
};

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  resetClock();
});
afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

function SiteInfoProbe() {
  const { info, status } = useSiteInfo();
  return <p>{`${status}:${info?.telephone ?? '-'}:${info?.sponsors.length ?? '-'}`}</p>;
}

describe('SiteInfoProvider', () => {
  it('loads the site information once and shares it', async () => {
    server.on('GET', '/api/infos', {
      body: { telephone: '0212 555 00 00', sponsors: '["/a.png"]' },
    });
    const view = render(
      <SiteInfoProvider>
        <SiteInfoProbe />
        <SiteInfoProbe />
      </SiteInfoProvider>,
    );
    expect(screen.getAllByText('loading:-:-')).toHaveLength(2);
    expect(await screen.findAllByText('ready:0212 555 00 00:1')).toHaveLength(2);
    view.rerender(
      <SiteInfoProvider>
        <SiteInfoProbe />
      </SiteInfoProvider>,
    );
    expect(server.requests.filter((r) => r.path === '/api/infos')).toHaveLength(1);
  });

  it('reports failed when the information cannot be loaded', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.on('GET', '/api/infos', { status: 500 });
    render(
      <SiteInfoProvider>
        <SiteInfoProbe />
      </SiteInfoProvider>,
    );
    expect(await screen.findByText('failed:-:-')).toBeTruthy();
    expect(spy).toHaveBeenCalledWith('infos not pulled.', expect.anything());
    spy.mockRestore();
  });
});

function SessionProbe() {
  const { user, status, reload, setUser } = useSession();
  return (
    <div>
      <p>{`${status}:${user?.displayName ?? 'misafir'}`}</p>
      <button onClick={() => reload()}>yenile</button>
      <button onClick={() => setUser(null)}>çıkış</button>
    </div>
  );
}

function recordSessionChanges() {
  const seen: (string | null)[] = [];
  const handler = (event: AppEvents['session:changed']) => seen.push(event.user?.uid ?? null);
  bus.on('session:changed', handler);
  return { seen, stop: () => bus.off('session:changed', handler) };
}

describe('SessionProvider', () => {
  it('loads GET /api/session and announces session:changed', async () => {
    server.on('GET', '/api/session', { body: { user: ayse } });
    const changes = recordSessionChanges();
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(screen.getByText('loading:misafir')).toBeTruthy();
    expect(await screen.findByText('ready:Ayşe Yılmaz')).toBeTruthy();
    expect(changes.seen).toEqual(['u1']);
    changes.stop();
  });

  it('treats { user: null } and a failed load as signed out', async () => {
    server.on('GET', '/api/session', { body: { user: null } });
    const view = render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:misafir')).toBeTruthy();
    view.unmount();

    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.failNetwork();
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:misafir')).toBeTruthy();
    spy.mockRestore();
  });

  it('reloads when a remote asks through session:reload-requested', async () => {
    let current: SessionUser | null = null;
    server.on('GET', '/api/session', () => ({ body: { user: current } }));
    const changes = recordSessionChanges();
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    await screen.findByText('ready:misafir');
    current = ayse;
    act(() => bus.emit('session:reload-requested', undefined));
    expect(await screen.findByText('ready:Ayşe Yılmaz')).toBeTruthy();
    expect(changes.seen).toEqual([null, 'u1']);
    changes.stop();
  });

  it('reload() and setUser() update every consumer', async () => {
    let current: SessionUser | null = ayse;
    server.on('GET', '/api/session', () => ({ body: { user: current } }));
    const changes = recordSessionChanges();
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    await screen.findByText('ready:Ayşe Yılmaz');
    act(() => screen.getByText('çıkış').click());
    expect(screen.getByText('ready:misafir')).toBeTruthy();
    current = { ...ayse, displayName: 'Ayşe Kaya' };
    act(() => screen.getByText('yenile').click());
    expect(await screen.findByText('ready:Ayşe Kaya')).toBeTruthy();
    expect(changes.seen).toEqual(['u1', null, 'u1']);
    changes.stop();
  });

  it('keeps only the answer of the latest reload', async () => {
    const releases: ((user: SessionUser | null) => void)[] = [];
    const load = () => new Promise<SessionUser | null>((resolve) => releases.push(resolve));
    render(
      <SessionProvider load={load}>
        <SessionProbe />
      </SessionProvider>,
    );
    act(() => screen.getByText('yenile').click());
    await waitFor(() => expect(releases).toHaveLength(2));
    await act(async () => releases[1]!({ ...ayse, displayName: 'Yeni' }));
    await act(async () => releases[0]!(ayse));
    expect(screen.getByText('ready:Yeni')).toBeTruthy();
  });

  it('ignores unknown shapes from the server', async () => {
    server.on('GET', '/api/session', { body: { user: { name: 'uid yok' } } });
    render(
      <SessionProvider>
        <SessionProbe />
      </SessionProvider>,
    );
    expect(await screen.findByText('ready:misafir')).toBeTruthy();
  });
});

function ClockProbe() {
  const now = useServerClock();
  return <p>{now}</p>;
}

describe('useServerClock', () => {
  it('ticks every second on the server-corrected clock', async () => {
    jest.useFakeTimers({ now: 1_700_000_000_000 });
    server.on('GET', '/api/session', {
      body: { user: null },
      headers: { 'x-server-time': String(1_700_000_000_000 + 60_000) },
    });
    render(
      <SessionProvider>
        <ClockProbe />
      </SessionProvider>,
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByText(String(1_700_000_000_000 + 61_000))).toBeTruthy();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText(String(1_700_000_000_000 + 63_000))).toBeTruthy();
  });
});
