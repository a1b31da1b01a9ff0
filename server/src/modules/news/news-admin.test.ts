import type { AdminNewsItem, AdminNewsPage, MediaFile } from '@kanat/shared/contracts';
import { forbidden, xssPayloads } from '@kanat/shared/testing/xss-payloads';
import { and, desc, eq } from 'drizzle-orm';
import { bodyLimit } from '../../app';
import { auditLog, news } from '../../db/schema';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { isAttached, uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { runNewsCommand } from '../staff';

describe('console news editor (adminNews* callables)', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let editor: ApiClient;
  let reader: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInStaff(t.app, { fullname: 'Zeynep Kaya' });
    editor = new ApiClient(t.app, { cookie: staff.cookie });
    reader = new ApiClient(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const save = (data: Record<string, unknown>) => editor.ok<AdminNewsItem>('adminNewsSave', data);
  const publicList = async () =>
    (await reader.list<{ r: Array<{ id: string }> }>('news', { p: 0, c: 50 })).body.r.map(
      (row) => row.id,
    );
  const publicPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/news/${id}` });
  const publicBody = (id: string) => t.app.inject({ method: 'GET', url: `/api/news/${id}/body` });
  const lastAudit = async (id: string) => {
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'news'), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row;
  };
  const attached = (file: MediaFile) => isAttached(t.database.db, file.id);

  it('keeps a draft off the site (404 on its page, absent from every list), then publishes it now', async () => {
    const draft = await save({
      title: 'Taslak: bahar yarışları',
      html: '<p>Henüz hazır değil.</p>',
      status: 'draft',
    });
    expect(draft).toMatchObject({ title: 'Taslak: bahar yarışları', status: 'draft' });
    expect((await publicPage(draft.id)).statusCode).toBe(404);
    expect((await publicBody(draft.id)).statusCode).toBe(404);
    expect(await publicList()).not.toContain(draft.id);
    const search = await reader.list<{ r: unknown[] }>('news-search', { q: 'bahar' });
    expect(search.body.r).toEqual([]);
    const mostRead = await reader.list<{ r: Array<{ id: string }> }>('news-most-read', {});
    expect(mostRead.body.r.map((r) => r.id)).not.toContain(draft.id);
    const member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    expect((await member.call('likeNew', { id: draft.id })).status).toBe(404);
    expect((await member.call('makeComment', { postId: draft.id, comment: 'Güzel' })).status).toBe(
      404,
    );
    expect((await reader.list('comments', { id: draft.id })).status).toBe(404);

    const published = await save({ ...draft, status: 'published' });
    expect(published.status).toBe('published');
    expect(published.publishAt).toBeLessThanOrEqual(Date.now());
    expect((await publicPage(draft.id)).statusCode).toBe(200);
    expect(await publicList()).toContain(draft.id);
    expect((await lastAudit(draft.id))?.action).toBe('news.update');
  });

  it('schedules an item: hidden until its time, then on the site by itself', async () => {
    const item = await save({
      title: 'Zamanlanmış duyuru',
      html: '<p>Yakında.</p>',
      status: 'published',
      publishAt: Date.now() + 60 * 60_000,
    });
    expect(item.status).toBe('scheduled');
    expect((await publicPage(item.id)).statusCode).toBe(404);
    expect(await publicList()).not.toContain(item.id);
    const tabs = await editor.ok<AdminNewsPage>('adminNewsList', { status: 'scheduled' });
    expect(tabs.rows.map((r) => r.id)).toEqual([item.id]);

    // Its time comes (the database's clock is what decides): no deploy, no further call.
    await t.database.db
      .update(news)
      .set({ publishDate: new Date(Date.now() - 1000) })
      .where(eq(news.id, Number(item.id)));
    expect((await publicPage(item.id)).statusCode).toBe(200);
    expect(await publicList()).toContain(item.id);
  });

  it('unpublishes back to a draft and edits a published item in place', async () => {
    const item = await save({ title: 'Yayında', html: '<p>Bir</p>', status: 'published' });
    const edited = await save({
      id: item.id,
      title: 'Yayında (düzeltildi)',
      html: '<p>İki</p>',
      status: 'published',
    });
    expect(edited.publishAt).toBe(item.publishAt);
    expect((await publicBody(item.id)).body).toBe('<p>İki</p>');
    const audit = await lastAudit(item.id);
    expect(audit).toMatchObject({
      action: 'news.update',
      actorId: staff.user.uid,
      actorLabel: 'Zeynep Kaya',
      before: expect.objectContaining({ title: 'Yayında', html: '<p>Bir</p>' }),
      after: expect.objectContaining({ title: 'Yayında (düzeltildi)', html: '<p>İki</p>' }),
    });

    const down = await editor.ok<AdminNewsItem>('adminNewsUnpublish', { id: item.id });
    expect(down.status).toBe('draft');
    expect((await publicPage(item.id)).statusCode).toBe(404);
    expect((await lastAudit(item.id))?.action).toBe('news.unpublish');

    const drafts = await editor.ok<AdminNewsPage>('adminNewsList', {
      status: 'draft',
      q: 'DÜZELTİLDİ',
    });
    expect(drafts.rows.map((r) => r.title)).toEqual(['Yayında (düzeltildi)']);
  });

  it('strips every XSS payload on save and keeps headings, lists, links and our pictures', async () => {
    const inline = await uploadAccepted(t.app, staff.cookie, 'news-inline');
    const html =
      '<h2>Başlık</h2><ul><li>Bir</li></ul><ol><li>İki</li></ol>' +
      '<p><a href="https://example.com/yaris" target="_blank">bağlantı</a></p>' +
      `<p><img src="${inline.url}" alt="kuş"></p>${xssPayloads.join('')}`;
    const item = await save({ title: 'Güvenlik', html, status: 'published' });
    for (const pattern of forbidden) expect(item.html).not.toMatch(pattern);
    expect(item.html).toContain('<h2>Başlık</h2><ul><li>Bir</li></ul><ol><li>İki</li></ol>');
    expect(item.html).toContain(
      '<a href="https://example.com/yaris" target="_blank" rel="noopener noreferrer nofollow">bağlantı</a>',
    );
    expect(item.html).toContain(`<img src="${inline.url}" alt="kuş" loading="lazy" />`);
    expect(item.html).not.toContain('evil.example');
    // The picture placed into the body is claimed, so housekeeping keeps it.
    expect(await attached(inline)).toBe(true);
    const served = (await publicBody(item.id)).body;
    for (const pattern of forbidden) expect(served).not.toMatch(pattern);

    // Taken out of the body, it is released again.
    await save({ id: item.id, title: 'Güvenlik', html: '<p>Resimsiz</p>', status: 'published' });
    expect(await attached(inline)).toBe(false);
  });

  it('claims the main picture on save and releases it when replaced or deleted', async () => {
    const first = await uploadAccepted(t.app, staff.cookie, 'news-picture');
    const item = await save({
      title: 'Resimli',
      html: '<p>x</p>',
      status: 'published',
      pictureId: first.id,
    });
    expect(item.main_picture).toBe(first.url);
    expect(item.pictureId).toBe(first.id);
    expect(await attached(first)).toBe(true);
    const detail = (await publicPage(item.id)).json<{ main_picture: string }>();
    expect(detail.main_picture).toBe(first.url);

    // The same id sent again keeps the picture; a gallery upload is refused.
    await save({
      id: item.id,
      title: 'Resimli',
      html: '<p>x</p>',
      status: 'published',
      pictureId: first.id,
    });
    const wrong = await uploadAccepted(t.app, staff.cookie, 'gallery');
    const refused = await editor.call('adminNewsSave', {
      id: item.id,
      title: 'Resimli',
      html: '<p>x</p>',
      status: 'published',
      pictureId: wrong.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Bu dosya burada kullanılamaz; yeniden yükleyin.');

    const second = await uploadAccepted(t.app, staff.cookie, 'news-picture');
    await save({
      id: item.id,
      title: 'Resimli',
      html: '<p>x</p>',
      status: 'published',
      pictureId: second.id,
    });
    expect(await attached(first)).toBe(false);
    expect(await attached(second)).toBe(true);

    await editor.ok('adminNewsDelete', { id: item.id });
    expect(await attached(second)).toBe(false);
    expect((await publicPage(item.id)).statusCode).toBe(404);
    expect((await editor.call('adminNewsGet', { id: item.id })).status).toBe(404);
    const audit = await lastAudit(item.id);
    expect(audit).toMatchObject({ action: 'news.delete', after: null });
  });

  it('saves a long article, well past the app-wide request limit', async () => {
    const paragraph = `<p>${'Güvercinlerin eğitimi sabır ister; şampiyonluk çalışmayla gelir. '.repeat(20)}</p>`;
    const html = paragraph.repeat(150);
    expect(Buffer.byteLength(JSON.stringify({ data: { html } }))).toBeGreaterThan(bodyLimit);
    const item = await save({ title: 'Uzun rehber', html, status: 'published' });
    const body = await publicBody(item.id);
    expect(body.statusCode).toBe(200);
    expect(body.body).toContain('şampiyonluk çalışmayla gelir');
  });

  it('answers bad input with 400 and a Turkish message', async () => {
    const blank = await editor.call('adminNewsSave', {
      title: '  ',
      html: '<p>x</p>',
      status: 'draft',
    });
    expect(blank).toMatchObject({ status: 400, error: { message: 'Başlık boş olamaz.' } });
    const empty = await editor.call('adminNewsSave', {
      title: 'Boş',
      html: '<script>alert(1)</script>',
      status: 'published',
    });
    expect(empty).toMatchObject({ status: 400, error: { message: 'Haber metni boş olamaz.' } });
    const badStatus = await editor.call('adminNewsSave', {
      title: 'x',
      html: '<p>x</p>',
      status: 'gizli',
    });
    expect(badStatus.status).toBe(400);
    expect(badStatus.error?.message).toMatch(/^Geçersiz istek verisi/);
    const missing = await editor.call('adminNewsGet', { id: '999999' });
    expect(missing).toMatchObject({ status: 404, error: { message: 'Haber bulunamadı' } });
  });

  it('records the news command as the command line, through the same editor', async () => {
    const result = await runNewsCommand(t.database.db, t.config.mediaDir, {
      command: 'publish',
      item: { title: 'Komuttan haber', body: '<p>Metin</p>' },
    });
    const id = 'item' in result ? result.item.id : '';
    expect(await lastAudit(id)).toMatchObject({
      action: 'news.create',
      actorId: null,
      actorLabel: 'Komut satırı',
    });
    const listed = await editor.ok<AdminNewsPage>('adminNewsList', { q: 'komuttan' });
    expect(listed.rows.map((r) => r.status)).toEqual(['published']);
    await runNewsCommand(t.database.db, t.config.mediaDir, { command: 'delete', id: Number(id) });
    expect((await lastAudit(id))?.action).toBe('news.delete');
  });

  it.each([
    ['adminNewsList', {}],
    ['adminNewsGet', { id: '1' }],
    ['adminNewsSave', { title: 'x', html: '<p>x</p>', status: 'draft' }],
    ['adminNewsUnpublish', { id: '1' }],
    ['adminNewsDelete', { id: '1' }],
  ])('refuses %s to a guest (401) and a member (403)', async (name, data) => {
    expect((await reader.call(name, data)).status).toBe(401);
    const member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    expect((await member.call(name, data)).status).toBe(403);
  });
});
