import { registerRemotes } from '@module-federation/enhanced/runtime';

fetch('/remotes.json')
  .then((r) => r.json())
  .then((remotes: Record<string, string>) => {
    registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  })
  .catch((e) => console.error(e))
  .finally(() => import('./bootstrap'));
