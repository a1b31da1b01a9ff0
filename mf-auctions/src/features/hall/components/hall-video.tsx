import { fill } from '@kanat/shared/i18n';
import { hallLive } from '@kanat/shared/i18n/lazy';
import { youTubeVideoId } from '@kanat/shared/rules';
import { Button } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.lg}px;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Frame = styled.iframe`
  width: 100%;
  aspect-ratio: 16 / 9;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
`;

/**
 * The player address for a sale's live link (https YouTube or Facebook, `validateHallVideoUrl`),
 * or null when the link names no single video (a channel's page): then only the link is offered.
 * YouTube plays from its no-cookie host.
 */
export function embedUrl(link: string): string | null {
  if (!URL.canParse(link)) return null;
  const url = new URL(link);
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id = youTubeVideoId(link);
    return id === null ? null : `https://www.youtube-nocookie.com/embed/${id}`;
  }
  if (host === 'facebook.com' || host === 'fb.watch') {
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(link)}&show_text=false`;
  }
  return null;
}

/**
 * The sale's live video. Nothing is fetched from YouTube or Facebook until the visitor asks to
 * play it here (their privacy, and a slow phone's data); the link opens it on its own site.
 */
export function HallVideo({ link, title }: { link: string; title: string }) {
  const [shown, setShown] = useState(false);
  const player = embedUrl(link);
  return (
    <Box aria-labelledby="hall-video-title" data-testid="hall-video">
      <h2 id="hall-video-title">{hallLive.video}</h2>
      {shown && player ? (
        <Frame
          src={player}
          title={fill(hallLive.videoTitle, { title })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : player ? (
        <>
          <p>{hallLive.videoNote}</p>
          <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
            {hallLive.showVideo}
          </Button>
        </>
      ) : null}
      <a href={link} target="_blank" rel="noopener noreferrer">
        {hallLive.videoElsewhere}
      </a>
    </Box>
  );
}
