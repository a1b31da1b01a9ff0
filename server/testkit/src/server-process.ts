// The server process the crash test starts, for the browser tests and the benchmarks.
export * from '../../src/test/server-process';
