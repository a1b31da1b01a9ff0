export type { ApiErrorCode } from './api-error';
export { ApiError, codeForStatus, isApiError, parseErrorCode, statusForCode } from './api-error';
export type { ApiRequestInit, ApiTransport } from './api-fetch';
export { apiFetch, apiFetchText, apiRequest, setApiTransport } from './api-fetch';
export type { FunctionResult } from './call-function';
export { callFunction, FUNCTION_TIMEOUT_MS } from './call-function';
export { clockOffset, isClockSynced, noteServerTime, resetClock, serverNow } from './clock';
export { FUNCTIONS_REGION } from './firebase';
export { resetInitialAnswers, setServerInitialAnswers } from './initial-data';
export type { ListFilters, PageCursor, PageResponse } from './paged-list';
export { DEFAULT_PAGE_SIZE } from './paged-list';
export { serverMessage } from './server-message';
export type {
  Banner,
  LabelCard,
  SiteInfo,
  SiteInfoTextField,
  SliderPictures,
  Sponsor,
} from './site-info';
export {
  decodeBanner,
  decodeSiteInfo,
  emptySiteInfo,
  fetchBanner,
  fetchSiteInfo,
  initialBanner,
  initialSiteInfo,
  SITE_INFO_LOG,
  SITE_INFO_TEXT_FIELDS,
} from './site-info';
export type { UploadMediaOptions } from './upload-media';
export { uploadMedia } from './upload-media';
export type { WindowedList, WindowedListOptions } from './windowed-list';
export { createWindowedList, WindowedListBusyError } from './windowed-list';
