// The media module's front door: what other modules, app.ts and the commands may use.
export { imageRoutes } from './image-routes';
export { LocalMediaStore } from './local-media-store';
export { mediaCacheControl, mediaContentType, mediaFilesRoute } from './media-files';
export type { MediaLibrary } from './media-library';
export {
  createMediaStore,
  type MediaPlace,
  type MediaStore,
  srcsetOf,
  storeImage,
  toMediaStore,
} from './media-store';
export { attachedMediaIds, mediaAtUrls, mediaIdAt } from './media-urls';
export { mediaRoutes } from './routes';
export { S3MediaStore } from './s3-media-store';
export { mediaPurposeAreas, requireStaffSession } from './staff-guard';
export { bundledFfmpegPath, type StoredVideo, storeVideo } from './video-files';
