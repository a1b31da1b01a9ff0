#!/usr/bin/env node
// Import boundaries: dependency-cruiser with the rules of .dependency-cruiser.cjs, over every
// package's sources, the browser tests, the benchmarks and their test kit. Its command-line
// wrapper refuses Node 20 on a version check alone (it asks for 22+) while the code itself runs
// on Node 20.12 and newer, so this calls the same command-line entry without that check. On
// Node 22+ the plain `depcruise` command does the same:
// `depcruise <dirs> --config .dependency-cruiser.cjs --output-type err`.
import { APPS } from './apps.mjs';

const entry = import.meta.resolve('dependency-cruiser');
const { default: cruise } = await import(new URL('../cli/index.mjs', entry).href);
const sources = [
  ...[...APPS, 'shared', 'server', 'bench'].map((dir) => `${dir}/src`),
  'server/testkit/src',
  'e2e',
];
process.exitCode = await cruise(sources, {
  config: '.dependency-cruiser.cjs',
  outputType: 'err',
});
