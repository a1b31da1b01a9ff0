/** Release label of the app that bundles the code (set at build time from KM_RELEASE). */
declare const __KM_RELEASE__: string;
