export { TEST_MS, WAIT_MS, waits } from '../../server/src/test/limits';
