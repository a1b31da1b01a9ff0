import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built shell with only its index.html, as the page tests need: returns the APPS_DIR. */
export function shellOnlyAppsDir(): string {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'kanat-apps-'));
  mkdirSync(path.join(appsDir, 'shell/dist'), { recursive: true });
  writeFileSync(
    path.join(appsDir, 'shell/dist/index.html'),
    '<!doctype html><html lang="tr"><head><title>Kanat Mezat</title></head><body><div id="root"></div></body></html>',
  );
  return appsDir;
}
