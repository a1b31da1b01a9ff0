import type { SliderPictures } from '@kanat/shared/api';
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, media, Skeleton } from '@kanat/shared/ui';
import { memo } from 'react';
import styled, { useTheme } from 'styled-components';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useSwipe } from '../../../hooks/use-swipe';
import { useGlide } from '../hooks/use-glide';
import { useRotation } from '../hooks/use-rotation';
import { SliderDots } from './slider-dots';

/** The frame's shape (CSS below): square on phones, 16:6 above 600 px; as img width/height. */
const slideBox = { wide: { width: 1600, height: 600 }, narrow: { width: 600, height: 600 } };

/**
 * One slide's <img> attributes: WebP copies for the viewport's width, the frame's shape
 * reserved, and only the first slide (the page's largest picture) fetched at once and first.
 */
export function slideImage(src: string, index: number, wide: boolean) {
  const first = index === 0;
  return {
    ...responsiveImage(src, { sizes: IMAGE_SIZES.slider }),
    ...(wide ? slideBox.wide : slideBox.narrow),
    loading: first ? 'eager' : 'lazy',
    fetchPriority: first ? 'high' : 'auto',
    decoding: first ? undefined : 'async',
  } as const;
}

/** SPEC §2: full-size pictures above 600 px wide, mobile pictures otherwise. */
export function pickSlides(pictures: SliderPictures, wide: boolean): string[] {
  const preferred = wide ? pictures.full : pictures.mobile;
  return preferred.length > 0 ? preferred : wide ? pictures.mobile : pictures.full;
}

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.brandStrong};
  /* The mobile pictures are square; the full ones 16:6. */
  aspect-ratio: 1 / 1;
  max-height: 75vh;
  touch-action: pan-y;

  ${media.up('mobile')} {
    aspect-ratio: 16 / 6;
    max-height: 520px;
    width: 100%;
  }
`;

const Viewport = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

/**
 * The row of slides, moved by a transform the compositor animates (useGlide): a turn costs the
 * main thread one style change, no layout and no script per frame.
 */
const Track = styled.div`
  display: flex;
  height: 100%;
  will-change: transform;
`;

const Slide = styled.img`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
  object-fit: cover;
`;

const Shade = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  height: 40%;
  background: linear-gradient(to top, ${({ theme }) => theme.colors.scrim}, transparent);
  pointer-events: none;
`;

const Arrow = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space.md}px;`}
  transform: translateY(-50%);
  display: none;
  background: ${({ theme }) => theme.colors.scrimLight};
  backdrop-filter: blur(4px);

  ${media.up('mobile')} {
    display: inline-flex;
  }
`;

/** A slide; drawn again only when it becomes or stops being the current one. */
const SlidePicture = memo(function SlidePicture({
  src,
  index,
  wide,
  current,
}: {
  src: string;
  index: number;
  wide: boolean;
  current: boolean;
}) {
  return (
    <Slide
      {...slideImage(src, index, wide)}
      alt=""
      aria-hidden={current ? undefined : true}
      draggable={false}
    />
  );
});

/** The two arrows; never drawn again by a turn. */
const Arrows = memo(function Arrows({
  previous,
  next,
}: {
  previous: () => void;
  next: () => void;
}) {
  return (
    <>
      <Arrow
        $side="left"
        $inverse
        $size={48}
        aria-label={messages.home.sliderPrevious}
        onClick={previous}
      >
        <Icon name="chevron-left" size={28} />
      </Arrow>
      <Arrow $side="right" $inverse $size={48} aria-label={messages.home.sliderNext} onClick={next}>
        <Icon name="chevron-right" size={28} />
      </Arrow>
    </>
  );
});

/** The home slider of SPEC §2: auto-advancing pictures, paused by hover or touch, swipeable. */
export function ImageSlider({
  pictures,
  loading,
  covered = false,
}: {
  pictures: SliderPictures;
  loading: boolean;
  /** Something (the label cards) overlaps the bottom edge, so the dots sit higher. */
  covered?: boolean;
}) {
  const theme = useTheme();
  // "Above 600 px" is strict: exactly 600 px still gets the mobile pictures.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.mobile + 1}px)`);
  const slides = pickSlides(pictures, wide);
  const slider = useRotation({ count: slides.length });
  const position = `translate3d(${-100 * slider.index}%, 0, 0)`;
  const track = useGlide<HTMLDivElement>(position);
  const swipe = useSwipe({
    onSwipeLeft: slider.next,
    onSwipeRight: slider.previous,
    onTouchStart: slider.hold,
    onTouchEnd: slider.release,
  });

  if (slides.length === 0) {
    return loading ? (
      <Frame aria-busy="true">
        <Skeleton $height="100%" $radius="sm" />
      </Frame>
    ) : null;
  }

  return (
    <Frame
      aria-roledescription="carousel"
      aria-label={messages.home.slider}
      data-testid="image-slider"
      data-index={slider.index}
      ref={slider.ref}
      {...slider.hoverHold}
      {...swipe}
    >
      <Viewport>
        <Track ref={track} style={{ transform: position }}>
          {slides.map((src, i) => (
            <SlidePicture key={src} src={src} index={i} wide={wide} current={i === slider.index} />
          ))}
        </Track>
      </Viewport>
      <Shade />
      {slides.length > 1 ? (
        <>
          <Arrows previous={slider.previous} next={slider.next} />
          <SliderDots keys={slides} index={slider.index} raised={covered} goTo={slider.goTo} />
        </>
      ) : null}
    </Frame>
  );
}
