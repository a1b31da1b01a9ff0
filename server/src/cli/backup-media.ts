// Media: regular files and folders only, so a planted symbolic link never travels.

import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

export async function mediaSummary(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const walk = async (folder: string) => {
    let entries: string[];
    try {
      entries = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of entries) {
      const full = path.join(folder, name);
      const stat = await lstat(full);
      if (stat.isDirectory()) await walk(full);
      else if (stat.isFile()) {
        files += 1;
        bytes += stat.size;
      }
    }
  };
  await walk(dir);
  return { files, bytes };
}

export const exists = async (file: string) =>
  lstat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
