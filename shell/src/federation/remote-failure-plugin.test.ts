import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { isRemoteFailure } from './remote-failure';
import remoteFailurePlugin from './remote-failure-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof remoteFailurePlugin>['errorLoadRemote']>
>[0];

const args = (lifecycle: ErrorArgs['lifecycle']): ErrorArgs => ({
  id: 'mf_news/routes',
  error: new Error('manifest 404'),
  from: 'runtime',
  lifecycle,
  origin: {} as ModuleFederation,
});

describe('remoteFailurePlugin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('turns a failed module load into a failure marker instead of an exception', async () => {
    const result = await remoteFailurePlugin().errorLoadRemote?.(args('onLoad'));
    expect(isRemoteFailure(result)).toBe(true);
  });

  it('lets the earlier stages fail, so the runtime forgets the broken manifest', async () => {
    for (const stage of ['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const) {
      expect(await remoteFailurePlugin().errorLoadRemote?.(args(stage))).toBeUndefined();
    }
  });
});
