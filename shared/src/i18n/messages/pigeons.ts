// Turkish texts of pigeons that the public site needs as well as the console: the shared
// pigeon rules (shared/src/rules/pigeon.ts, the browser and the server say the same) and the
// member's sale requests in /hesabim. Part of the browser's catalogue (../messages.ts).
// Each group's texts are a module of their own in ./pigeons/, one export per text, so that an app
// keeps only the texts it reads (see ../messages.ts).
/** The shared rules (shared/src/rules/pigeon.ts): the browser and the server say the same. */
export * as pigeonRules from './pigeons/pigeonRules';
export * as saleRequests from './pigeons/saleRequests';
