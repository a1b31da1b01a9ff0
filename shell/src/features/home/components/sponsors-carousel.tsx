import type { Sponsor } from '@kanat/shared/api';
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, mediaQuery, PageSection } from '@kanat/shared/ui';
import type { EmblaOptionsType } from 'embla-carousel';
import { useCallback, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useEmblaStrip } from '../hooks/use-embla-strip';
import { useRotation } from '../hooks/use-rotation';

/** Sponsors per view from the 1100 px carousel breakpoint up, and below it. */
const WIDE_VISIBLE = 4;
const NARROW_VISIBLE = 2;

// One sponsor per step; from the last position it runs back to the first. No dragging, as
// before: the arrows and the timer move it.
const layout: Partial<EmblaOptionsType> = {
  align: 'start',
  containScroll: 'trimSnaps',
  watchDrag: false,
};

/** Logos are drawn at most 88 px tall: small copies do. */
const sponsorWidths = [160, 320, 480];

/** Start positions a strip of `count` items has when `visible` show at once. */
export function carouselPositions(count: number, visible: number): number {
  return Math.max(1, count - visible + 1);
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Viewport = styled.div`
  flex: 1;
  overflow: hidden;
`;

/** Embla moves the track; its items are the slides. */
const Track = styled.ul<{ $visible: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    flex: 0 0 ${({ $visible }) => 100 / $visible}%;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space.xs}px;
  }
`;

const Logo = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    border-color ${({ theme }) => theme.motion.normal};

  &:hover {
    border-color: ${({ theme }) => theme.colors.teal};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }

  /* The logo fills the fixed box and is drawn inside it: nothing moves when it arrives. */
  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    filter: saturate(0.9);
  }
`;

/** Sponsor logos from site info, sliding one step every 3 s (4 per view from 1100 px). */
export function SponsorsCarousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(mediaQuery.up(theme, 'carousel'));
  const visible = Math.min(sponsors.length, wide ? WIDE_VISIBLE : NARROW_VISIBLE) || 1;
  const positions = carouselPositions(sponsors.length, visible);
  // Embla's code comes with the first move (SPEC §9's 3 s step, an arrow, a hover).
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const carousel = useRotation({ count: positions, onMove: want });
  const viewportRef = useEmblaStrip({ layout, index: carousel.index, count: positions, wanted });
  if (sponsors.length === 0) return null;
  const movable = positions > 1;

  return (
    <PageSection title={messages.home.sponsors} tinted data-testid="sponsors">
      <Row ref={carousel.ref} {...carousel.hoverHold}>
        {movable ? (
          <IconButton aria-label={messages.common.previous} onClick={carousel.previous}>
            <Icon name="chevron-left" size={24} />
          </IconButton>
        ) : null}
        <Viewport ref={viewportRef}>
          <Track $visible={visible} data-index={carousel.index}>
            {sponsors.map((s) => (
              <li key={s.image}>
                <Logo
                  as={s.url ? 'a' : 'div'}
                  href={s.url}
                  target={s.url ? '_blank' : undefined}
                  rel={s.url ? 'noopener noreferrer' : undefined}
                  title={s.name}
                >
                  <img
                    {...responsiveImage(s.image, {
                      widths: sponsorWidths,
                      sizes: IMAGE_SIZES.sponsor,
                    })}
                    alt={s.name ?? ''}
                    loading="lazy"
                    decoding="async"
                  />
                </Logo>
              </li>
            ))}
          </Track>
        </Viewport>
        {movable ? (
          <IconButton aria-label={messages.common.next} onClick={carousel.next}>
            <Icon name="chevron-right" size={24} />
          </IconButton>
        ) : null}
      </Row>
    </PageSection>
  );
}
