export type { AuctionTimeStatus, AuctionTimeStatusName, StatusColor } from './auction-time';
export {
  ALMOST_DONE_SECONDS,
  auctionTimeStatus,
  isUrgent,
  remainingTimeText,
} from './auction-time';
export {
  formatDate,
  formatDateTime,
  formatLongDate,
  isoDateTime,
  prepareDateFormats,
} from './dates';
export { formatAmount, formatMoney } from './money';
export type {
  ImageSizesKind,
  ImageWidth,
  ResponsiveImage,
  ResponsiveImageOptions,
  SlotLayout,
  SlotTrack,
} from './responsive-image';
export {
  IMAGE_SIZES,
  IMAGE_VARIANT_PREFIX,
  IMAGE_WIDTHS,
  imageVariantUrl,
  isImageWidth,
  MEDIA_URL_PREFIX,
  responsiveImage,
  slotSizes,
} from './responsive-image';
export { padSerial, SERIAL_DIGITS } from './serial';
