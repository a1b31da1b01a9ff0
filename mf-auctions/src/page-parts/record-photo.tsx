import { IMAGE_SIZES, responsiveImage } from '@kanat/shared/format';
import { FallbackImage } from '@kanat/shared/ui';
import styled from 'styled-components';

const Frame = styled.div<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A sold pigeon's square thumbnail in the records and the sale reports (the placeholder without one). */
export function RecordPhoto({ photo, size }: { photo: string | null; size: number }) {
  return (
    <Frame $size={size}>
      <FallbackImage
        {...(photo === null
          ? { src: undefined }
          : responsiveImage(photo, { widths: [160], sizes: IMAGE_SIZES.auctionThumb }))}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </Frame>
  );
}
