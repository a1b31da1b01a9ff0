import { fireEvent, screen, within } from '@testing-library/react';
import { fakeLive, type LiveServer } from '../../../../../shared/test/fake-live';
import { type FetchStub, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { auctionDetail } from '../../../test/rows';
import { AuctionDetailPage } from './auction-detail-page';

let server: FetchStub;
let live: LiveServer;
beforeEach(() => {
  server = stubFetch();
  live = fakeLive();
});
afterEach(() => {
  live.restore();
  server.restore();
});

const poster = (width: number) => ({
  url: `/media/videos/p-${width}.jpg`,
  width,
  height: width * 0.75,
});

function openWithVideos() {
  server.on('GET', '/api/auctions/a1', {
    body: auctionDetail({
      videos: [
        {
          kind: 'file',
          mediaId: 'vid1abcdefgh',
          url: '/media/videos/vid1abcdefgh.mp4',
          poster: [poster(320), poster(640), poster(1280)],
          width: 1280,
          height: 960,
          durationMs: 14_600,
          caption: 'Kanat açılışı',
        },
        { kind: 'youtube', youTubeId: 'dQw4w9WgXcQ', caption: '' },
      ],
    }),
  });
  renderInSite(<AuctionDetailPage />, {
    path: '/acik-arttirmalar/a1',
    mount: '/acik-arttirmalar/:id',
  });
}

describe('the pigeon’s videos on its auction page', () => {
  it('plays an upload from the media store with its poster, fetching nothing before play', async () => {
    openWithVideos();
    const section = await screen.findByTestId('pigeon-videos');
    expect(within(section).getByRole('heading', { name: 'Videolar' })).toBeTruthy();
    const video = section.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/media/videos/p-640.jpg');
    expect(video.getAttribute('aria-label')).toBe('Kanat açılışı');
    expect(video.querySelector('source')?.getAttribute('src')).toBe(
      '/media/videos/vid1abcdefgh.mp4',
    );
    expect(within(section).getByText('Kanat açılışı · 15 saniye')).toBeTruthy();
  });

  it('loads a YouTube video from its no-cookie player only when asked', async () => {
    openWithVideos();
    const section = await screen.findByTestId('pigeon-videos');
    expect(section.querySelector('iframe')).toBeNull();
    expect(within(section).getByRole('link', { name: 'YouTube’da aç' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    fireEvent.click(within(section).getByRole('button', { name: 'YouTube’da oynat' }));
    const frame = section.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(frame?.getAttribute('title')).toBe('TR-2023-11842 videosu');
  });

  it('shows no video section for a pigeon without videos', async () => {
    server.on('GET', '/api/auctions/a1', { body: auctionDetail() });
    renderInSite(<AuctionDetailPage />, {
      path: '/acik-arttirmalar/a1',
      mount: '/acik-arttirmalar/:id',
    });
    await screen.findByRole('heading', { level: 1, name: 'Şampiyon Gök Alaca' });
    expect(screen.queryByTestId('pigeon-videos')).toBeNull();
  });
});
