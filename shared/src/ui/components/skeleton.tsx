import styled, { keyframes } from 'styled-components';

const shine = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
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
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeleton} 25%,
    ${({ theme }) => theme.colors.skeletonShine} 50%,
    ${({ theme }) => theme.colors.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shine} 1.4s ease-in-out infinite;
`;
