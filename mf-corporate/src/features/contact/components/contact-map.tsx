import { messages } from '@kanat/shared/i18n';
import styled from 'styled-components';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  min-height: 260px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

/** Only https embeds are shown: the URL comes from site info, not from this bundle. */
function embedUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The embedded map of the address; nothing when site info has no usable embed URL. */
export function ContactMap({ src }: { src: string }) {
  const url = embedUrl(src);
  if (!url) return null;
  return (
    <Frame
      src={url}
      title={messages.contact.map}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allowFullScreen
    />
  );
}
