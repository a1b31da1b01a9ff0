// Values the live stream pushes for auction paths (ARCHITECTURE §4). Each path's current
// value arrives first on connect, then again on every change.
export type {
  LiveAuctionValue as LiveAuction,
  LivePigeonValue as LivePigeon,
  LiveSummaryValue as LiveSummary,
} from '@kanat/shared/contracts';

export const liveAuctionPath = (id: string) => `auctions/${id}`;
export const livePigeonPath = (id: string | number) => `pigeons/${id}`;
export const liveSummaryPath = (id: string) => `auctionContainers/${id}/summaryParams`;
