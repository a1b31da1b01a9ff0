export type { AuctionTimeStatus, AuctionTimeStatusName, StatusColor } from './auction-time';
export {
  ALMOST_DONE_SECONDS,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from './auction-time';
export { formatDate, formatDateTime, formatLongDate } from './dates';
export { formatMoney } from './money';
export { padSerial, SERIAL_DIGITS } from './serial';
