import type { PigeonVideo } from '@kanat/shared/contracts';
import { fill } from '@kanat/shared/i18n';
import { pigeonVideos as texts } from '@kanat/shared/i18n/lazy';
import { Button } from '@kanat/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;

  video,
  iframe {
    display: block;
    width: 100%;
    height: auto;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandStrong};
  }

  iframe {
    aspect-ratio: 16 / 9;
  }

  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
  }
`;

/** Where a YouTube video waits to be asked for: no request leaves for YouTube before. */
const Waiting = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  aspect-ratio: 16 / 9;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;

  p {
    margin: 0;
  }

  a {
    color: inherit;
  }
`;

/** The poster a phone's page needs: the first size at least 640 wide, else the largest. */
const posterOf = (video: Extract<PigeonVideo, { kind: 'file' }>) =>
  (video.poster.find((p) => p.width >= 640) ?? video.poster.at(-1))?.url;

function YouTubeVideo({
  video,
  label,
}: {
  video: Extract<PigeonVideo, { kind: 'youtube' }>;
  label: string;
}) {
  const [shown, setShown] = useState(false);
  return shown ? (
    <iframe
      src={`https://www.youtube-nocookie.com/embed/${video.youTubeId}?autoplay=1`}
      title={label}
      referrerPolicy="strict-origin-when-cross-origin"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  ) : (
    <Waiting>
      <p>{texts.playNote}</p>
      <Button type="button" $variant="secondary" onClick={() => setShown(true)}>
        {texts.play}
      </Button>
      <a
        href={`https://www.youtube.com/watch?v=${video.youTubeId}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {texts.watchOnYouTube}
      </a>
    </Waiting>
  );
}

/**
 * The pigeon's videos on its auction page. An upload plays from the media store with the poster
 * the server made, and nothing of it is fetched until it is played (`preload="none"`), so the
 * page's first render does not wait on it; a YouTube video loads only when asked for.
 */
export function PigeonVideos({ videos, tag }: { videos: readonly PigeonVideo[]; tag: string }) {
  if (videos.length === 0) return null;
  const label = fill(texts.videoOf, { tag });
  return (
    <section aria-labelledby="pigeon-videos-title" data-testid="pigeon-videos">
      <h2 id="pigeon-videos-title">{texts.title}</h2>
      <List>
        {videos.map((video) => (
          <li key={video.kind === 'file' ? video.mediaId : video.youTubeId}>
            <Figure>
              {video.kind === 'file' ? (
                // biome-ignore lint/a11y/useMediaCaption: a pigeon's video has no speech; its caption below says what it shows
                <video
                  controls
                  playsInline
                  preload="none"
                  poster={posterOf(video)}
                  width={video.width ?? undefined}
                  height={video.height ?? undefined}
                  aria-label={video.caption || label}
                >
                  <source src={video.url} type="video/mp4" />
                </video>
              ) : (
                <YouTubeVideo video={video} label={video.caption || label} />
              )}
              <figcaption>
                {video.caption}
                {video.caption && video.kind === 'file' ? ' · ' : null}
                {video.kind === 'file'
                  ? fill(texts.duration, { seconds: Math.round(video.durationMs / 1000) })
                  : null}
              </figcaption>
            </Figure>
          </li>
        ))}
      </List>
    </section>
  );
}
