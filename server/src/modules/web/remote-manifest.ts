import path from 'node:path';
import { type AppFiles, contentVersion } from './app-files';

/** The parts of a federation manifest (mf-manifest.json) the server reads. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  [key: string]: unknown;
}

export interface ServedManifest {
  json: string;
  version: string;
  manifest: FederationManifest;
}

/**
 * A remote's manifest as the server hands it out: the same JSON, but its remoteEntry.js is
 * named with `?v=<content version>`. The entry's own name never changes between builds (the
 * federation runtime finds it by name), so without the version a browser would have to ask
 * again for it on every visit; with it, the entry is cached for good until a deploy changes
 * it, and then the manifest names the new one.
 */
export function servedManifest(files: AppFiles, distDir: string): ServedManifest | null {
  const manifestFile = files.read(path.join(distDir, 'mf-manifest.json'));
  if (!manifestFile) return null;
  const entryFile = files.read(path.join(distDir, 'remoteEntry.js'));
  return files.derive(`manifest:${distDir}`, [manifestFile, entryFile], () => {
    let manifest: FederationManifest;
    try {
      manifest = JSON.parse(manifestFile.content.toString('utf8')) as FederationManifest;
    } catch {
      return null;
    }
    const entry = manifest.metaData?.remoteEntry;
    if (entryFile && entry?.name && !entry.name.includes('?')) {
      entry.name = `${entry.name}?v=${entryFile.version}`;
    }
    const json = JSON.stringify(manifest);
    return { json, version: contentVersion(json), manifest };
  });
}

/** The address of the remoteEntry.js a manifest names, or null when it names none. */
export function remoteEntryScript(manifest: FederationManifest, baseUrl: string): string | null {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name ? `${baseUrl}${entry.path ?? ''}${entry.name}` : null;
}

/** The script files a remote's exposed module needs at once: its entry and the sync chunks. */
export function exposeScripts(
  manifest: FederationManifest,
  baseUrl: string,
  expose: string,
): string[] {
  const scripts: string[] = [];
  const entry = remoteEntryScript(manifest, baseUrl);
  if (entry) scripts.push(entry);
  const exposed = manifest.exposes?.find((item) => item.name === expose);
  for (const chunk of exposed?.assets?.js?.sync ?? []) scripts.push(`${baseUrl}${chunk}`);
  return scripts;
}
