import { TEST_MS } from '@kanat/testkit/limits';

jest.setTimeout(TEST_MS);
