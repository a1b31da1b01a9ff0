// The tests' time limits (server/src/test/limits.ts), the same for the server's tests.
export { TEST_MS, WAIT_MS, waits } from '../../src/test/limits';
