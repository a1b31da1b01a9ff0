import type { AdminPigeonDetail, PigeonVideo, VideoFile } from '@kanat/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { member, renderInSite } from '../../../../../shared/test/render';
import PigeonsArea from '../index';

// The console's video list on a pigeon's page: an MP4 goes to the server as it is, the server's
// answer (with its poster) joins the list, a YouTube link is checked by the shared rule, and the
// list is saved whole.

let server: FetchStub;

const detail = (videos: PigeonVideo[] = []): AdminPigeonDetail => ({
  id: 7,
  serial: 1234,
  tagNum: 'TR-2024-123456',
  name: 'Kara Şimşek',
  active: true,
  state: 'Yarışçı',
  description: '',
  sex: 'male',
  colour: 'mavi alaca',
  bloodline: '',
  owner: {
    id: 'uid-ahmet',
    fullname: 'Ahmet Yılmaz',
    province: 'İzmir',
    city: 'Bornova',
    username: 'ahmet',
    phoneNumber: '+905321112233',
    hasAccount: true,
    note: null,
  },
  photos: [],
  pedigree: null,
  dnaCertificate: null,
  races: [],
  pedigreeChart: { bloodline: '', ancestors: [] },
  videos,
  auctions: [],
  saleRequestId: null,
  createdAt: 0,
  updatedAt: 1,
});

const uploaded: VideoFile = {
  id: 'vid1abcdefgh',
  purpose: 'pigeon-video',
  kind: 'video',
  url: '/media/videos/vid1abcdefgh.mp4',
  contentType: 'video/mp4',
  bytes: 20_000,
  width: 320,
  height: 240,
  durationMs: 4200,
  variants: [{ url: '/media/videos/p-320.jpg', width: 320, height: 240 }],
};

const open = () =>
  renderInSite(<PigeonsArea />, {
    path: '/yonetim/guvercinler/7',
    mount: '/yonetim/guvercinler/*',
    user: member({ staff: true }),
  });

const mp4 = (bytes: number) =>
  new File([new Uint8Array(Math.min(bytes, 16))], 'güvercin.mp4', { type: 'video/mp4' });

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/fn/adminPigeonGet', callableOk({ pigeon: detail() }));
});
afterEach(() => server.restore());

describe('pigeon videos in the console', () => {
  it('uploads an MP4 as it is, adds a YouTube link and saves the list in order', async () => {
    server.on('POST', '/api/staff/videos', { status: 201, body: uploaded });
    server.on('POST', '/api/fn/adminPigeonVideosSave', (request: StubRequest) => {
      const { data } = request.body as { data: { videos: { kind: string; caption: string }[] } };
      return callableOk({
        videos: data.videos.map(
          (v): PigeonVideo =>
            v.kind === 'file'
              ? {
                  kind: 'file',
                  mediaId: uploaded.id,
                  url: uploaded.url,
                  poster: uploaded.variants,
                  width: 320,
                  height: 240,
                  durationMs: 4200,
                  caption: v.caption,
                }
              : { kind: 'youtube', youTubeId: 'dQw4w9WgXcQ', caption: v.caption },
        ),
      });
    });
    const site = open();
    const editor = await screen.findByTestId('pigeon-videos-editor');
    expect(within(editor).getByText('Bu güvercinin videosu yok.')).toBeTruthy();

    fireEvent.change(within(editor).getByLabelText('MP4 video yükle'), {
      target: { files: [mp4(20_000)] },
    });
    expect(await within(editor).findByText('Yüklenen video (4 sn)')).toBeTruthy();
    const sent = server.requests.find((r) => r.path === '/api/staff/videos');
    expect(sent?.url).toBe('/api/staff/videos?name=g%C3%BCvercin.mp4');
    expect(sent?.headers.get('content-type')).toBe('video/mp4');

    fireEvent.click(within(editor).getByRole('button', { name: 'YouTube videosu ekle' }));
    fireEvent.change(within(editor).getByLabelText('YouTube bağlantısı'), {
      target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
    });
    const captions = within(editor).getAllByLabelText('Açıklama');
    fireEvent.change(captions[1] as HTMLElement, { target: { value: 'Uçuşta' } });
    fireEvent.click(
      within(editor).getAllByRole('button', { name: 'Yukarı taşı' })[0] as HTMLElement,
    );
    fireEvent.click(within(editor).getByRole('button', { name: 'Videoları kaydet' }));

    await waitFor(() => expect(server.callsTo('adminPigeonVideosSave')).toHaveLength(1));
    expect(server.callsTo('adminPigeonVideosSave')[0]).toEqual({
      pigeonId: 7,
      videos: [
        { kind: 'youtube', link: 'https://youtu.be/dQw4w9WgXcQ', caption: 'Uçuşta' },
        { kind: 'file', mediaId: uploaded.id, caption: '' },
      ],
    });
    await waitFor(() => expect(site.toastTexts()).toContain('Videolar kaydedildi.'));
  });

  it('refuses a file over the limit before sending it, and shows the server’s refusal', async () => {
    server.on('POST', '/api/staff/videos', {
      status: 400,
      body: {
        error: {
          status: 'INVALID_ARGUMENT',
          message: 'Video en fazla 120 saniye olabilir; bu video 130 saniye.',
        },
      },
    });
    open();
    const editor = await screen.findByTestId('pigeon-videos-editor');
    const input = within(editor).getByLabelText('MP4 video yükle');
    const large = mp4(16);
    Object.defineProperty(large, 'size', { value: 61 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [large] } });
    expect((await screen.findByTestId('video-upload-error')).textContent).toBe(
      'Video en fazla 60 MB olabilir.',
    );
    expect(server.requests.some((r) => r.path === '/api/staff/videos')).toBe(false);

    fireEvent.change(input, { target: { files: [mp4(100)] } });
    await waitFor(() =>
      expect(screen.getByTestId('video-upload-error').textContent).toBe(
        'Video en fazla 120 saniye olabilir; bu video 130 saniye.',
      ),
    );
  });

  it('checks a YouTube link with the shared rule before saving', async () => {
    open();
    const editor = await screen.findByTestId('pigeon-videos-editor');
    fireEvent.click(within(editor).getByRole('button', { name: 'YouTube videosu ekle' }));
    fireEvent.change(within(editor).getByLabelText('YouTube bağlantısı'), {
      target: { value: 'https://vimeo.com/1234' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Videoları kaydet' }));
    expect(
      await within(editor).findByText(
        'Bir YouTube video bağlantısı yapıştırın (youtube.com/watch?v=… ya da youtu.be/…).',
      ),
    ).toBeTruthy();
    expect(server.callsTo('adminPigeonVideosSave')).toEqual([]);
  });
});
