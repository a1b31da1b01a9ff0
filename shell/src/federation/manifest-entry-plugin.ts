import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The parts of a remote's mf-manifest.json that name its entry. */
interface ManifestEntry {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/** A remote registered by its manifest (`…/mf-manifest.json`), not by its remoteEntry.js. */
export const isManifestUrl = (entry: string): boolean => /\.json(?:[?#]|$)/.test(entry);

/**
 * The remoteEntry.js a manifest names. Our remotes are built with `publicPath: 'auto'`, so their
 * files sit beside the manifest; a manifest with a public path of its own is read from there.
 */
export function entryFromManifest(manifest: unknown, manifestUrl: string): string {
  const meta = (manifest as ManifestEntry | null)?.metaData;
  const name = meta?.remoteEntry?.name;
  if (typeof name !== 'string' || name === '') {
    throw new Error(`${manifestUrl}: manifest names no remoteEntry`);
  }
  const folder = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const manifestAddress = new URL(manifestUrl, document.baseURI);
  const publicPath =
    typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './';
  const base = new URL(publicPath, manifestAddress);
  const prefix = folder === '' || folder.endsWith('/') ? folder : `${folder}/`;
  return new URL(`${prefix}${name}`, base).href;
}

async function fetchEntry(manifestUrl: string): Promise<string> {
  const response = await fetch(manifestUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${manifestUrl} HTTP ${response.status}`);
  return entryFromManifest(await response.json(), manifestUrl);
}

/**
 * Lets the shell register a remote by its manifest although the federation runtime is built
 * without its manifest handling (`disableSnapshot`, shared/build/create-config.js): the page
 * names the entries of the remotes this server serves itself, and only a remote hosted
 * elsewhere (REMOTE_<NAME>_URL) comes as a manifest. Before such a remote's first load, its
 * manifest is read and the entry it names put in its place. A failed read is not kept: the
 * load fails into the section's fallback, and its retry reads the manifest again.
 */
export default function manifestEntryPlugin(): ModuleFederationRuntimePlugin {
  const reading = new Map<string, Promise<string>>();
  return {
    name: 'kanat-manifest-entry',
    async beforeRequest(args) {
      const remote = args.options.remotes.find(
        (candidate) => args.id === candidate.name || args.id.startsWith(`${candidate.name}/`),
      );
      if (!remote || !('entry' in remote) || !isManifestUrl(remote.entry)) return args;
      const manifestUrl = remote.entry;
      let entry = reading.get(manifestUrl);
      if (!entry) {
        entry = fetchEntry(manifestUrl);
        reading.set(manifestUrl, entry);
        entry.catch(() => reading.delete(manifestUrl));
      }
      const resolved = await entry;
      // Another load may have resolved it meanwhile; the entry is the same either way.
      if (remote.entry === manifestUrl) remote.entry = resolved;
      return args;
    },
  };
}
