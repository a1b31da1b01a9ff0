import type { Functions, httpsCallableFromURL } from 'firebase/functions';

// One firebase app per tab. `@kanat/shared/api` is a federation singleton, so every app
// shares this module; getApps() also guards against a second copy in development.
// The firebase client (about 11 KB gzipped) is not needed to draw a page: public pages read
// the REST lists. It is imported on the first callable call, as a chunk of its own.

/** Only identifies the app to the firebase client; our server speaks the callable protocol. */
const FIREBASE_OPTIONS = {
  apiKey: 'kanat-mezat-web',
  projectId: 'kanat-mezat',
  appId: 'kanat-mezat-web',
};

/** SPEC §7: functions region. Irrelevant for our URLs, kept for parity with the seed. */
export const FUNCTIONS_REGION = 'europe-west1';

export interface FirebaseCallables {
  functions: Functions;
  httpsCallableFromURL: typeof httpsCallableFromURL;
}

let loading: Promise<FirebaseCallables | null> | null = null;

/**
 * Sets up the backend connection once, on first use. A failure is logged and the product
 * carries on (SPEC §7); callable functions then fail individually.
 */
export function loadFirebaseFunctions(): Promise<FirebaseCallables | null> {
  loading ??= Promise.all([import('firebase/app'), import('firebase/functions')])
    .then(([appModule, functionsModule]) => {
      const app = appModule.getApps()[0] ?? appModule.initializeApp(FIREBASE_OPTIONS);
      return {
        functions: functionsModule.getFunctions(app, FUNCTIONS_REGION),
        httpsCallableFromURL: functionsModule.httpsCallableFromURL,
      };
    })
    .catch((error: unknown) => {
      console.error('firebase initalize error', error);
      return null;
    });
  return loading;
}
