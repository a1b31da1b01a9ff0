import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import manifestEntryPlugin, { entryFromManifest, isManifestUrl } from './manifest-entry-plugin';

type BeforeRequest = NonNullable<ReturnType<typeof manifestEntryPlugin>['beforeRequest']>;
type RequestArgs = Parameters<BeforeRequest>[0];

const manifest = (name = 'remoteEntry.js?v=abc', extra: Record<string, unknown> = {}) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name, path: '', type: 'global' }, ...extra },
});

function request(id: string, remotes: { name: string; entry: string }[]): RequestArgs {
  return {
    id,
    options: { remotes } as unknown as RequestArgs['options'],
    origin: {} as ModuleFederation,
  };
}

function answer(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

describe('entryFromManifest', () => {
  it('finds the entry beside a manifest built with publicPath auto', () => {
    expect(entryFromManifest(manifest(), 'https://cdn.example/news/mf-manifest.json')).toBe(
      'https://cdn.example/news/remoteEntry.js?v=abc',
    );
    expect(entryFromManifest(manifest(), '/mf/news/mf-manifest.json?v=1')).toBe(
      'http://localhost/mf/news/remoteEntry.js?v=abc',
    );
  });

  it('follows a public path and an entry folder the manifest gives', () => {
    const named = {
      metaData: {
        publicPath: 'https://static.example/news/',
        remoteEntry: { name: 'remoteEntry.js', path: 'js' },
      },
    };
    expect(entryFromManifest(named, 'https://cdn.example/news/mf-manifest.json')).toBe(
      'https://static.example/news/js/remoteEntry.js',
    );
  });

  it('refuses a manifest that names no entry', () => {
    expect(() => entryFromManifest({ metaData: {} }, '/m.json')).toThrow(/remoteEntry/);
    expect(() => entryFromManifest('nonsense', '/m.json')).toThrow(/remoteEntry/);
  });
});

describe('manifestEntryPlugin', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('tells manifests from entries', () => {
    expect(isManifestUrl('https://cdn.example/news/mf-manifest.json')).toBe(true);
    expect(isManifestUrl('/mf/news/mf-manifest.json?v=1')).toBe(true);
    expect(isManifestUrl('/mf/news/remoteEntry.js?v=1')).toBe(false);
  });

  it('leaves a remote registered by its entry as it is, without asking the network', async () => {
    const remotes = [{ name: 'mf_news', entry: '/mf/news/remoteEntry.js?v=1' }];
    const args = request('mf_news/routes', remotes);
    await expect(manifestEntryPlugin().beforeRequest?.(args)).resolves.toBe(args);
    expect(remotes[0]?.entry).toBe('/mf/news/remoteEntry.js?v=1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads a manifest once, before the first load, and registers the entry it names', async () => {
    fetchMock.mockResolvedValue(answer(manifest()));
    const remotes = [
      { name: 'mf_news', entry: 'https://cdn.example/news/mf-manifest.json' },
      { name: 'mf_news_archive', entry: 'https://cdn.example/archive/mf-manifest.json' },
    ];
    const plugin = manifestEntryPlugin();
    await Promise.all([
      plugin.beforeRequest?.(request('mf_news/routes', remotes)),
      plugin.beforeRequest?.(request('mf_news/home-news', remotes)),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://cdn.example/news/mf-manifest.json');
    expect(remotes[0]?.entry).toBe('https://cdn.example/news/remoteEntry.js?v=abc');
    // A remote whose name only starts like the one asked for is not touched.
    expect(remotes[1]?.entry).toBe('https://cdn.example/archive/mf-manifest.json');
  });

  it('fails the load when the manifest cannot be read, and reads it again on the next try', async () => {
    fetchMock.mockResolvedValueOnce(answer({}, 503)).mockResolvedValueOnce(answer(manifest()));
    const remotes = [{ name: 'mf_news', entry: 'https://cdn.example/news/mf-manifest.json' }];
    const plugin = manifestEntryPlugin();
    await expect(plugin.beforeRequest?.(request('mf_news/routes', remotes))).rejects.toThrow(
      /HTTP 503/,
    );
    expect(remotes[0]?.entry).toBe('https://cdn.example/news/mf-manifest.json');
    await plugin.beforeRequest?.(request('mf_news/routes', remotes));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(remotes[0]?.entry).toBe('https://cdn.example/news/remoteEntry.js?v=abc');
  });
});
