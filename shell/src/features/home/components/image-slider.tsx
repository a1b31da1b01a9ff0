import type { SliderPictures } from '@kanat/shared/api';
import { messages } from '@kanat/shared/i18n';
import { Icon, IconButton, media, Skeleton } from '@kanat/shared/ui';
import styled from 'styled-components';
import { useSwipe } from '../../../hooks/use-swipe';
import { useSlider } from '../hooks/use-slider';
import { hoverHold } from '../hover-hold';

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

const Slide = styled.img<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.slow};
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

const Dots = styled.div<{ $raised: boolean }>`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md}px;
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  transform: translateX(-50%);

  /* Label cards overlap the slider's bottom edge from this width up. */
  ${media.up('mobile')} {
    bottom: ${({ theme, $raised }) => ($raised ? theme.space.xxl : 0) + theme.space.md}px;
  }
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? 26 : 10)}px;
  height: 10px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.onBrandBorder)};
  cursor: pointer;
  transition:
    width ${({ theme }) => theme.motion.normal},
    background ${({ theme }) => theme.motion.normal};
`;

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
  const slider = useSlider(pictures);
  const swipe = useSwipe({
    onSwipeLeft: slider.next,
    onSwipeRight: slider.previous,
    onTouchStart: slider.hold,
    onTouchEnd: slider.release,
  });

  if (slider.slides.length === 0) {
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
      {...hoverHold(slider.hold, slider.release)}
      {...swipe}
    >
      {slider.slides.map((src, i) => (
        <Slide
          key={src}
          src={src}
          alt=""
          $shown={i === slider.index}
          aria-hidden={i !== slider.index}
          loading={i === 0 ? 'eager' : 'lazy'}
          draggable={false}
        />
      ))}
      <Shade />
      {slider.slides.length > 1 ? (
        <>
          <Arrow
            $side="left"
            $inverse
            $size={48}
            aria-label={messages.home.sliderPrevious}
            onClick={slider.previous}
          >
            <Icon name="chevron-left" size={28} />
          </Arrow>
          <Arrow
            $side="right"
            $inverse
            $size={48}
            aria-label={messages.home.sliderNext}
            onClick={slider.next}
          >
            <Icon name="chevron-right" size={28} />
          </Arrow>
          <Dots aria-hidden="true" $raised={covered}>
            {slider.slides.map((src, i) => (
              <Dot
                key={src}
                type="button"
                tabIndex={-1}
                $active={i === slider.index}
                onClick={() => slider.goTo(i)}
              />
            ))}
          </Dots>
        </>
      ) : null}
    </Frame>
  );
}
