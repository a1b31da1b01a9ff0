// The server's own modules that the benchmarks and browser tests drive directly, past HTTP
// (through @kanat/testkit/server): the database, the demo data, and the few services and
// queries they time or set up with. A test fixture may reach inside a module; the kit may not.
export { type Database, type Db, openDatabase } from '../db/connection';
export { listAuctions } from '../modules/auctions/auctions-service';
export { insertBid } from '../modules/auctions/bid-repository';
export { signatureValid } from '../modules/auth/device-keys';
export { liveChannel } from '../modules/live';
export { ensureSiteInfoDefaults } from '../modules/site-info';
export { prepareDatabase } from '../prepare-database';
export { seedDemoData } from '../seed/demo-data';
