import {
  Card,
  CardBody,
  CardFooter,
  CardGrid,
  CardMedia,
  loadingRegion,
  Skeleton,
} from '@kanat/shared/ui';
import styled from 'styled-components';
import { Owner } from './auction-card';
import { FrameTitle, GROUP_PHOTO_RATIO } from './card-frame';
import { StatsList } from './card-stats';

/**
 * A grey stand-in for one line of text: an inline block around a no-break space takes
 * exactly the height the text would in the same place, so a skeleton is as tall as what
 * replaces it.
 */
export function TextLine({ width }: { width: string }) {
  return (
    <Line $width={width} $height="auto">
      {'\u00a0'}
    </Line>
  );
}

const Line = styled(Skeleton)`
  display: inline-block;
  vertical-align: top;
`;

const MediaFill = styled(Skeleton)`
  position: absolute;
  inset: 0;
`;

const StatusText = styled.div`
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/** Stand-in for a StatusDot line (small text). */
export function StatusSkeleton() {
  return (
    <StatusText>
      <TextLine width="9em" />
    </StatusText>
  );
}

/** Stand-in label/value rows in the same grid as CardStats. */
export function StatsSkeleton({ rows }: { rows: number }) {
  return (
    <StatsList>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <StatsRow key={i} />
      ))}
    </StatsList>
  );
}

function StatsRow() {
  return (
    <>
      <dt>
        <TextLine width="5.5em" />
      </dt>
      <dd>
        <TextLine width="4.5em" />
      </dd>
    </>
  );
}

/** What a card shows, so its stand-in has the same parts. */
export type CardKind = 'auction' | 'group';

/** One card's stand-in: the photo box, title, lines and footer button of a real card. */
export function CardSkeleton({ kind }: { kind: CardKind }) {
  return (
    <Card data-testid="card-skeleton">
      <CardMedia $ratio={kind === 'group' ? GROUP_PHOTO_RATIO : undefined}>
        <MediaFill $height="100%" $radius="sm" />
      </CardMedia>
      <CardBody>
        <FrameTitle>
          <TextLine width="70%" />
        </FrameTitle>
        {kind === 'auction' ? (
          <Owner>
            <TextLine width="60%" />
          </Owner>
        ) : null}
        <StatsSkeleton rows={kind === 'auction' ? 3 : 4} />
      </CardBody>
      <CardFooter>
        {/* The footer's small block button is 40 px tall at least. */}
        <Skeleton $height="40px" $radius="md" />
      </CardFooter>
    </Card>
  );
}

/**
 * Grey stand-ins for cards while the first page loads, in the same grid as the cards: as
 * many as a page brings, so what follows the list stays where it is when they arrive.
 */
export function CardSkeletons({
  count,
  kind = 'auction',
  columns,
  min = 250,
}: {
  count: number;
  kind?: CardKind;
  /** The real grid's fixed column count, if it has one… */
  columns?: number;
  /** …or its minimum card width. */
  min?: number;
}) {
  return (
    <CardGrid $columns={columns} $min={min} {...loadingRegion}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <CardSkeleton key={i} kind={kind} />
      ))}
    </CardGrid>
  );
}
