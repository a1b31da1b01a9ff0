import { messages } from '@kanat/shared/i18n';
import { FallbackImage } from '@kanat/shared/ui';
import styled from 'styled-components';
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

/** A gallery thumbnail that opens the full-size photo when pressed. */
export function PhotoTile({ photo, onOpen }: { photo: GalleryRow; onOpen: () => void }) {
  const label = photo.title || messages.gallery.title;
  return (
    <Tile type="button" onClick={onOpen} aria-label={label} data-testid="gallery-photo">
      <FallbackImage src={photo.thumb || photo.img} alt={label} />
      {photo.title ? <Caption aria-hidden="true">{photo.title}</Caption> : null}
    </Tile>
  );
}
