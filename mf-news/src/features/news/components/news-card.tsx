import { responsiveImage } from '@kanat/shared/format';
import {
  Card,
  CardBody,
  CardGrid,
  CardMedia,
  CardTitle,
  FallbackImage,
  loadingRegion,
  media,
  Skeleton,
} from '@kanat/shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { NewsRow } from '../api/list-news';
import { newsPath } from '../news-paths';
import { MetaRow, NewsMeta } from './news-meta';
import { TextLine } from './text-line';

/**
 * Where cards stand side by side a row is as tall as its tallest card anyway: the title keeps
 * two lines' room there, so a card (and its stand-in) is as tall whatever its title.
 */
const NewsTitle = styled(CardTitle)`
  ${media.up('mobile')} {
    min-height: ${({ theme }) => 2 * theme.typography.lineHeight.tight}em;
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  &:hover {
    color: ${({ theme }) => theme.colors.teal};
  }
`;

/** News pictures are drawn 16:9 (cards and the article). */
export const NEWS_PICTURE_RATIO = '16 / 9';
/** img width/height of a 16:9 box: the box is reserved before the file arrives. */
export const newsPictureBox = { width: 1280, height: 720 } as const;

/**
 * A news picture's attributes: WebP copies for the slot it is drawn in, and either lazy or,
 * for the page's largest picture, fetched at once and first.
 */
export function newsPicture(src: string | null, sizes: string, priority = false) {
  return {
    ...(src ? responsiveImage(src, { sizes }) : { src: undefined }),
    ...newsPictureBox,
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? undefined : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
}

/** SPEC §2 news card: picture, publish date, comment count, title. */
export function NewsCard({
  news,
  sizes,
  priority = false,
  heading = 'h3',
}: {
  news: NewsRow;
  /** The title's level: h3 under a section's h2 (home page), h2 where the page's h1 is next. */
  heading?: 'h2' | 'h3';
  /** How wide the picture is drawn (one of IMAGE_SIZES): the grid decides. */
  sizes: string;
  /** The list page's first card: its picture is the page's largest. */
  priority?: boolean;
}) {
  return (
    <Card $interactive data-testid="news-card">
      <CardMedia $ratio={NEWS_PICTURE_RATIO}>
        <FallbackImage {...newsPicture(news.main_picture, sizes, priority)} alt={news.title} />
      </CardMedia>
      <CardBody>
        <NewsMeta news={news} />
        <NewsTitle as={heading}>
          <TitleLink to={newsPath(news.id)}>{news.title}</TitleLink>
        </NewsTitle>
      </CardBody>
    </Card>
  );
}

const MediaFill = styled(Skeleton)`
  position: absolute;
  inset: 0;
`;

/** One card's stand-in: the picture box, the date line and the title. */
export function NewsCardSkeleton() {
  return (
    <Card data-testid="card-skeleton">
      <CardMedia $ratio={NEWS_PICTURE_RATIO}>
        <MediaFill $height="100%" $radius="sm" />
      </CardMedia>
      <CardBody>
        <MetaRow>
          <TextLine width="60%" />
        </MetaRow>
        <NewsTitle>
          <TextLine width="80%" />
        </NewsTitle>
      </CardBody>
    </Card>
  );
}

/** Stand-ins for a grid of news cards while it loads, as many as it will show. */
export function NewsCardSkeletons({ count, min }: { count: number; min: number }) {
  return (
    <CardGrid $min={min} {...loadingRegion}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <NewsCardSkeleton key={i} />
      ))}
    </CardGrid>
  );
}
