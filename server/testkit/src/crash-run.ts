// The crash scenario the crash tests run (server/src/test/crash-run.ts), for the bench.
export * from '../../src/test/crash-run';
