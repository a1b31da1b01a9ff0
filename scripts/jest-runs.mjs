// The test suites' runs for `npm test` (run.mjs): jest for some projects, in the foreground
// or beside another run, each read back from its JSON report as {passed, failed}.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function log(msg) {
  console.log(`\n▶ ${msg}`);
}

/** The jest command line for some projects, and where its JSON report goes. */
function jestCommand(label, projects) {
  const dir = path.join(root, '.jest-results');
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `${label.replace(/[^a-z0-9]+/gi, '-')}.json`);
  rmSync(out, { force: true });
  // `pnpm jest` is the root package's script: jest with the node flag it needs (package.json).
  const args = ['jest', '--ci', '--json', `--outputFile=${out}`, '--selectProjects', ...projects];
  // The server's files one at a time, in one worker process that jest replaces once it has
  // grown past jest.config.js's workerIdleMemoryLimit. In band (in jest's own process) every
  // file left its modules and embedded databases behind, and a whole pass slowed down as the
  // heap grew (a file of 5 s alone took 15 at the end of the pass, the backup file 19 s took 181).
  if (projects.includes('server')) args.push('--maxWorkers=1');
  // The browser apps' and shared code's tests hold no database and no server: two workers keep
  // both cores busy (jest's default on two cores is one worker beside its own process).
  else if (!projects.includes('e2e')) args.push('--maxWorkers=2');
  if (projects.includes('e2e')) args.push('--runInBand');
  // A browser or child process left open must not hang CI.
  if (projects.includes('e2e')) args.push('--forceExit');
  return { args, out };
}

/** {passed, failed} from a jest JSON report; a run that wrote none counts as one failure. */
function jestTotals(label, out, ok) {
  if (!existsSync(out)) return { passed: 0, failed: 1, label };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  // A suite that fails to load has no test results; count it as a failure.
  const brokenSuites = r.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.length === 0,
  ).length;
  const failed = r.numFailedTests + brokenSuites + (ok || r.numFailedTests + brokenSuites ? 0 : 1);
  return { passed: r.numPassedTests, failed, label };
}

/** Runs jest for some projects, returns {passed, failed} from its JSON report. */
export function jest(label, projects, env = {}) {
  log(`Testler: ${label}`);
  const { args, out } = jestCommand(label, projects);
  const ok =
    spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
      .status === 0;
  return jestTotals(label, out, ok);
}

/** Copies a child's output line by line, each line under its run's label. */
function labelled(stream, into, label) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) =>
    into.write(`[${label}] ${line}\n`),
  );
}

/**
 * As `jest`, in the background: resolves with {passed, failed} once it has finished. Its
 * output lines carry the label, as two runs side by side write to the same log.
 */
export function jestInBackground(label, projects, env = {}) {
  log(`Testler: ${label} (yan yana)`);
  const { args, out } = jestCommand(label, projects);
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    labelled(child.stdout, process.stdout, label);
    labelled(child.stderr, process.stderr, label);
    child.on('error', () => resolve(jestTotals(label, out, false)));
    child.on('close', (code) => resolve(jestTotals(label, out, code === 0)));
  });
}
