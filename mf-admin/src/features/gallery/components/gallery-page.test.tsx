import type { GalleryPhoto } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import { storedMedia } from '../../../test/media-files';
import GalleryArea from '..';

const photo = (id: number, title: string): GalleryPhoto => ({
  id,
  title,
  img: `/media/gallery/${id}-1600.jpg`,
  thumb: `/media/gallery/${id}-400.jpg`,
  width: 1600,
  height: 1066,
  srcset: `/media/gallery/${id}-400.jpg 400w, /media/gallery/${id}-1600.jpg 1600w`,
  createdOn: Date.parse('2026-03-01T09:00:00Z'),
});

let server: FetchStub;
let photos: GalleryPhoto[];
beforeEach(() => {
  photos = [photo(2, 'Kümes'), photo(1, 'Şampiyon')];
  server = stubFetch();
  server.on('POST', '/api/list/gallery', () => ({ body: { r: photos } }));
});
afterEach(() => server.restore());

const open = () =>
  renderInSite(<GalleryArea />, {
    path: '/yonetim/galeri',
    mount: '/yonetim/galeri/*',
    user: sessionUser({ staff: true }),
  });
const calls = (name: string): StubRequest[] =>
  server.requests.filter((r) => r.path === `/api/fn/${name}`);
const dataOf = (request: StubRequest | undefined) =>
  (request?.body as { data: unknown } | undefined)?.data;

describe('gallery (/yonetim/galeri)', () => {
  it('uploads several photos, takes a caption for each and adds them at once', async () => {
    let upload = 0;
    server.on('POST', '/api/staff/uploads', () => {
      upload += 1;
      return { status: 201, body: storedMedia(`g${upload}`, { purpose: 'gallery' }) };
    });
    server.on('POST', '/api/fn/adminGalleryAdd', () => {
      photos = [photo(4, 'Bir'), photo(3, 'İki'), ...photos];
      return callableOk({ photos: photos.slice(0, 2) });
    });
    const view = open();
    await screen.findAllByTestId('gallery-tile');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Fotoğraflar'), {
        target: {
          files: [
            new File(['a'], 'bir.jpg', { type: 'image/jpeg' }),
            new File(['b'], 'iki.jpg', { type: 'image/jpeg' }),
          ],
        },
      });
    });
    fireEvent.change(await screen.findByLabelText('1. fotoğrafın açıklaması'), {
      target: { value: 'Bir' },
    });
    fireEvent.change(await screen.findByLabelText('2. fotoğrafın açıklaması'), {
      target: { value: 'İki' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Galeriye ekle' }));
    await waitFor(() => expect(calls('adminGalleryAdd')).toHaveLength(1));
    expect(dataOf(calls('adminGalleryAdd')[0])).toEqual({
      items: [
        { photoId: 'g1', title: 'Bir' },
        { photoId: 'g2', title: 'İki' },
      ],
    });
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(4));
    expect(view.toastTexts()).toContain('2 fotoğraf galeriye eklendi.');
    expect(screen.queryByLabelText('1. fotoğrafın açıklaması')).toBeNull();
  });

  it('changes a caption', async () => {
    server.on('POST', '/api/fn/adminGalleryCaption', () => {
      photos = [photo(2, 'Yeni kümes'), photos[1] as GalleryPhoto];
      return callableOk(photos[0] as GalleryPhoto);
    });
    open();
    const field = await screen.findByLabelText('Açıklama: Kümes');
    fireEvent.change(field, { target: { value: 'Yeni kümes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet: Kümes' }));
    await waitFor(() => expect(calls('adminGalleryCaption')).toHaveLength(1));
    expect(dataOf(calls('adminGalleryCaption')[0])).toEqual({ id: 2, title: 'Yeni kümes' });
    expect(await screen.findByLabelText('Açıklama: Yeni kümes')).toBeTruthy();
  });

  it('deletes a photo only after confirming', async () => {
    server.on('POST', '/api/fn/adminGalleryDelete', () => {
      photos = photos.filter((p) => p.id !== 1);
      return callableOk({ id: 1 });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Sil: Şampiyon' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(calls('adminGalleryDelete')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Sil: Şampiyon' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-tile')).toHaveLength(1));
    expect(dataOf(calls('adminGalleryDelete')[0])).toEqual({ id: 1 });
  });
});
