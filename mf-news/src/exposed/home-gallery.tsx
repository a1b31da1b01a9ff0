import { HomeGallerySection } from '../features/gallery/components/home-gallery-section';

/** Home-page widget: a strip of gallery photos. */
export default function HomeGallery() {
  return <HomeGallerySection />;
}
