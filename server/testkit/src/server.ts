// The server's own modules that the benchmarks and browser tests drive directly, past HTTP.
export * from '../../src/test/server-internals';
