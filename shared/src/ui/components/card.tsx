import styled, { css } from 'styled-components';

/** A white, rounded surface. `$interactive` lifts it on hover for cards that are links. */
export const Card = styled.article<{ $interactive?: boolean; $padded?: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme, $padded }) => ($padded ? `${theme.space.lg}px` : '0')};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      &:hover,
      &:focus-within {
        transform: translateY(-3px);
        box-shadow: ${theme.shadows.raised};
      }
    `}
`;

/** Image area at the top of a card, fixed to an aspect ratio so grids line up. */
export const CardMedia = styled.div<{ $ratio?: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio = '4 / 3' }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Text area of a card. */
export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
`;

/** A card's heading. */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** Bottom row of a card for its actions. */
export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
