import { registerRemotes } from '@module-federation/enhanced/runtime';

/**
 * Parses a remotes list, skipping bad entries: the page's (`{ "mf_news": "/mf/news/remoteEntry.js?v=…" }`,
 * each remote's entry) or `/remotes.json` (`{ "mf_news": "<url>/mf-manifest.json", ... }`; a
 * manifest is read before the remote's first load, manifest-entry-plugin.ts).
 */
export function parseRemotesManifest(raw: unknown): { name: string; entry: string }[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  return Object.entries(raw).flatMap(([name, entry]) =>
    typeof entry === 'string' && entry !== '' ? [{ name, entry }] : [],
  );
}

/** The list the server put in the page (`<script id="km-remotes" type="application/json">`). */
export function inlineRemotes(doc: Document = document): unknown {
  const element = doc.getElementById('km-remotes');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/**
 * Registers the remotes the server lists: those written in the page, else /remotes.json. No remote URL is built into the shell: this file
 * is the only way the shell learns where the remotes live. Failure is logged, never thrown,
 * so the shell still boots and each section shows its own fallback.
 */
export async function registerRemotesFromServer(url = '/remotes.json'): Promise<void> {
  const inline = inlineRemotes();
  if (inline !== undefined) {
    registerRemotes(parseRemotesManifest(inline));
    return;
  }
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`${url} HTTP ${response.status}`);
    registerRemotes(parseRemotesManifest(await response.json()));
  } catch (error) {
    console.error('[federation] uzak uygulama listesi alınamadı', error);
  }
}
