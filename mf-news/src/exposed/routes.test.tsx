import { bus } from '@kanat/shared/events';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderInSite } from '../../../shared/test/render';
import { galleryRow, newsRow } from '../test/rows';
import NewsRoutes from './routes';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/list/news-most-read', {
    body: { r: [newsRow({ id: 'm1', title: 'Çok Okunan' })] },
  });
  server.on('POST', '/api/list/news-new', {
    body: { r: [newsRow({ id: 'y1', title: 'Yeni Haber' })] },
  });
});
afterEach(() => server.restore());

const bodiesOf = (path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.body);

describe('news detail', () => {
  it('shows the item with its counts, its sanitised body and its comments', async () => {
    server.on('GET', '/api/news/n1', {
      body: { ...newsRow(), page_data: '/media/news/n1.html' },
    });
    server.on('GET', '/media/news/n1.html', {
      body: '<p>Yarışlar <b>İzmir</b>de başladı.</p><img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>',
    });
    server.on('POST', '/api/list/comments', {
      body: { r: [{ id: 'c1', username: 'kanatci', message: '<b>Harika</b> haber!' }] },
    });
    renderInSite(<NewsRoutes />, { path: '/haberler/n1' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ege Bölgesi Yarışları Başladı' }),
    ).toBeTruthy();
    expect(screen.getByText('310 görüntülenme')).toBeTruthy();
    expect(screen.getByText('12 beğeni')).toBeTruthy();
    const body = await screen.findByTestId('news-body');
    expect(body.textContent).toBe('Yarışlar İzmirde başladı.');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    // A comment is text: its markup is shown, never interpreted.
    expect(await screen.findByText('<b>Harika</b> haber!')).toBeTruthy();
    expect(bodiesOf('/api/list/comments')[0]).toEqual({ id: 'n1', p: 0, c: 10 });
    expect(screen.getByTestId('mf-news-routes').getAttribute('data-release')).toBe('test');
  });

  it('invites the first comment when there is none', async () => {
    server.on('GET', '/api/news/n1', { body: { ...newsRow(), page_data: '' } });
    server.on('POST', '/api/list/comments', { body: { r: [] } });
    renderInSite(<NewsRoutes />, { path: '/haberler/n1' });
    expect(await screen.findByText('İlk yorumu sen yap')).toBeTruthy();
  });

  it('says an unknown item was not found', async () => {
    renderInSite(<NewsRoutes />, { path: '/haberler/yok' });
    expect(await screen.findByText('Haber bulunamadı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Haberler' }).getAttribute('href')).toBe('/haberler');
  });

  it('says the item could not be loaded when the server fails', async () => {
    server.on('GET', '/api/news/n1', {
      status: 500,
      body: { error: { status: 'INTERNAL', message: 'x' } },
    });
    renderInSite(<NewsRoutes />, { path: '/haberler/n1' });
    expect(await screen.findByText('Haber yüklenemedi.')).toBeTruthy();
  });

  it('works when the shell mounts it under its section prefix', async () => {
    server.on('GET', '/api/news/n1', { body: { ...newsRow(), page_data: '' } });
    server.on('POST', '/api/list/comments', { body: { r: [] } });
    renderInSite(<NewsRoutes />, { path: '/haberler/n1', mount: '/haberler/*' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ege Bölgesi Yarışları Başladı' }),
    ).toBeTruthy();
  });
});

describe('gallery', () => {
  it('shows 10 photos a page with arrows and opens the viewer on a photo', async () => {
    const viewer: { images: string[]; index?: number }[] = [];
    const onViewer = (e: { images: string[]; index?: number }) => viewer.push(e);
    bus.on('ui:image-viewer-requested', onViewer);
    server.on('POST', '/api/list/gallery', (request) => {
      const { p } = request.body as { p: number };
      if (p === 0)
        return { body: { r: Array.from({ length: 10 }, (_, i) => galleryRow(i + 1)), p: 10 } };
      return { body: { r: [galleryRow(11), galleryRow(12)] } };
    });
    renderInSite(<NewsRoutes />, { path: '/galeri' });

    expect(await screen.findAllByTestId('gallery-photo')).toHaveLength(10);
    const previous = screen.getByRole('button', { name: 'Önceki sayfa' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Fotoğraf 3' }));
    expect(viewer).toHaveLength(1);
    expect(viewer[0].index).toBe(2);
    expect(viewer[0].images).toHaveLength(10);
    expect(viewer[0].images[2]).toBe('/media/gallery/3.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(() => expect(screen.getAllByTestId('gallery-photo')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Fotoğraf 12' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Sonraki sayfa' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(screen.getAllByTestId('gallery-photo')).toHaveLength(10);
    expect(bodiesOf('/api/list/gallery')).toEqual([
      { p: 0, c: 10 },
      { p: 10, c: 10 },
    ]);
    bus.off('ui:image-viewer-requested', onViewer);
  });

  it('says the gallery is empty', async () => {
    server.on('POST', '/api/list/gallery', { body: { r: [] } });
    renderInSite(<NewsRoutes />, { path: '/galeri' });
    expect(await screen.findByText('Galeride fotoğraf bulunamadı')).toBeTruthy();
  });

  it('shows the error state with a retry when the gallery cannot be loaded', async () => {
    renderInSite(<NewsRoutes />, { path: '/galeri' });
    const error = await screen.findByTestId('list-error');
    expect(within(error).getByText('Bir Hata Oluştu')).toBeTruthy();
    server.on('POST', '/api/list/gallery', { body: { r: [galleryRow(1)] } });
    fireEvent.click(within(error).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('gallery-photo')).toHaveLength(1);
  });
});
