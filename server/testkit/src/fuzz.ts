// The API fuzzer of the server's fuzz test, for the bench.
export * from '../../src/test/fuzz/driver';
export * from '../../src/test/fuzz/operations';
export * from '../../src/test/fuzz/requests';
