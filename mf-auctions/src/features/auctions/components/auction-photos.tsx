import { openImageViewer } from '@kanat/shared/events';
import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { pigeonFacts } from '@kanat/shared/i18n/lazy';
import { FallbackImage } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { boxAttributes, photoAttributes } from './card-frame';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

/** Thumbnails are drawn at most 148 px wide: two small copies do. */
const thumbWidths = [160, 320];

/** The main photo's box, reserved while the page and the photo load. */
export const PHOTO_RATIO = '4 / 3';

const MainPhoto = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: ${PHOTO_RATIO};
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: zoom-in;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const EmptyPhoto = styled.div`
  aspect-ratio: ${PHOTO_RATIO};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(72px, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Thumb = styled.button<{ $selected: boolean }>`
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border: 2px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;

  & img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

/** What a photo shows, as the page says it; null for a photo staff did not name. */
function slotName(slot: string | null | undefined): string | null {
  switch (slot) {
    case 'body':
      return pigeonFacts.slotBody;
    case 'wings':
      return pigeonFacts.slotWings;
    case 'eye':
      return pigeonFacts.slotEye;
    case 'tail':
      return pigeonFacts.slotTail;
    default:
      return null;
  }
}

/**
 * The pigeon's photos: a large one that opens the full-screen viewer, and thumbnails to
 * choose it, each named by what it shows (body, wings, eye, tail) when staff said so. A
 * pigeon without photos gets the placeholder.
 */
export function AuctionPhotos({
  name,
  pictures,
  slots = [],
}: {
  name: string;
  pictures: readonly string[];
  slots?: readonly (string | null)[];
}) {
  const [selected, setSelected] = useState(0);
  const index = selected < pictures.length ? selected : 0;
  if (pictures.length === 0) {
    return (
      <EmptyPhoto>
        <FallbackImage src={undefined} alt={name} />
      </EmptyPhoto>
    );
  }
  return (
    <Frame data-testid="auction-photos">
      <MainPhoto
        type="button"
        aria-label={fill(messages.auctions.openPhoto, { name })}
        onClick={() => openImageViewer([...pictures], index)}
      >
        {/* The page's largest picture: fetched at once and first. */}
        <FallbackImage
          {...photoAttributes(pictures[index] ?? null, IMAGE_SIZES.auctionDetail, true)}
          {...boxAttributes(PHOTO_RATIO)}
          alt={slotName(slots[index]) === null ? name : `${name}: ${slotName(slots[index])}`}
        />
      </MainPhoto>
      {slotName(slots[index]) === null ? null : (
        <Caption data-testid="photo-slot">{slotName(slots[index])}</Caption>
      )}
      {pictures.length > 1 ? (
        <Thumbs>
          {pictures.map((picture, i) => (
            <Thumb
              key={picture}
              type="button"
              $selected={i === index}
              aria-pressed={i === index}
              aria-label={
                slotName(slots[i]) === null
                  ? fill(messages.auctions.showPhoto, { name, number: i + 1 })
                  : `${fill(messages.auctions.showPhoto, { name, number: i + 1 })}: ${slotName(slots[i])}`
              }
              onClick={() => setSelected(i)}
            >
              <FallbackImage
                {...responsiveImage(picture, {
                  widths: thumbWidths,
                  sizes: IMAGE_SIZES.auctionThumb,
                })}
                {...boxAttributes('1 / 1')}
                alt=""
                loading="lazy"
                decoding="async"
              />
            </Thumb>
          ))}
        </Thumbs>
      ) : null}
    </Frame>
  );
}
