import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

export interface FileVersion {
  content: Buffer;
  /** The first 16 hex digits of the content's SHA-256: what `?v=` must say. */
  version: string;
}

export function contentVersion(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

/**
 * The built apps' fixed-name files (index.html, main.js, remoteEntry.js, the manifests), read
 * once per change. A deploy swaps a remote's dist folder under the running server
 * (scripts/deploy-remote.mjs), so every read checks the file's size and time first: a stat,
 * not a read, on each request.
 */
export class AppFiles {
  private readonly files = new Map<string, { stamp: string; value: FileVersion }>();
  private readonly derived = new Map<string, { stamp: string; value: unknown }>();

  read(file: string): FileVersion | null {
    let stamp: string;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return null;
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return null;
    }
    const cached = this.files.get(file);
    if (cached?.stamp === stamp) return cached.value;
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      return null;
    }
    const value = { content, version: contentVersion(content) };
    this.files.set(file, { stamp, value });
    return value;
  }

  /** Something made from files, made again only when one of their versions changed. */
  derive<T>(key: string, sources: (FileVersion | null)[], make: () => T): T {
    const stamp = sources.map((source) => source?.version ?? '-').join('|');
    const cached = this.derived.get(key);
    if (cached?.stamp === stamp) return cached.value as T;
    const value = make();
    this.derived.set(key, { stamp, value });
    return value;
  }
}
