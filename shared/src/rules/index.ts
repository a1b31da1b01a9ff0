export * from './auction-settings';
export { AUCTION_STATUS } from './auction-status';
export {
  BID_CEILING_FACTOR,
  BID_STEPS,
  bidStep,
  maximumAcceptedBid,
  minimumAcceptedBid,
  minNextBid,
  TOP_BID_STEP,
} from './bid';
export {
  BID_SIGNATURE_V2,
  bidSignedBytes,
  bidSignedText,
  hallBidSignedBytes,
  hallBidSignedText,
  type SignedBid,
  type SignedHallBid,
} from './bid-signature';
export { type CalendarSaleKind, calendarFilePath } from './calendar';
export * from './contact-links';
export * from './content';
export {
  GROUP_MESSAGE_CHANNELS,
  GROUP_MESSAGE_RATE_LIMIT,
  GROUP_MESSAGE_SMS_MAX_LENGTH,
  GROUP_MESSAGE_SUBJECT_MAX_LENGTH,
  GROUP_MESSAGE_SUBJECT_MIN_LENGTH,
  GROUP_MESSAGE_TEXT_MAX_LENGTH,
  GROUP_MESSAGE_TEXT_MIN_LENGTH,
  type GroupMessageChannel,
  type GroupMessageInput,
  type GroupMessageProblems,
  groupMessageSms,
  validateGroupMessage,
} from './group-message';
export {
  type GroupPublishState,
  groupPublishState,
  validatePublishTime,
} from './group-publish';
export {
  HALL_CLERK_LEASE_MS,
  HALL_PADDLE_PATTERN,
  HALL_SALE_LOTS_MAX,
  HALL_STARTING_PRICE_MAX,
  HALL_STEP_MAX,
  HALL_STEP_MIN,
  type HallLotPrice,
  hallAskingPrice,
  hallStep,
} from './hall';
export {
  HALL_VIDEO_HOSTS,
  HALL_VIDEO_URL_MAX_LENGTH,
  validateHallVideoUrl,
} from './hall-video';
export { normalizeTurkishIban, printIban } from './iban';
export {
  CONSENT_KINDS,
  CONSENT_TEXT_KINDS,
  type ConsentKind,
  checkedPrivacyRequestText,
  isLegalKind,
  isMarketingNotice,
  LEGAL_HTML_MAX,
  LEGAL_KINDS,
  LEGAL_PAGE_PATHS,
  LEGAL_SAVE_BODY_LIMIT,
  LEGAL_TITLE_MAX,
  type LegalKind,
  MARKETING_NOTICE_EVENTS,
  PRIVACY_REQUEST_ANSWER_DAYS,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATES,
  PRIVACY_REQUEST_TEXT_MAX,
  type PrivacyRequestKind,
  type PrivacyRequestState,
  REGISTRATION_LEGAL_KINDS,
} from './legal';
export { COMMENT_MAX_LENGTH, LIST_PAGE_SIZES } from './lists';
export {
  byPedigreeOrder,
  type CheckedPedigree,
  isPedigreePath,
  PEDIGREE_BLOODLINE_MAX_LENGTH,
  PEDIGREE_COLOUR_MAX_LENGTH,
  PEDIGREE_GENERATIONS,
  PEDIGREE_NAME_MAX_LENGTH,
  PEDIGREE_NOTE_MAX_LENGTH,
  PEDIGREE_PATHS,
  PEDIGREE_RING_MAX_LENGTH,
  type PedigreeAncestorInput,
  type PedigreeField,
  type PedigreeInput,
  type PedigreeVerdict,
  pedigreeGeneration,
  pedigreePlace,
  pedigreeSex,
  validatePedigree,
} from './pedigree';
export type {
  OwnerFormValues,
  PigeonFormValues,
  PigeonSex,
  SaleRequestFormValues,
} from './pigeon';
export {
  isClean,
  OWNER_NOTE_MAX_LENGTH,
  PIGEON_COLOUR_MAX_LENGTH,
  PIGEON_DESCRIPTION_MAX_LENGTH,
  PIGEON_PHOTO_SLOTS,
  PIGEON_PHOTOS_MAX,
  PIGEON_SERIAL_MAX,
  PIGEON_SEXES,
  PIGEON_STATE_MAX_LENGTH,
  SALE_REQUEST_PENDING_MAX,
  SALE_REQUEST_PHOTOS_MAX,
  SALE_REQUEST_PHOTOS_MIN,
  SALE_REQUEST_PRICE_MAX,
  TAG_YEAR_MIN,
  validateOwnerForm,
  validateOwnerNote,
  validatePhotoSlots,
  validatePigeonColour,
  validatePigeonDescription,
  validatePigeonForm,
  validatePigeonSex,
  validatePigeonState,
  validateSaleRequestForm,
  validateSerial,
  validateTagNum,
  validateWishedPrice,
} from './pigeon';
export {
  PIGEON_VIDEOS_MAX,
  type PigeonVideoInput,
  type PigeonVideosCheck,
  type PigeonVideoValue,
  VIDEO_CAPTION_MAX_LENGTH,
  VIDEO_MAX_BYTES,
  VIDEO_MAX_SECONDS,
  validatePigeonVideos,
  videoFileProblem,
  youTubeVideoId,
} from './pigeon-video';
export {
  emptyRaceResultInput,
  formatCoefficient,
  formatKilometres,
  formatSpeed,
  parseScaled,
  RACE_RESULTS_MAX,
  type RaceField,
  type RaceResult,
  type RaceResultInput,
  raceResultInput,
  raceResultsBestFirst,
  validateRaceResult,
  validateRaceResults,
} from './race-results';
export {
  RESERVE_PRICE_MAX,
  type ReserveState,
  reserveChangeAfterBids,
  reserveState,
  validateReservePrice,
} from './reserve-price';
export {
  RETENTION,
  RETENTION_BOUNDS,
  RETENTION_DEFAULTS,
  RETENTION_KEYS,
  type RetentionSettings,
  retentionMs,
  retentionProblem,
  retentionSettingsOf,
} from './retention';
export { normalizeTagNum, pigeonYear } from './ring';
export {
  averageHalfUp,
  type BuyerLine,
  type BuyerTotals,
  bidWithPremium,
  buyerLine,
  buyerTotals,
  checkTerms,
  findPaymentReference,
  formatKurus,
  formatRate,
  KURUS_MAX,
  liraToKurus,
  medianHalfUp,
  PAYMENT_TERM_DAYS_MAX,
  parseDays,
  parseKurus,
  parseRate,
  paymentDueAt,
  paymentReference,
  RATE_BP_MAX,
  type ReportSellerLot,
  reportSellerLines,
  type SaleBalance,
  type SaleTerms,
  type SellerLine,
  type SellerTotals,
  saleBalance,
  sellerLine,
  sellerTotals,
  shareOf,
  statementDue,
  type TermsProblem,
} from './settlement';
export {
  SITE_INFO_AREAS,
  type SiteInfoArea,
  siteInfoKeyArea,
  siteInfoRoles,
} from './site-info-areas';
export type {
  LcpRule,
  PageHeadRule,
  PageMatch,
  PageSitemap,
  RemotePages,
  SectionOfItems,
  ShareText,
  SitemapSource,
  SitePage,
} from './site-pages';
export { pageAt, sectionPages, textPage } from './site-pages';
export type { RemoteName, RouteOwner, SiteRoute } from './site-routes';
export { matchesRoute, ownerAmong, trimPath } from './site-routes';
export {
  parseSpendingLimit,
  SPENDING_LIMIT_MAX,
  type SpendingLimitInput,
} from './spending-limit';
export {
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MIN_LENGTH,
  validateStaffReason,
} from './staff-reason';
export {
  memberActionRoles,
  normalizeStaffRoles,
  opensArea,
  STAFF_AREAS,
  STAFF_ROLES,
  type StaffArea,
  type StaffRole,
} from './staff-roles';
export { TRUST, TRUST_SIGNAL_KINDS, type TrustSignalKind } from './trust';
export { MASK_FILL, maskUsername } from './username-mask';
