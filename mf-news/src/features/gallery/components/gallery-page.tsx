import { openImageViewer } from '@kanat/shared/events';
import { messages, pageTitle } from '@kanat/shared/i18n';
import { usePagedList } from '@kanat/shared/query';
import {
  EmptyState,
  ErrorState,
  PageSection,
  PageTitle,
  Skeleton,
  useDocumentTitle,
} from '@kanat/shared/ui';
import { Pager } from '@kanat/shared/ui/controls';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { GALLERY_ENDPOINT, GALLERY_PAGE_SIZE, type GalleryRow } from '../api/list-gallery';
import { PhotoGrid } from './photo-grid';
import { PhotoTile } from './photo-tile';

const Anchor = styled.div`
  scroll-margin-top: ${({ theme }) => theme.sizes.navbarHeight + theme.space.md}px;
`;

/** /galeri: 10 photos a page with previous/next arrows; a photo opens the image viewer. */
export function GalleryPage() {
  const rows = usePagedList<GalleryRow>({
    endpoint: GALLERY_ENDPOINT,
    pageSize: GALLERY_PAGE_SIZE,
  });
  const photos = rows.pageItems;
  const top = useRef<HTMLDivElement>(null);
  const shownPage = useRef(rows.page);
  useDocumentTitle(pageTitle(messages.nav.gallery));

  // The arrows sit under the grid: a new page starts at its first photo, not its last row.
  useEffect(() => {
    if (shownPage.current === rows.page) return;
    shownPage.current = rows.page;
    const grid = top.current;
    if (grid && grid.getBoundingClientRect().top < 0) grid.scrollIntoView?.({ block: 'start' });
  }, [rows.page]);

  let content: ReactNode;
  if (rows.items.length === 0 && rows.failed) {
    content = <ErrorState onRetry={rows.retry} data-testid="list-error" />;
  } else if (rows.items.length === 0 && rows.loadFinished) {
    content = <EmptyState icon="image" title={messages.gallery.empty} />;
  } else if (rows.items.length === 0) {
    content = (
      <PhotoGrid role="status" aria-label={messages.common.loading}>
        {Array.from({ length: GALLERY_PAGE_SIZE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <Skeleton key={i} $height="auto" $radius="md" style={{ aspectRatio: '1 / 1' }} />
        ))}
      </PhotoGrid>
    );
  } else {
    content = (
      <>
        <PhotoGrid data-testid="gallery-grid">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              onOpen={() =>
                openImageViewer(
                  photos.map((p) => p.img),
                  index,
                )
              }
            />
          ))}
        </PhotoGrid>
        {rows.failed ? <ErrorState onRetry={rows.retry} data-testid="list-error" /> : null}
        <Pager
          hasPrevious={rows.hasPrevious}
          hasNext={rows.hasNext && !rows.loading}
          onPrevious={rows.back}
          onNext={rows.forward}
          previousLabel={messages.gallery.previousPage}
          nextLabel={messages.gallery.nextPage}
          label={rows.page + 1}
        />
      </>
    );
  }

  return (
    <PageSection data-testid="gallery-page">
      <PageTitle>{messages.gallery.title}</PageTitle>
      <Anchor ref={top}>{content}</Anchor>
    </PageSection>
  );
}
