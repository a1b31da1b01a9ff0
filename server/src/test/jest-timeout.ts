import { TEST_MS } from './limits';

jest.setTimeout(TEST_MS);
