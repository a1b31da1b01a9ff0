import type { GalleryPhoto, MediaFile } from '@kanat/shared/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import {
  ApiClient,
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { isAttached, sampleJpeg, uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

describe('console gallery (adminGallery* callables)', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let editor: ApiClient;
  let guest: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await createSignedInStaff(t.app);
    editor = new ApiClient(t.app, { cookie: staff.cookie });
    guest = new ApiClient(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const titles = async () =>
    (await guest.list<{ r: GalleryPhoto[] }>('gallery', { p: 0, c: 50 })).body.r.map(
      (photo) => photo.title,
    );
  const attached = (file: MediaFile) => isAttached(t.database.db, file.id);
  const audits = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'gallery'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id));

  it('adds several uploaded photos at once, each with its caption, first one first', async () => {
    const files = [
      await uploadAccepted(t.app, staff.cookie, 'gallery', await sampleJpeg(1800, 1200, '#335577')),
      await uploadAccepted(t.app, staff.cookie, 'gallery', await sampleJpeg(900, 600, '#775533')),
    ];
    const { photos } = await editor.ok<{ photos: GalleryPhoto[] }>('adminGalleryAdd', {
      items: [
        { photoId: files[0]?.id, title: '  Şampiyon   kuş ' },
        { photoId: files[1]?.id, title: 'Kümes' },
      ],
    });
    expect(photos.map((p) => p.title)).toEqual(['Şampiyon kuş', 'Kümes']);
    expect(photos[0]).toMatchObject({ img: files[0]?.url, width: 1600 });
    expect(photos[0]?.srcset).toContain('400w');
    expect(await titles()).toEqual(['Şampiyon kuş', 'Kümes']);
    for (const file of files) expect(await attached(file as MediaFile)).toBe(true);
    expect((await audits(photos[0]?.id as number))[0]).toMatchObject({
      action: 'gallery.add',
      actorId: staff.user.uid,
      after: { title: 'Şampiyon kuş', img: files[0]?.url },
    });
  });

  it('adds all or none: a file already used or of another purpose refuses the whole batch', async () => {
    const good = await uploadAccepted(t.app, staff.cookie, 'gallery');
    const news = await uploadAccepted(t.app, staff.cookie, 'news-picture');
    const before = await titles();
    const refused = await editor.call('adminGalleryAdd', {
      items: [
        { photoId: good.id, title: 'Olur' },
        { photoId: news.id, title: 'Olmaz' },
      ],
    });
    expect(refused).toMatchObject({
      status: 400,
      error: { message: 'Bu dosya burada kullanılamaz; yeniden yükleyin.' },
    });
    expect(await titles()).toEqual(before);
    expect(await attached(good)).toBe(false);
  });

  it('changes a caption and deletes a photo, releasing its upload', async () => {
    const file = await uploadAccepted(t.app, staff.cookie, 'gallery');
    const {
      photos: [photo],
    } = await editor.ok<{ photos: GalleryPhoto[] }>('adminGalleryAdd', {
      items: [{ photoId: file.id, title: 'Eski' }],
    });
    const id = (photo as GalleryPhoto).id;
    const renamed = await editor.ok<GalleryPhoto>('adminGalleryCaption', { id, title: 'Yeni' });
    expect(renamed.title).toBe('Yeni');
    expect((await audits(id))[0]).toMatchObject({
      action: 'gallery.caption',
      before: { title: 'Eski' },
      after: { title: 'Yeni' },
    });

    expect(await editor.ok('adminGalleryDelete', { id })).toEqual({ code: 200, id });
    expect(await titles()).not.toContain('Yeni');
    expect(await attached(file)).toBe(false);
    expect((await audits(id))[0]).toMatchObject({ action: 'gallery.delete', after: null });

    const again = await editor.call('adminGalleryDelete', { id });
    expect(again).toMatchObject({ status: 404, error: { message: 'Fotoğraf bulunamadı.' } });
  });

  it('answers bad input with 400 and a Turkish message', async () => {
    const long = await editor.call('adminGalleryCaption', { id: 1, title: 'x'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.error?.message).toMatch(/^Geçersiz istek verisi/);
    const none = await editor.call('adminGalleryAdd', { items: [] });
    expect(none.status).toBe(400);
    const unknown = await editor.call('adminGalleryAdd', {
      items: [{ photoId: 'bilinmeyen-dosya', title: 'x' }],
    });
    expect(unknown).toMatchObject({
      status: 400,
      error: { message: 'Yüklenen dosya bulunamadı; yeniden yükleyin.' },
    });
  });

  it.each([
    ['adminGalleryAdd', { items: [{ photoId: 'abcdefgh12', title: 'x' }] }],
    ['adminGalleryCaption', { id: 1, title: 'x' }],
    ['adminGalleryDelete', { id: 1 }],
  ])('refuses %s to a guest (401) and a member (403)', async (name, data) => {
    expect((await guest.call(name, data)).status).toBe(401);
    const member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    expect((await member.call(name, data)).status).toBe(403);
  });
});
