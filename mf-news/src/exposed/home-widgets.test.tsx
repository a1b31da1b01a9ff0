import { screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, stubFetch } from '../../../shared/test/fetch-stub';
import { renderInSite } from '../../../shared/test/render';
import { galleryRow, newsRow } from '../test/rows';
import HomeGallery from './home-gallery';
import HomeNews from './home-news';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

describe('home widgets', () => {
  it('show the latest 4 news and a strip of 4 photos with links to all', async () => {
    server.on('POST', '/api/list/news', {
      body: { r: ['1', '2', '3', '4'].map((id) => newsRow({ id, title: `Haber ${id}` })) },
    });
    server.on('POST', '/api/list/gallery', { body: { r: [1, 2, 3, 4].map(galleryRow) } });
    renderInSite(
      <>
        <HomeNews />
        <HomeGallery />
      </>,
    );
    const news = within(await screen.findByTestId('home-news'));
    expect(news.getByRole('heading', { name: 'Son Haberler' })).toBeTruthy();
    expect(await news.findAllByTestId('news-card')).toHaveLength(4);
    expect(news.getByRole('link', { name: 'Tümünü Gör' }).getAttribute('href')).toBe('/haberler');

    const gallery = within(screen.getByTestId('home-gallery'));
    expect(await gallery.findAllByTestId('gallery-photo')).toHaveLength(4);
    expect(gallery.getByRole('link', { name: 'Tümünü Gör' }).getAttribute('href')).toBe('/galeri');
    expect(server.requests.map((r) => r.body)).toEqual([
      { p: 0, c: 4 },
      { p: 0, c: 4 },
    ]);
  });

  it('hide themselves when their list fails', async () => {
    const { container } = renderInSite(
      <>
        <HomeNews />
        <HomeGallery />
      </>,
    );
    await waitFor(() => expect(server.requests).toHaveLength(2));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
