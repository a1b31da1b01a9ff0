import type { AdminNewsItem, AdminNewsPage, AdminNewsRow } from '@kanat/shared/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import {
  callableOk,
  type FetchStub,
  type StubRequest,
  stubFetch,
} from '../../../../../shared/test/fetch-stub';
import { renderInSite, member as sessionUser } from '../../../../../shared/test/render';
import { storedMedia } from '../../../test/media-files';
import { installProseMirrorDom } from '../../../ui/rich-text/prosemirror-dom';
import NewsArea from '..';

installProseMirrorDom();

const row = (over: Partial<AdminNewsRow>): AdminNewsRow => ({
  id: '7',
  title: 'Bahar yarışları başladı',
  status: 'published',
  main_picture: null,
  publishAt: Date.parse('2026-03-01T09:00:00Z'),
  updatedOn: Date.parse('2026-03-01T09:00:00Z'),
  views: 12,
  likes: 1,
  comment_count: 3,
  ...over,
});

const item = (over: Partial<AdminNewsItem> = {}): AdminNewsItem => ({
  ...row({}),
  html: '<h2>Giriş</h2><p>Yarışlar <strong>başladı</strong>.</p><script>alert(1)</script>',
  pictureId: null,
  ...over,
});

let server: FetchStub;
beforeEach(() => {
  server = stubFetch();
});
afterEach(() => server.restore());

const open = (path: string) =>
  renderInSite(<NewsArea />, {
    path,
    mount: '/yonetim/haberler/*',
    user: sessionUser({ staff: true }),
  });
const calls = (name: string): StubRequest[] =>
  server.requests.filter((r) => r.path === `/api/fn/${name}`);
const dataOf = (request: StubRequest | undefined) =>
  (request?.body as { data: unknown } | undefined)?.data;
/** The TipTap editor behind the page's editing area (ProseMirror keeps it on its element). */
const editorOf = () =>
  (screen.getByTestId('rich-text-content') as unknown as { editor: Editor }).editor;

describe('news list (/yonetim/haberler)', () => {
  it('lists items with their status, switches tabs and searches titles', async () => {
    server.on('POST', '/api/fn/adminNewsList', (request) => {
      const { status } = dataOf(request) as { status?: string };
      const page: AdminNewsPage = {
        rows:
          status === 'scheduled'
            ? [row({ id: '9', title: 'Yarınki duyuru', status: 'scheduled' })]
            : [row({}), row({ id: '8', title: 'Taslak yazı', status: 'draft' })],
        next: null,
      };
      return callableOk(page);
    });
    open('/yonetim/haberler');
    const table = await screen.findByTestId('news-table');
    expect(within(table).getByRole('link', { name: 'Bahar yarışları başladı' })).toBeTruthy();
    expect(within(table).getAllByText('Taslak').length).toBeGreaterThan(0);
    expect(within(table).getAllByText('Yayında').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Zamanlanmış' }));
    expect(await screen.findByRole('link', { name: 'Yarınki duyuru' })).toBeTruthy();
    expect(dataOf(calls('adminNewsList').at(-1))).toEqual({ status: 'scheduled', cursor: null });

    fireEvent.change(screen.getByLabelText('Başlıkta ara'), { target: { value: 'yarın' } });
    fireEvent.keyDown(screen.getByLabelText('Başlıkta ara'), { key: 'Enter' });
    await waitFor(() =>
      expect(dataOf(calls('adminNewsList').at(-1))).toEqual({
        status: 'scheduled',
        q: 'yarın',
        cursor: null,
      }),
    );
  });
});

describe('news editor page', () => {
  it('writes a new item with a picture and schedules it for later', async () => {
    server.on('POST', '/api/staff/uploads', {
      status: 201,
      body: storedMedia('p1', { purpose: 'news-picture' }),
    });
    server.on('POST', '/api/fn/adminNewsSave', (request) =>
      callableOk(
        item({
          id: '21',
          status: 'scheduled',
          title: (dataOf(request) as { title: string }).title,
        }),
      ),
    );
    server.on('POST', '/api/fn/adminNewsGet', callableOk(item({ id: '21', status: 'scheduled' })));
    const view = open('/yonetim/haberler/yeni');

    // Nothing typed: the form's own Turkish messages, no call.
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Başlık yazın.')).toBeTruthy();
    expect(screen.getByText('Haber metni yazın.')).toBeTruthy();
    expect(calls('adminNewsSave')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Başlık'), { target: { value: 'Yeni sezon' } });
    act(() => {
      editorOf().commands.setContent('<p>Sezon açılıyor.</p>', { emitUpdate: true });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Ana resim'), {
        target: { files: [new File(['jpeg'], 'kapak.jpg', { type: 'image/jpeg' })] },
      });
    });
    await screen.findByRole('img', { name: 'Önizleme: Ana resim' });
    fireEvent.click(screen.getByLabelText('İleri tarihte yayınla'));
    const later = new Date(Date.now() + 2 * 24 * 3600_000);
    later.setSeconds(0, 0);
    // Typed in Turkey time (UTC+3 all year), whatever zone the test runs in.
    const turkey = new Date(later.getTime() + 3 * 3600_000).toISOString().slice(0, 16);
    fireEvent.change(screen.getByLabelText('Yayın zamanı (Türkiye saati)'), {
      target: { value: turkey },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(calls('adminNewsSave')).toHaveLength(1));
    expect(dataOf(calls('adminNewsSave')[0])).toEqual({
      title: 'Yeni sezon',
      html: '<p>Sezon açılıyor.</p>',
      status: 'published',
      publishAt: later.getTime(),
      pictureId: 'p1',
    });
    await waitFor(() => expect(view.location()).toBe('/yonetim/haberler/21'));
    expect(view.toastTexts()).toContain('Haber kaydedildi.');
  });

  it('refuses a schedule time in the past before calling the server', async () => {
    open('/yonetim/haberler/yeni');
    fireEvent.change(await screen.findByLabelText('Başlık'), { target: { value: 'x' } });
    act(() => {
      editorOf().commands.setContent('<p>y</p>', { emitUpdate: true });
    });
    fireEvent.click(screen.getByLabelText('İleri tarihte yayınla'));
    fireEvent.change(screen.getByLabelText('Yayın zamanı (Türkiye saati)'), {
      target: { value: '2020-01-01T10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('İleri tarihte yayın için gelecekte bir zaman seçin.'),
    ).toBeTruthy();
    expect(calls('adminNewsSave')).toHaveLength(0);
  });

  it('edits a published item, previews it as the site shows it, and unpublishes it', async () => {
    server.on('POST', '/api/fn/adminNewsGet', callableOk(item()));
    server.on('POST', '/api/fn/adminNewsSave', (request) =>
      callableOk(item({ title: (dataOf(request) as { title: string }).title })),
    );
    server.on('POST', '/api/fn/adminNewsUnpublish', callableOk(item({ status: 'draft' })));
    const view = open('/yonetim/haberler/7');
    const title = await screen.findByLabelText('Başlık');
    expect((title as HTMLInputElement).value).toBe('Bahar yarışları başladı');
    expect(
      (screen.getByLabelText('Yayında kalsın (tarih değişmez)') as HTMLInputElement).checked,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Önizleme' }));
    const preview = await screen.findByTestId('news-preview');
    expect(within(preview).getByRole('heading', { level: 1 }).textContent).toBe(
      'Bahar yarışları başladı',
    );
    const body = within(preview).getByTestId('news-body');
    expect(body.innerHTML).toContain('<h2>Giriş</h2>');
    expect(body.innerHTML).not.toContain('script');
    fireEvent.click(screen.getByRole('button', { name: /kapat/i }));

    fireEvent.change(title, { target: { value: 'Bahar yarışları (güncel)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls('adminNewsSave')).toHaveLength(1));
    // Kept on the site with its date; the picture untouched is not sent.
    expect(dataOf(calls('adminNewsSave')[0])).toEqual({
      id: '7',
      title: 'Bahar yarışları (güncel)',
      html: item().html,
      status: 'published',
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Yayından kaldır' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yayından kaldır' }));
    await waitFor(() => expect(calls('adminNewsUnpublish')).toHaveLength(1));
    expect(dataOf(calls('adminNewsUnpublish')[0])).toEqual({ id: '7' });
    await waitFor(() => expect(view.toastTexts()).toContain('Haber yayından kaldırıldı.'));
  });

  it('keeps the text being written when a scheduled item goes on the site while it is open', async () => {
    const publishAt = Date.parse('2026-03-02T09:00:00Z');
    let status: 'scheduled' | 'published' = 'scheduled';
    server.on('POST', '/api/fn/adminNewsGet', () => callableOk(item({ status, publishAt })));
    const view = open('/yonetim/haberler/7');
    const title = await screen.findByLabelText('Başlık');
    await screen.findByText('Zamanlanmış', { selector: '*:not(option)' });
    fireEvent.change(title, { target: { value: 'Yazılmakta olan başlık' } });

    // Its time passes and the page reads it again (as another part of the console may ask).
    status = 'published';
    await act(() => view.queryClient.refetchQueries({ queryKey: ['admin', 'news', 'item', '7'] }));
    await waitFor(() => expect(calls('adminNewsGet')).toHaveLength(2));
    await screen.findByText('Yayında', { selector: '*:not(option)' });
    expect((screen.getByLabelText('Başlık') as HTMLInputElement).value).toBe(
      'Yazılmakta olan başlık',
    );
  });

  it('deletes an item after a question and goes back to the list', async () => {
    server.on('POST', '/api/fn/adminNewsGet', callableOk(item({ status: 'draft' })));
    server.on('POST', '/api/fn/adminNewsDelete', callableOk({ id: '7' }));
    server.on('POST', '/api/fn/adminNewsList', callableOk({ rows: [], next: null }));
    const view = open('/yonetim/haberler/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('“Bahar yarışları başladı” yorumları');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(view.location()).toBe('/yonetim/haberler'));
    expect(dataOf(calls('adminNewsDelete')[0])).toEqual({ id: '7' });
  });

  it('shows the server reason when a save is refused', async () => {
    server.on('POST', '/api/fn/adminNewsGet', callableOk(item()));
    server.on('POST', '/api/fn/adminNewsSave', {
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', message: 'Haber metni boş olamaz.' } },
    });
    open('/yonetim/haberler/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Haber metni boş olamaz.')).toBeTruthy();
  });
});
