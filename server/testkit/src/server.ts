// The server's own modules that the benchmarks and browser tests drive directly, past HTTP:
// the database, the demo data, and the few services and queries they time or set up with.
export { type Database, type Db, openDatabase } from '../../src/db/connection';
export { insertBid } from '../../src/modules/auctions/auctions-repository';
export { listAuctions } from '../../src/modules/auctions/auctions-service';
export { signatureValid } from '../../src/modules/auth/device-keys';
export { liveChannel } from '../../src/modules/live/live-publisher';
export { ensureSiteInfoDefaults } from '../../src/modules/site-info/site-info-service';
export { prepareDatabase } from '../../src/prepare-database';
export { seedDemoData } from '../../src/seed/demo-data';
