// The live stream's paths for a watched row (ARCHITECTURE §4, server/README.md "Live data"):
// each one's current value first, then every change.
export type {
  LiveAuctionValue as LiveAuction,
  LiveSummaryValue as LiveSummary,
} from '@kanat/shared/contracts';

export const liveAuctionPath = (id: string) => `auctions/${id}`;
export const liveSummaryPath = (id: string) => `auctionContainers/${id}/summaryParams`;
