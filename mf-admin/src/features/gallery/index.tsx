import { GalleryPage } from './components/gallery-page';

/** The console's gallery area: /yonetim/galeri. */
export default function GalleryArea() {
  return <GalleryPage />;
}
