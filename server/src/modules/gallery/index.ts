// The gallery module's front door: what other modules, app.ts and the commands may use.
export { selectGalleryPhotos } from './gallery-repository';
export { galleryRoutes } from './routes';
