#!/usr/bin/env node
// The README's commands. `start`: install, build, start the whole site on the embedded
// database with demo data. `test`: install, type-check, lint, build, and run every test
// suite, ending with one line of real totals. Plain Node so a fresh machine needs only Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../shared/apps.mjs';
import { jest, jestInBackground } from './jest-runs.mjs';
import { useSupportedNode } from './node-runtime.mjs';

await useSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_TEST_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

function log(msg) {
  console.log(`\n▶ ${msg}`);
}

/** Each timed step's label and wall-clock seconds, in the order they ended. */
const durations = [];

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Runs one step (sync or async) and records how long it took, printing the figure as the step
 * ends: a slow machine shows which step ate the time.
 */
async function timed(label, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const ms = performance.now() - started;
    durations.push({ label, ms });
    console.log(`⏱ ${label}: ${seconds(ms)}`);
  }
}

function printDurations() {
  const width = Math.max(...durations.map((d) => d.label.length));
  console.log('\nSüreler:');
  for (const d of durations)
    console.log(`  ${d.label.padEnd(width)}  ${seconds(d.ms).padStart(9)}`);
}

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status === 0;
}

function must(cmd, args, opts) {
  if (!run(cmd, args, opts)) {
    console.error(`\n✖ Komut başarısız: ${cmd} ${args.join(' ')}`);
    process.exit(1);
  }
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function ensurePnpm() {
  if (has('pnpm')) return;
  log('pnpm kuruluyor (npm i -g pnpm)');
  must('npm', ['i', '-g', 'pnpm']);
}

function install() {
  log('Bağımlılıklar kuruluyor');
  must('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only']);
}

function buildApps() {
  log('Uygulamalar derleniyor (shell + 5 uzak modül)');
  // Two at a time: the machine has two cores.
  must('pnpm', [
    '-r',
    '--workspace-concurrency=2',
    ...APPS.flatMap((a) => ['--filter', `./${a}`]),
    'run',
    'build',
  ]);
}

/** The server as JavaScript in server/dist (and the @kanat/shared modules it loads). */
function buildServer() {
  log('Sunucu derleniyor (server/dist)');
  must('pnpm', ['--filter', '@kanat/server', 'run', 'build']);
}

/** apt-get as root (through sudo otherwise), without questions. */
function apt(args) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  return run(sudo[0] || 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  log('Chromium kuruluyor (Debian paketi)');
  if (!apt(['update']) || !apt(['install', '-y', 'chromium'])) {
    console.error('✖ Chromium kurulamadı: tarayıcı testleri için /usr/bin/chromium gerekli.');
    process.exit(1);
  }
}

/**
 * nginx for the several-instances browser test (e2e/multi-instance.test.ts runs
 * deploy/nginx.conf with its own prefix; the system's service is never started).
 */
function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return;
  log('nginx kuruluyor (Debian paketi)');
  if (!apt(['update']) || !apt(['install', '-y', 'nginx'])) {
    console.error('✖ nginx kurulamadı: çok sunuculu tarayıcı testi için /usr/sbin/nginx gerekli.');
    process.exit(1);
  }
}

function pgAnswers(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(1500);
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

/**
 * The server was built from these sources a moment before: tests that start it or its
 * commands in a process of their own run the build (server/src/test/server-process.ts).
 */
const BUILT = { KANAT_TEST_BUILT: '1' };

async function test() {
  const started = performance.now();
  ensurePnpm();
  await timed('install', () => {
    install();
    ensureChromium();
    ensureNginx();
  });
  const results = [];
  const step = (label, ok) => results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  log('Tip denetimi (tsc)');
  step('typecheck', await timed('typecheck', () => run('pnpm', ['run', 'typecheck'])));
  log('Lint (biome, dependency-cruiser)');
  step('lint', await timed('lint', () => run('pnpm', ['run', 'lint'])));
  await timed('build', buildApps);
  await timed('server build', buildServer);
  results.push(await timed('unit', () => jest('unit', ['shared', ...APPS, 'lint', 'bench'])));
  if (await pgAnswers(PG_TEST_URL)) {
    // Side by side: each pass runs one file at a time, so the two keep the two cores busy.
    // (They once ran one after the other because the load tests failed when both ran at once:
    // that was in band, when each pass slowed down more and more as it went; see jestCommand.)
    const passes = await timed('server (both passes)', () =>
      Promise.all([
        timed('server-pglite', () => jestInBackground('server-pglite', ['server'], BUILT)),
        timed('server-postgresql', () =>
          jestInBackground('server-postgresql', ['server'], {
            ...BUILT,
            TEST_DATABASE_URL: PG_TEST_URL,
          }),
        ),
      ]),
    );
    results.push(...passes);
  } else {
    results.push(await timed('server-pglite', () => jest('server-pglite', ['server'], BUILT)));
    console.log(
      `\nPostgreSQL ${PG_TEST_URL} yanıt vermiyor: sunucu testleri yalnız PGlite üzerinde koştu.`,
    );
  }
  results.push(await timed('e2e', () => jest('e2e', ['e2e'])));
  durations.push({ label: 'total', ms: performance.now() - started });
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  printDurations();
  console.log('\nÖzet:');
  for (const r of results) console.log(`  ${r.label}: ${r.passed} geçti, ${r.failed} kaldı`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

function start() {
  ensurePnpm();
  install();
  buildApps();
  buildServer();
  log('Sunucu başlıyor (gömülü veritabanı, ilk açılışta örnek veri)');
  const child = spawn('pnpm', ['--filter', '@kanat/server', 'start'], {
    cwd: root,
    stdio: 'inherit',
  });
  const stop = (sig) => child.kill(sig);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
}

function dev() {
  ensurePnpm();
  install();
  log('Geliştirme: uygulamalar izleme kipinde derlenir, sunucu değişiklikte yeniden başlar');
  const kids = [
    ...APPS.map((a) =>
      spawn('pnpm', ['--filter', `./${a}`, 'run', 'watch'], { cwd: root, stdio: 'inherit' }),
    ),
    spawn('pnpm', ['--filter', '@kanat/server', 'run', 'dev'], { cwd: root, stdio: 'inherit' }),
  ];
  process.on('SIGINT', () => {
    for (const k of kids) k.kill('SIGINT');
    process.exit(0);
  });
}

const cmd = process.argv[2];
if (cmd === 'test') await test();
else if (cmd === 'start') start();
else if (cmd === 'dev') dev();
else if (cmd === 'setup') {
  ensurePnpm();
  install();
  buildApps();
  buildServer();
} else {
  console.error('Kullanım: node scripts/run.mjs start|test|dev|setup');
  process.exit(2);
}
