import { registerRemotesFromServer } from './federation/register-remotes';

// The dynamic import is the async boundary that lets federation share singletons; the
// remotes are registered first so the app's very first render can load them.
registerRemotesFromServer().finally(() => import('./bootstrap'));
