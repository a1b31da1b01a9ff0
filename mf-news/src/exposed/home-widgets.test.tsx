import { IMAGE_SIZES } from '@kanat/shared/format';
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
    // Below the slider: every picture waits its turn, drawn for the home grid's cards.
    const picture = news.getAllByTestId('news-card')[0].querySelector('img');
    expect(picture?.getAttribute('srcset')).toContain('/img/640/news/n1.jpg 640w');
    expect(picture?.getAttribute('sizes')).toBe(IMAGE_SIZES.homeNewsCard);
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('fetchpriority')).toBeNull();
    expect(news.getByRole('link', { name: 'Tümünü Gör' }).getAttribute('href')).toBe('/haberler');

    const gallery = within(screen.getByTestId('home-gallery'));
    expect(await gallery.findAllByTestId('gallery-photo')).toHaveLength(4);
    const photo = gallery.getAllByTestId('gallery-photo')[0].querySelector('img');
    expect(photo?.getAttribute('loading')).toBe('lazy');
    expect(photo?.getAttribute('decoding')).toBe('async');
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['1200', '900']);
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
