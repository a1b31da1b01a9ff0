import { openImageViewer } from '@kanat/shared/events';
import { messages } from '@kanat/shared/i18n';
import { shownStatus } from '@kanat/shared/query';
import { EmptyState, PageSection, SeeAllLink, Skeleton } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { HOME_GALLERY_COUNT, listGallery } from '../api/list-gallery';
import { PhotoGrid } from './photo-grid';
import { PhotoTile } from './photo-tile';

/** Home: a strip of the 4 newest gallery photos. Hidden entirely when loading fails. */
export function HomeGallerySection() {
  const query = useQuery({
    queryKey: ['gallery', 'home'],
    queryFn: ({ signal }) => listGallery({ c: HOME_GALLERY_COUNT }, signal),
  });
  const status = shownStatus(query);
  if (status === 'failed') return null;
  const photos = query.data?.r.slice(0, HOME_GALLERY_COUNT) ?? [];
  return (
    <PageSection
      title={messages.home.gallery}
      action={<SeeAllLink to="/galeri" />}
      tinted
      data-testid="home-gallery"
    >
      {status === 'loading' ? (
        <PhotoGrid $columns={HOME_GALLERY_COUNT} role="status" aria-label={messages.common.loading}>
          {Array.from({ length: HOME_GALLERY_COUNT }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <Skeleton key={i} $height="auto" $radius="md" style={{ aspectRatio: '1 / 1' }} />
          ))}
        </PhotoGrid>
      ) : null}
      {status === 'ready' && photos.length === 0 ? (
        <EmptyState icon="image" title={messages.gallery.empty} />
      ) : null}
      {photos.length > 0 ? (
        <PhotoGrid $columns={HOME_GALLERY_COUNT}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              columns={HOME_GALLERY_COUNT}
              onOpen={() =>
                openImageViewer(
                  photos.map((p) => p.img),
                  index,
                )
              }
            />
          ))}
        </PhotoGrid>
      ) : null}
    </PageSection>
  );
}
