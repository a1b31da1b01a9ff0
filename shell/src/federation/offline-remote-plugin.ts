import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kanat-offline-remote',
    errorLoadRemote({ id, error }) {
      console.error('remote load failed', id, error);
      return undefined;
    },
  };
}
