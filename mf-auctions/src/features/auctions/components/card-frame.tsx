import { responsiveImage } from '@kanat/shared/format';
import {
  Card,
  CardBody,
  CardFooter,
  CardMedia,
  CardTitle,
  FallbackImage,
  LinkButton,
  media,
} from '@kanat/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Badge = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs}px;
  left: ${({ theme }) => theme.space.xs}px;
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/**
 * Where cards stand side by side a row is as tall as its tallest card anyway: the title keeps
 * two lines' room there, so a card (and its stand-in) is as tall whatever its title.
 */
export const FrameTitle = styled(CardTitle)`
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

/** Group photos are drawn 16:9 (cards, their stand-ins and the group's header). */
export const GROUP_PHOTO_RATIO = '16 / 9';

/** img width/height for the photo box's shape: the box is reserved before the file arrives. */
export function boxAttributes(ratio: string): { width: number; height: number } {
  const [w = 4, h = 3] = ratio.split('/').map((n) => Number(n.trim()));
  return { width: 1280, height: Math.round((1280 * h) / w) };
}

/**
 * Attributes of a photo: WebP copies for the slot it is drawn in (`sizes`), and either lazy
 * or, for the page's largest picture, fetched at once and first.
 */
export function photoAttributes(src: string | null, sizes: string, priority = false) {
  return {
    ...(src ? responsiveImage(src, { sizes }) : { src: undefined }),
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? undefined : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
}

/**
 * The frame SPEC §2 auction and group cards share: photo with a badge on it, title and
 * footer button both leading to `to`; each card fills in the badge, the body and the
 * button's text.
 */
export function CardFrame({
  testId,
  to,
  title,
  photo,
  ratio = '4 / 3',
  sizes,
  priority = false,
  badge,
  overlay,
  action,
  children,
}: {
  /** The browser tests find cards by it. */
  testId: string;
  to: string;
  title: string;
  /** Null when there is none: FallbackImage then shows its placeholder. */
  photo: string | null;
  /** Aspect ratio of the photo box. */
  ratio?: string;
  /** How wide the photo is drawn (one of IMAGE_SIZES). */
  sizes: string;
  /** The page's largest picture (the list's first card): fetched at once and first. */
  priority?: boolean;
  /** Shown on the photo's top-left corner. */
  badge: ReactNode;
  /** Laid over the photo by itself (the watch button, top right): the card keeps its size. */
  overlay?: ReactNode;
  /** Text of the footer button. */
  action: string;
  /** What the body shows under the title. */
  children: ReactNode;
}) {
  return (
    <Card $interactive data-testid={testId}>
      <CardMedia $ratio={ratio}>
        <FallbackImage
          {...photoAttributes(photo, sizes, priority)}
          {...boxAttributes(ratio)}
          alt={title}
        />
        <Badge>{badge}</Badge>
        {overlay}
      </CardMedia>
      <CardBody>
        <FrameTitle>
          <TitleLink to={to}>{title}</TitleLink>
        </FrameTitle>
        {children}
      </CardBody>
      <CardFooter>
        <LinkButton to={to} $variant="secondary" $size="sm" $block>
          {action}
        </LinkButton>
      </CardFooter>
    </Card>
  );
}
