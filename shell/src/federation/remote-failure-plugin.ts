import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailure } from './remote-failure';

/**
 * Turns a remote that cannot be loaded (manifest or entry unreachable, expose missing) into a
 * failure marker that RemoteSlot renders as its Turkish fallback. Only the final `onLoad`
 * stage is answered: earlier stages fall through so the runtime forgets the failed manifest
 * and entry, and a retry fetches them again.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kanat-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[federation] ${id} yüklenemedi`, error);
      return remoteFailure(id, error);
    },
  };
}
