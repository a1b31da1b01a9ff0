import { messages } from '@kanat/shared/i18n';
import { FallbackImage } from '@kanat/shared/ui';
import styled, { useTheme } from 'styled-components';
import type { GalleryRow } from '../api/list-gallery';

const Tile = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1 / 1;
  padding: 0;
  overflow: hidden;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: zoom-in;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform ${({ theme }) => theme.motion.slow};
  }
  &:hover img,
  &:focus-visible img {
    transform: scale(1.05);
  }
`;

const Caption = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  left: 0;
  padding: ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.sm}px
    ${({ theme }) => theme.space.xs}px;
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  text-align: left;
`;

/**
 * How wide a tile is on screen: half the width on phones, a fifth (or a quarter on the home
 * strip) from the mobile breakpoint up. The browser picks the srcset width from it.
 */
export function tileSizes(columns: number, mobileBreakpoint: number): string {
  return `(min-width: ${mobileBreakpoint}px) ${Math.ceil(100 / columns)}vw, 50vw`;
}

/** A gallery thumbnail that opens the full-size photo when pressed. */
export function PhotoTile({
  photo,
  onOpen,
  columns = 5,
}: {
  photo: GalleryRow;
  onOpen: () => void;
  /** Tiles per row from the mobile breakpoint up. */
  columns?: number;
}) {
  const theme = useTheme();
  const label = photo.title || messages.gallery.title;
  return (
    <Tile type="button" onClick={onOpen} aria-label={label} data-testid="gallery-photo">
      <FallbackImage
        src={photo.thumb || photo.img}
        srcSet={photo.srcset || undefined}
        sizes={photo.srcset ? tileSizes(columns, theme.breakpoints.mobile) : undefined}
        width={photo.width || undefined}
        height={photo.height || undefined}
        alt={label}
      />
      {photo.title ? <Caption aria-hidden="true">{photo.title}</Caption> : null}
    </Tile>
  );
}
