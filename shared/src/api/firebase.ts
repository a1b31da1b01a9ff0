import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import { type Functions, getFunctions } from 'firebase/functions';

// One firebase app per tab. `@kanat/shared/api` is a federation singleton, so every app
// shares this module; getApps() also guards against a second copy in development.

/** Only identifies the app to the firebase client; our server speaks the callable protocol. */
const FIREBASE_OPTIONS = {
  apiKey: 'kanat-mezat-web',
  projectId: 'kanat-mezat',
  appId: 'kanat-mezat-web',
};

/** SPEC §7: functions region. Irrelevant for our URLs, kept for parity with the seed. */
export const FUNCTIONS_REGION = 'europe-west1';

let initialised = false;
let app: FirebaseApp | null = null;
let functions: Functions | null = null;

/**
 * Sets up the backend connection once. A failure is logged and the product carries on
 * (SPEC §7); callable functions then fail individually.
 */
export function initFirebase(): void {
  if (initialised) return;
  initialised = true;
  try {
    app = getApps()[0] ?? initializeApp(FIREBASE_OPTIONS);
    functions = getFunctions(app, FUNCTIONS_REGION);
  } catch (error) {
    console.error('firebase initalize error', error);
  }
}

export function getFirebaseFunctions(): Functions | null {
  initFirebase();
  return functions;
}
