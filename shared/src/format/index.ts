export type { AuctionTimeStatus, AuctionTimeStatusName, StatusColor } from './auction-time';
export {
  ALMOST_DONE_SECONDS,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from './auction-time';
export { formatDate, formatDateTime, formatLongDate } from './dates';
export {
  BID_CEILING_FACTOR,
  BID_STEPS,
  bidStep,
  formatMoney,
  maximumAcceptedBid,
  minimumAcceptedBid,
  minNextBid,
  TOP_BID_STEP,
} from './money';
export { padSerial, SERIAL_DIGITS } from './serial';
