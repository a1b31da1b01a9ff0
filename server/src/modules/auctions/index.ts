// The auctions module's front door: what other modules, app.ts and the commands may use.
export { auctionsAdminRoutes } from './admin-routes';
export { setSoftCloseMinutes } from './auction-settings';
export { likePrefix } from './auctions-repository';
export { getAuctionDetail } from './auctions-service';
export { annulBid, cancelRunningMaxBids } from './bid-annulment';
export { type BidCeilingView, setBidCeiling } from './bid-ceiling-service';
export { recordNonce } from './bid-nonces';
export { softCloseMinutesDefault } from './bid-repository';
export { assertBidder, isPaymentFlagged } from './bid-request';
export { calendarEntry, HALL_SALE_CALENDAR_HOURS } from './calendar';
export { containersRoutes } from './containers-routes';
export { getContainerDetail } from './containers-service';
export { selectPedigreeChart } from './pedigree-chart';
export { selectPigeonVideos } from './pigeon-videos';
export { yearRecordUpTo } from './price-records';
export { auctionsModule } from './routes';
export { groupSaleReport, reportFigures, type SoldLot } from './sale-report';
export { lockRooms, overLimit, type Room, selectCommittedTotal } from './spending-limit';
export {
  containerAlias,
  containerOnSite,
  type GroupViewer,
  guestViewer,
  lotOnSite,
  previewsGroups,
} from './visibility';
