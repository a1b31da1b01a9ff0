import { IMAGE_SIZES } from '@kanat/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, type StubAnswer, stubFetch } from '../../../../../shared/test/fetch-stub';
import { renderInSite } from '../../../../../shared/test/render';
import { newsRow } from '../../../test/rows';
import { NewsPage } from './news-page';

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/list/news-most-read', {
    body: { r: [newsRow({ id: 'm1', title: 'En Çok Okunan Haber' })] },
  });
  server.on('POST', '/api/list/news-new', { body: { r: [] } });
});
afterEach(() => server.restore());

const bodiesOf = (path: string) =>
  server.requests.filter((r) => r.path === path).map((r) => r.body);

describe('news page', () => {
  it('lists news cards 10 at a time beside the side panel', async () => {
    server.on('POST', '/api/list/news', {
      body: { r: [newsRow(), newsRow({ id: 'n2', title: 'Kış Bakımı', main_picture: null })] },
    });
    renderInSite(<NewsPage />, { path: '/haberler' });

    const cards = await screen.findAllByTestId('news-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(
      first.getByRole('link', { name: 'Ege Bölgesi Yarışları Başladı' }).getAttribute('href'),
    ).toBe('/haberler/n1');
    expect(first.getByText('5 Mart 2024')).toBeTruthy();
    expect(first.getByText('4 yorum')).toBeTruthy();
    expect(
      within(cards[1]).getByRole('img', { name: 'Kış Bakımı' }).getAttribute('data-placeholder'),
    ).toBe('true');
    expect(bodiesOf('/api/list/news')[0]).toEqual({ p: 0, c: 10 });

    const panel = within(screen.getByTestId('news-side-panel'));
    expect(await panel.findByRole('link', { name: 'En Çok Okunan Haber' })).toBeTruthy();
    expect(within(screen.getByTestId('news-new')).getByText('Haber bulunamadı')).toBeTruthy();
  });

  it("fetches the first card's picture at once and first, the others lazily, as WebP", async () => {
    server.on('POST', '/api/list/news', {
      body: { r: [newsRow(), newsRow({ id: 'n2', main_picture: '/media/news/n2.jpg' })] },
    });
    renderInSite(<NewsPage />, { path: '/haberler' });
    const cards = await screen.findAllByTestId('news-card');
    const [first, second] = cards.map((card) => card.querySelector('img') as HTMLImageElement);
    expect(first.getAttribute('src')).toBe('/img/1280/news/n1.jpg');
    expect(first.getAttribute('srcset')).toContain('/img/480/news/n1.jpg 480w');
    expect(first.getAttribute('sizes')).toBe(IMAGE_SIZES.newsCard);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1280', '720']);
    expect(second.getAttribute('srcset')).toContain('/img/320/news/n2.jpg 320w');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('decoding')).toBe('async');
    expect(second.getAttribute('fetchpriority')).toBeNull();
  });

  it('holds a page of card stand-ins while the first page loads', async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('POST', '/api/list/news', () => new Promise<StubAnswer>((r) => (answer = r)));
    renderInSite(<NewsPage />, { path: '/haberler' });
    await waitFor(() => expect(screen.getAllByTestId('card-skeleton')).toHaveLength(10));
    answer({ body: { r: [newsRow()] } });
    expect(await screen.findAllByTestId('news-card')).toHaveLength(1);
    expect(screen.queryByTestId('card-skeleton')).toBeNull();
  });

  it('shows the load problem with a retry, then the news', async () => {
    renderInSite(<NewsPage />, { path: '/haberler' });
    expect(
      await screen.findByText('Yükleme esnasında bir problem oluştu', { selector: 'p' }),
    ).toBeTruthy();

    server.on('POST', '/api/list/news', { body: { r: [newsRow()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findAllByTestId('news-card')).toHaveLength(1);
  });

  it('says so when there is no news', async () => {
    server.on('POST', '/api/list/news', { body: { r: [] } });
    server.on('POST', '/api/list/news-new', { body: { r: [newsRow()] } });
    renderInSite(<NewsPage />, { path: '/haberler' });
    expect(await screen.findByText('Haber bulunamadı')).toBeTruthy();
    expect(screen.queryByTestId('news-card')).toBeNull();
  });

  it('searches once typing stops and pages the results 3 at a time', async () => {
    server.on('POST', '/api/list/news', { body: { r: [] } });
    server.on('POST', '/api/list/news-search', (request) => {
      const { p } = request.body as { p: number };
      const titles = p === 0 ? ['Sonuç 1', 'Sonuç 2', 'Sonuç 3'] : ['Sonuç 4'];
      return {
        body: {
          r: titles.map((title, i) => newsRow({ id: `${p}-${i}`, title })),
          ...(p === 0 ? { p: 3 } : {}),
        },
      };
    });
    renderInSite(<NewsPage />, { path: '/haberler' });

    const box = screen.getByRole('searchbox', { name: 'Haberlerde ara' });
    fireEvent.change(box, { target: { value: 'gü' } });
    fireEvent.change(box, { target: { value: 'güvercin ' } });
    const results = within(await screen.findByTestId('news-search-results', {}, { timeout: 3000 }));
    expect(await results.findByRole('link', { name: 'Sonuç 3' })).toBeTruthy();
    // Only the settled text was searched, trimmed.
    expect(bodiesOf('/api/list/news-search')).toEqual([{ q: 'güvercin', p: 0, c: 3 }]);

    fireEvent.click(results.getByRole('button', { name: 'Sonraki' }));
    expect(await results.findByRole('link', { name: 'Sonuç 4' })).toBeTruthy();
    expect(results.queryByRole('link', { name: 'Sonuç 1' })).toBeNull();
    fireEvent.click(results.getByRole('button', { name: 'Önceki' }));
    expect(results.getByRole('link', { name: 'Sonuç 1' })).toBeTruthy();
  });

  it('says when a search finds nothing', async () => {
    server.on('POST', '/api/list/news', { body: { r: [] } });
    server.on('POST', '/api/list/news-search', { body: { r: [] } });
    renderInSite(<NewsPage />, { path: '/haberler' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Haberlerde ara' }), {
      target: { value: 'yok' },
    });
    expect(await screen.findByText('Sonuç bulunamadı', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(bodiesOf('/api/list/news-search')).toHaveLength(1));
  });
});
