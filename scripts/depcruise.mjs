#!/usr/bin/env node
// Import boundaries: dependency-cruiser with the rules of .dependency-cruiser.cjs, over every
// package's sources. Its command-line wrapper refuses Node 20 on a version check alone (it
// asks for 22+) while the code itself runs on Node 20.12 and newer, so this calls the same
// command-line entry without that check. On Node 22+ the plain `depcruise` command does the
// same: `depcruise <dirs> --config .dependency-cruiser.cjs --output-type err`. A second run
// checks the server's module graph for cycles (.dependency-cruiser-server-modules.cjs).
import { APPS } from './apps.mjs';

const entry = import.meta.resolve('dependency-cruiser');
const { default: cruise } = await import(new URL('../cli/index.mjs', entry).href);
const packages = [...APPS, 'shared', 'server'];
const imports = await cruise(
  packages.map((dir) => `${dir}/src`),
  { config: '.dependency-cruiser.cjs', outputType: 'err' },
);
const serverModules = await cruise(['server/src/modules'], {
  config: '.dependency-cruiser-server-modules.cjs',
  outputType: 'err',
});
process.exitCode = Math.max(imports, serverModules);
