import { media } from '@kanat/shared/ui';
import { memo } from 'react';
import styled from 'styled-components';

/** The current dot is a pill this much wider than the others. */
const PILL_EXTRA_PX = 16;

const Dots = styled.div<{ $raised: boolean }>`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md}px;
  left: 50%;
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  /* Room for the pill: the dots after it stand this much further right. */
  padding-right: ${PILL_EXTRA_PX}px;
  transform: translateX(-50%);

  /* Label cards overlap the slider's bottom edge from this width up. */
  ${media.up('mobile')} {
    bottom: ${({ theme, $raised }) => ($raised ? theme.space.xxl : 0) + theme.space.md}px;
  }
`;

/**
 * One dot: a circle, or the current one's pill. Every box keeps its size and place: the pill
 * and the circle are both drawn and one shows, and the dots after the pill move aside by a
 * transform, so a turn changes no layout (SPEC §2's look, no transition: a width or a colour
 * in motion is the main thread's work on every frame).
 */
const Dot = styled.button<{ $active: boolean; $after: boolean }>`
  position: relative;
  width: 10px;
  height: 10px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  transform: ${({ $after }) => ($after ? `translateX(${PILL_EXTRA_PX}px)` : 'none')};

  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.round};
  }
  &::before {
    width: 10px;
    background: ${({ theme }) => theme.colors.onBrandBorder};
    opacity: ${({ $active }) => ($active ? 0 : 1)};
  }
  &::after {
    width: ${10 + PILL_EXTRA_PX}px;
    background: ${({ theme }) => theme.colors.accent};
    opacity: ${({ $active }) => ($active ? 1 : 0)};
  }
`;

/** A dot; drawn again only when its look changes. */
const SliderDot = memo(function SliderDot({
  index,
  active,
  after,
  goTo,
}: {
  index: number;
  active: boolean;
  after: boolean;
  goTo: (index: number) => void;
}) {
  return (
    <Dot type="button" tabIndex={-1} $active={active} $after={after} onClick={() => goTo(index)} />
  );
});

/** The slider's dots, one per slide (`keys`), the current one (`index`) a pill. */
export function SliderDots({
  keys,
  index,
  raised,
  goTo,
}: {
  keys: readonly string[];
  index: number;
  /** Something (the label cards) overlaps the slider's bottom edge, so the dots sit higher. */
  raised: boolean;
  goTo: (index: number) => void;
}) {
  return (
    <Dots aria-hidden="true" $raised={raised}>
      {keys.map((key, i) => (
        <SliderDot key={key} index={i} active={i === index} after={i > index} goTo={goTo} />
      ))}
    </Dots>
  );
}
