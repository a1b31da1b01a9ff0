import { messages } from '@kanat/shared/i18n';
import styled, { keyframes } from 'styled-components';

// The light band moves by transform, which the compositor runs: many skeletons on a slow phone
// cost no painting on the main thread.
const shine = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

/** A shimmering grey block standing in for content while it loads. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{
  /** CSS width; defaults to 100%. */
  $width?: string;
  /** CSS height; defaults to 1em. */
  $height?: string;
  /** Theme radius; defaults to sm. */
  $radius?: 'sm' | 'md' | 'lg' | 'round';
}>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $radius = 'sm' }) => theme.radii[$radius]};
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.skeleton};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      ${({ theme }) => theme.colors.skeletonShine} 50%,
      transparent 100%
    );
    will-change: transform;
    animation: ${shine} 1.4s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      opacity: 0;
    }
  }
`;

/**
 * What marks a block of stand-ins as one region that is loading: spread on its wrapper
 * (`<div {...loadingRegion} data-testid=…>`), so a screen reader hears 'Yükleniyor' once.
 */
export const loadingRegion = {
  role: 'status',
  'aria-busy': true,
  'aria-label': messages.common.loading,
} as const;
