#!/usr/bin/env node
// Import boundaries: dependency-cruiser with the rules of .dependency-cruiser.cjs, over every
// package's sources, the browser tests, the benchmarks and their test kit; a second run
// checks the server's module graph for cycles (.dependency-cruiser-server-modules.cjs). It
// calls the command-line entry of `depcruise` directly, with the same options.
import { APPS } from '../shared/apps.mjs';

const entry = import.meta.resolve('dependency-cruiser');
const { default: cruise } = await import(new URL('../cli/index.mjs', entry).href);
const sources = [
  ...[...APPS, 'shared', 'server', 'bench'].map((dir) => `${dir}/src`),
  'server/testkit/src',
  'e2e',
];
const imports = await cruise(sources, { config: '.dependency-cruiser.cjs', outputType: 'err' });
const serverModules = await cruise(['server/src/modules'], {
  config: '.dependency-cruiser-server-modules.cjs',
  outputType: 'err',
});
process.exitCode = Math.max(imports, serverModules);
