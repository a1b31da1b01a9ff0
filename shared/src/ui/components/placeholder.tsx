import { messages } from '@kanat/shared/i18n';
import { type ImgHTMLAttributes, useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  min-height: 80px;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.surfaceMuted},
    ${({ theme }) => theme.colors.tealSoft}
  );
  color: ${({ theme }) => theme.colors.borderStrong};

  & > svg {
    width: 38%;
    max-width: 96px;
    height: auto;
  }
`;

/** A neutral pigeon silhouette that fills its box where a photo is missing. */
export function Placeholder({ label = messages.common.noImage }: { label?: string }) {
  return (
    <Frame role="img" aria-label={label} data-placeholder="true">
      <svg viewBox="0 0 64 48" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M8 30c6-1 11-4 15-9 3-4 5-9 10-11 4-2 8-1 10 2l6-1-4 4c1 6-2 12-8 15l12 5c-8 3-17 3-24 1-6 2-13 1-17-2l6-1c-2-1-4-2-6-3zm35-16a1.6 1.6 0 1 0 0-3.2 1.6 1.6 0 0 0 0 3.2z"
        />
      </svg>
    </Frame>
  );
}

export type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> & {
  /** Required: photos of pigeons carry meaning, so say what is in them. */
  alt: string;
  /** Text for the placeholder when the image is missing or fails. */
  fallbackLabel?: string;
};

/** An <img> that shows the Placeholder when it has no source or fails to load. */
export function FallbackImage({ src, alt, fallbackLabel, onError, ...img }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (!src || failedSrc === src) return <Placeholder label={fallbackLabel || alt || undefined} />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        setFailedSrc(src);
        onError?.(e);
      }}
      {...img}
    />
  );
}
