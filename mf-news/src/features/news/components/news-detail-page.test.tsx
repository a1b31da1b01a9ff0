import { IMAGE_SIZES } from '@kanat/shared/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FetchStub, type StubAnswer, stubFetch } from '../../../../../shared/test/fetch-stub';
import {
  member,
  renderInSite,
  type SiteOptions,
  type SiteView,
} from '../../../../../shared/test/render';
import NewsRoutes from '../../../exposed/routes';
import { newsRow } from '../../../test/rows';

let server: FetchStub;
let site: SiteView;

beforeEach(() => {
  server = stubFetch();
  server.on('POST', '/api/list/news-most-read', { body: { r: [] } });
  server.on('POST', '/api/list/news-new', { body: { r: [] } });
  server.on('POST', '/api/list/comments', { body: { r: [] } });
  server.on('GET', '/api/news/n1', {
    body: { ...newsRow({ likes: 12, comment_count: 1 }), page_data: '', likedByMe: false },
  });
});
afterEach(() => {
  server.restore();
});

/** A callable answer that resolves only when `release` is called. */
function heldAnswer(answer: { status?: number; body: unknown }) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async () => {
    await gate;
    return answer;
  };
  return { handler, release: () => release() };
}

async function openItem(options: SiteOptions = {}) {
  site = renderInSite(<NewsRoutes />, { path: '/haberler/n1', ...options });
  return screen.findByTestId('news-like');
}

describe('like toggle', () => {
  it('likes at once, then settles on the count the server sends', async () => {
    const held = heldAnswer({ body: { result: { code: 200, likes: 20, liked: true } } });
    server.on('POST', '/api/fn/likeNew', held.handler);
    const button = await openItem({ user: member() });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('12 beğeni')).toBeTruthy();

    fireEvent.click(button);
    // Optimistic: changed before the server answered.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('13 beğeni')).toBeTruthy();
    expect(within(button).getByText('Beğeniyi Kaldır')).toBeTruthy();

    held.release();
    expect(await screen.findByText('20 beğeni')).toBeTruthy();
    expect(server.callsTo('likeNew')).toEqual([{ id: 'n1' }]);
    expect(site.toasts).toEqual([]);
  });

  it('rolls the like back and says so when the server refuses it', async () => {
    const held = heldAnswer({
      status: 500,
      body: { error: { status: 'INTERNAL', message: 'x' } },
    });
    server.on('POST', '/api/fn/likeNew', held.handler);
    const button = await openItem({ user: member() });
    fireEvent.click(button);
    expect(screen.getByText('13 beğeni')).toBeTruthy();
    held.release();
    await waitFor(() => expect(site.toastTexts()).toEqual(['Haber beğenilemedi.']));
    expect(site.toasts[0].color).toBe('red');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('12 beğeni')).toBeTruthy();
  });

  it('rolls an unlike back with its own message', async () => {
    server.on('GET', '/api/news/n1', {
      body: { ...newsRow({ likes: 5 }), page_data: '', likedByMe: true },
    });
    server.on('POST', '/api/fn/unlikeNew', {
      status: 503,
      body: { error: { status: 'UNAVAILABLE', message: 'x' } },
    });
    const button = await openItem({ user: member() });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(site.toastTexts()).toEqual(['Beğeni kaldırılamadı.']));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('5 beğeni')).toBeTruthy();
    expect(server.callsTo('unlikeNew')).toEqual([{ id: 'n1' }]);
  });

  it('ignores presses while a change is on its way', async () => {
    const held = heldAnswer({ body: { result: { code: 200, likes: 13, liked: true } } });
    server.on('POST', '/api/fn/likeNew', held.handler);
    const button = await openItem({ user: member() });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    held.release();
    expect(await screen.findByText('13 beğeni')).toBeTruthy();
    expect(server.callsTo('likeNew')).toHaveLength(1);
    expect(server.callsTo('unlikeNew')).toHaveLength(0);
  });

  it('sends a guest to login and brings them back afterwards', async () => {
    fireEvent.click(await openItem());
    await waitFor(() => expect(site.location()).toBe('/giris-yap'));
    expect(site.sentFrom()).toBe('/haberler/n1');
    expect(server.callsTo('likeNew')).toEqual([]);
  });

  it('sends a member without a verified phone to finish registering', async () => {
    fireEvent.click(await openItem({ user: member({ phoneVerified: false }) }));
    await waitFor(() => expect(site.location()).toBe('/kayit-ol'));
    expect(site.sentFrom()).toBeNull();
  });
});

describe('comments', () => {
  const comments = (count: number, from = 1) =>
    Array.from({ length: count }, (_, i) => ({
      id: `c${from + i}`,
      username: `uye${from + i}`,
      message: `Yorum ${from + i}`,
      createdOn: Date.UTC(2024, 2, 5, 9, 30),
    }));

  it('pages the comments 10 at a time', async () => {
    server.on('POST', '/api/list/comments', (request) => {
      const { p } = request.body as { p: number };
      return p === 0 ? { body: { r: comments(10), p: 10 } } : { body: { r: comments(3, 11) } };
    });
    await openItem();
    const list = await screen.findByTestId('news-comment-list');
    expect(within(list).getAllByTestId('news-comment')).toHaveLength(10);
    expect(within(list).getAllByText('05.03.2024 12:30')).toHaveLength(10);
    const section = within(screen.getByTestId('news-comments'));
    fireEvent.click(section.getByRole('button', { name: 'Sonraki' }));
    expect(await section.findByText('Yorum 13')).toBeTruthy();
    expect(section.getAllByTestId('news-comment')).toHaveLength(3);
    expect(section.queryByText('Yorum 1')).toBeNull();
    fireEvent.click(section.getByRole('button', { name: 'Önceki' }));
    expect(section.getByText('Yorum 1')).toBeTruthy();
  });

  it('says the comments could not be loaded', async () => {
    server.on('POST', '/api/list/comments', { status: 500, body: 'x' });
    await openItem();
    expect(await screen.findByText('Yorumlar yüklenemedi')).toBeTruthy();
  });

  it('stores a comment, shows it on top and counts it', async () => {
    let stored: { id: string; username: string; message: string }[] = [];
    server.on('POST', '/api/list/comments', () => ({ body: { r: stored } }));
    server.on('POST', '/api/fn/makeComment', (request) => {
      const { data } = request.body as { data: { comment: string } };
      stored = [{ id: 'c9', username: 'ayse', message: data.comment }, ...stored];
      return { body: { result: { code: 200, id: 'c9' } } };
    });
    await openItem({ user: member() });
    expect(await screen.findByText('İlk yorumu sen yap')).toBeTruthy();
    expect(screen.getByText('1 yorum')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Yorumunuz'), {
      target: { value: '  <img src=x onerror="window.__xss=1"> Harika!  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yorum Yap' }));

    expect(await screen.findByText('<img src=x onerror="window.__xss=1"> Harika!')).toBeTruthy();
    expect(screen.getByTestId('news-comments').querySelector('img')).toBeNull();
    expect(server.callsTo('makeComment')).toEqual([
      { postId: 'n1', comment: '<img src=x onerror="window.__xss=1"> Harika!' },
    ]);
    // The typed text already matches in the text area, so the count may render a moment later.
    expect(await screen.findByText('2 yorum')).toBeTruthy();
    expect((screen.getByLabelText('Yorumunuz') as HTMLTextAreaElement).value).toBe('');
    expect(site.toastTexts()).toEqual(['Yorumunuz gönderildi']);
  });

  it('refuses an empty comment without asking the server', async () => {
    server.on('POST', '/api/list/comments', { body: { r: [] } });
    await openItem({ user: member() });
    fireEvent.change(screen.getByLabelText('Yorumunuz'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    expect(await screen.findByText('Yorum boş olamaz.')).toBeTruthy();
    expect(server.callsTo('makeComment')).toEqual([]);
  });

  it('keeps the text and says so when the server refuses the comment', async () => {
    server.on('POST', '/api/list/comments', { body: { r: [] } });
    server.on('POST', '/api/fn/makeComment', {
      status: 429,
      body: { error: { status: 'RESOURCE_EXHAUSTED', message: 'Kota aşıldı' } },
    });
    await openItem({ user: member() });
    fireEvent.change(screen.getByLabelText('Yorumunuz'), { target: { value: 'Merhaba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    await waitFor(() =>
      expect(site.toasts).toEqual([
        { message: 'Bir hata ile karşılaştık', color: 'red', seconds: 3 },
      ]),
    );
    expect((screen.getByLabelText('Yorumunuz') as HTMLTextAreaElement).value).toBe('Merhaba');
    expect(screen.getByText('1 yorum')).toBeTruthy();
  });

  it('sends a guest who comments to login', async () => {
    server.on('POST', '/api/list/comments', { body: { r: [] } });
    await openItem();
    expect(screen.getByText('Yorum yapmak ve beğenmek için giriş yapın.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Yorumunuz'), { target: { value: 'Merhaba' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yorum Yap' }));
    await waitFor(() => expect(site.location()).toBe('/giris-yap'));
    expect(site.sentFrom()).toBe('/haberler/n1');
    expect(server.callsTo('makeComment')).toEqual([]);
  });
});

describe('news picture', () => {
  it('fetches the main picture at once and first as WebP copies, in a reserved 16:9 box', async () => {
    await openItem();
    const picture = screen.getByTestId('news-picture');
    expect(within(screen.getByTestId('news-article')).getByRole('img')).toBe(picture);
    expect(picture.getAttribute('alt')).toBe('Ege Bölgesi Yarışları Başladı');
    expect(picture.getAttribute('src')).toBe('/img/1280/news/n1.jpg');
    expect(picture.getAttribute('srcset')).toContain('/img/800/news/n1.jpg 800w');
    expect(picture.getAttribute('sizes')).toBe(IMAGE_SIZES.newsDetail);
    expect(picture.getAttribute('loading')).toBe('eager');
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual([
      '1280',
      '720',
    ]);
  });

  it('is left out when it cannot be loaded', async () => {
    await openItem();
    fireEvent.error(screen.getByTestId('news-picture'));
    expect(screen.queryByTestId('news-picture')).toBeNull();
  });

  it("holds the article's shape while the item loads", async () => {
    let answer: (value: StubAnswer) => void = () => {};
    server.on('GET', '/api/news/n1', () => new Promise<StubAnswer>((r) => (answer = r)));
    renderInSite(<NewsRoutes />, { path: '/haberler/n1' });
    expect(await screen.findByTestId('article-skeleton')).toBeTruthy();
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/news/n1')).toBe(true));
    expect(screen.getByTestId('article-skeleton')).toBeTruthy();
    answer({ body: { ...newsRow(), page_data: '', likedByMe: false } });
    expect(await screen.findByTestId('news-picture')).toBeTruthy();
    expect(screen.queryByTestId('article-skeleton')).toBeNull();
  });
});

describe('document title', () => {
  beforeEach(() => {
    document.title = 'Kanat Mezat';
  });

  it("names the list, then the item opened from it, as the server's <title> does", async () => {
    server.on('POST', '/api/list/news', { body: { r: [newsRow()] } });
    renderInSite(<NewsRoutes />, { path: '/haberler' });
    const link = await screen.findByRole('link', { name: 'Ege Bölgesi Yarışları Başladı' });
    expect(document.title).toBe('Haberler | Kanat Mezat');
    fireEvent.click(link);
    await screen.findByTestId('news-like');
    expect(document.title).toBe('Ege Bölgesi Yarışları Başladı | Kanat Mezat');
  });

  it('says a missing item is not found', async () => {
    renderInSite(<NewsRoutes />, { path: '/haberler/yok' });
    const page = await screen.findByTestId('news-detail-page');
    await within(page).findByRole('link', { name: 'Haberler' });
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });

  it('names the gallery and a path the section does not have', async () => {
    server.on('POST', '/api/list/gallery', { body: { r: [] } });
    const view = renderInSite(<NewsRoutes />, { path: '/galeri' });
    await waitFor(() => expect(document.title).toBe('Galeri | Kanat Mezat'));
    view.unmount();
    renderInSite(<NewsRoutes />, { path: '/haberler/n1/fazla' });
    await screen.findByTestId('section-not-found');
    expect(document.title).toBe('Sayfa Bulunamadı | Kanat Mezat');
  });
});
