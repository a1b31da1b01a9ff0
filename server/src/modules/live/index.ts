// The live module's front door: what other modules, app.ts and the commands may use.

export { loadHallSales } from './live-hall';
export { liveChannel, livePaths, publishLive, publishLiveMany } from './live-publisher';
export { loadAuctions } from './live-repository';
export { liveRoutes } from './routes';
