import { IMAGE_SIZES } from '@kanat/shared/format';
import { loadingRegion, PageTitle, Skeleton } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { NEWS_PICTURE_RATIO, newsPicture } from './news-card';
import { MetaRow } from './news-meta';
import { TextLine } from './text-line';

/**
 * The article's picture box: the card's 16:9, as wide as the article and at most 460 px
 * tall. It is the same box before and after the file arrives.
 */
const pictureBox = `
  display: block;
  width: 100%;
  aspect-ratio: ${NEWS_PICTURE_RATIO};
  max-height: 460px;
`;

const Picture = styled.img`
  ${pictureBox}
  height: auto;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * A news item's main picture: the page's largest, so fetched at once and first, as WebP
 * copies for the article's width. Left out rather than shown broken when it cannot be loaded.
 */
export function NewsPicture({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Picture
      {...newsPicture(src, IMAGE_SIZES.newsDetail, true)}
      alt={alt}
      onError={() => setFailed(true)}
      data-testid="news-picture"
    />
  );
}

/** The shared article's column: title, lines, picture and body one under the other. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  container-type: inline-size;

  & > h1 {
    margin-bottom: 0;
  }
`;

/**
 * A line more where the column is narrow: titles take two lines below about 700 px, the
 * date and counts two below about 480 px.
 */
const NarrowLine = styled.span<{ $below: number }>`
  /* Doubled: the date line styles its own spans. */
  && {
    display: block;
    width: 100%;
  }

  @container (min-width: ${({ $below }) => $below}px) {
    && {
      display: none;
    }
  }
`;

const PictureStandIn = styled(Skeleton)`
  ${pictureBox}
`;

const ButtonStandIn = styled(Skeleton)`
  align-self: flex-start;
`;

const BodyLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;

/**
 * The article's shape while it loads: title, date line, like button, the picture box and a
 * few lines of text, where they will be.
 */
export function NewsArticleSkeleton() {
  return (
    <Frame {...loadingRegion} data-testid="article-skeleton">
      <PageTitle>
        <TextLine width="80%" />
        <NarrowLine $below={700}>
          <TextLine width="50%" />
        </NarrowLine>
      </PageTitle>
      <MetaRow>
        <TextLine width="70%" />
        <NarrowLine $below={480}>
          <TextLine width="40%" />
        </NarrowLine>
      </MetaRow>
      {/* The like button: a medium button, 40 px tall at least. */}
      <ButtonStandIn $width="8em" $height="40px" $radius="md" />
      <PictureStandIn $height="auto" $radius="lg" />
      <BodyLines>
        <Skeleton $width="95%" />
        <Skeleton $width="100%" />
        <Skeleton $width="80%" />
      </BodyLines>
    </Frame>
  );
}
