import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaFile } from '@kanat/shared/contracts';
import { count, eq } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import sharp from 'sharp';
import { mediaFiles } from '../../db/schema';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { sampleJpeg, sendUpload, uploadAccepted } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { unattachedLifetimeMs } from './media-library';

/** Every file under the media folder, relative to it. */
async function storedFiles(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function samplePdf(withScript = false): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Gizli başlık');
  doc.setAuthor('Eski sahibi');
  doc.addPage([300, 400]).drawText('Soy kutugu');
  if (withScript) doc.addJavaScript('hello', 'app.alert("xss")');
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe('uploads (POST /api/staff/uploads, POST /api/uploads)', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let member: SignedInMember;

  beforeAll(async () => {
    // A 500 here is logged with its cause.
    t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
    staff = await createSignedInStaff(t.app);
    member = await createSignedInMember(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const rowCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0);

  it('stores a photo in the widths its purpose needs, without its metadata', async () => {
    const withExif = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#336699' },
    })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Gizli Kişi', ImageDescription: 'konum' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const file = await uploadAccepted(t.app, staff.cookie, 'pigeon-photo', withExif, {
      fileName: 'kuş.jpg',
    });
    expect(file).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      purpose: 'pigeon-photo',
      kind: 'image',
      url: expect.stringMatching(/^\/media\/pigeons\/.+-1280\.jpg$/),
      contentType: 'image/jpeg',
      bytes: withExif.length,
      width: 1280,
      height: 960,
      variants: [
        { url: expect.stringMatching(/-320\.jpg$/), width: 320, height: 240 },
        { url: expect.stringMatching(/-640\.jpg$/), width: 640, height: 480 },
        { url: expect.stringMatching(/-1280\.jpg$/), width: 1280, height: 960 },
      ],
    });
    for (const variant of file.variants) {
      const meta = await sharp(
        path.join(t.config.mediaDir, variant.url.replace('/media/', '')),
      ).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('jpeg');
    }
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id));
    expect(row).toMatchObject({
      attached: false,
      uploadedBy: staff.user.uid,
      originalName: 'kuş.jpg',
    });
  });

  it('refuses what is not a usable picture, in Turkish, and keeps nothing of it', async () => {
    const before = await storedFiles(t.config.mediaDir);
    const rowsBefore = await rowCount();
    const jpeg = await sampleJpeg(800, 600);
    const cases: Array<[string, Buffer, string]> = [
      [
        'text',
        Buffer.from('bu bir resim değil'),
        'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.',
      ],
      [
        'svg with script',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
        'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.',
      ],
      ['truncated jpeg', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'Resim işlenemedi.'],
      [
        'pdf where only pictures go',
        await samplePdf(),
        'Resim okunamadı; JPEG, PNG, WebP ya da GIF yükleyin.',
      ],
    ];
    for (const [name, data, message] of cases) {
      const response = await sendUpload(t.app, staff.cookie, 'gallery', data);
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 400,
        body: { error: { code: 'invalid-argument', message } },
      });
    }
    expect(await storedFiles(t.config.mediaDir)).toEqual(before);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('refuses a file over 10 MB, before or after decoding', async () => {
    const rowsBefore = await rowCount();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const response = await sendUpload(t.app, staff.cookie, 'gallery', huge);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid-argument', message: 'Dosya en fazla 10 MB olabilir.' },
    });
    const overBody = await t.app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      headers: { cookie: staff.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        purpose: 'gallery',
        fileName: 'x',
        data: 'A'.repeat(15 * 1024 * 1024),
      }),
    });
    expect(overBody.statusCode).toBe(413);
    expect(overBody.json().error.message).toMatch(/[çğıöşüİ]/);
    expect(await rowCount()).toBe(rowsBefore);
  });

  it('takes a pedigree as a PDF, rebuilt without its scripts and metadata', async () => {
    const file = await uploadAccepted(t.app, staff.cookie, 'pedigree', await samplePdf(true), {
      fileName: 'soy.pdf',
    });
    expect(file).toMatchObject({
      kind: 'document',
      contentType: 'application/pdf',
      width: null,
      variants: [],
      url: expect.stringMatching(/^\/media\/pedigrees\/[A-Za-z0-9_-]+\.pdf$/),
    });
    const original = await samplePdf(true);
    expect(original.toString('latin1')).toContain('JavaScript');
    const bytes = await readFile(path.join(t.config.mediaDir, file.url.replace('/media/', '')));
    const stored = await PDFDocument.load(bytes);
    expect(stored.getPageCount()).toBe(1);
    expect(stored.getTitle()).toBeUndefined();
    expect(stored.getAuthor()).toBeUndefined();
    expect(stored.catalog.get(PDFName.of('Names'))).toBeUndefined();
    expect(stored.catalog.get(PDFName.of('OpenAction'))).toBeUndefined();

    const broken = await sendUpload(
      t.app,
      staff.cookie,
      'pedigree',
      Buffer.from('%PDF-1.7\nbozuk'),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe(
      'Belge okunamadı; PDF ya da resim (JPEG, PNG, WebP) yükleyin.',
    );
    const image = await uploadAccepted(t.app, staff.cookie, 'pedigree');
    expect(image.kind).toBe('image');
  });

  it('lets only staff use the console endpoint, and members only their own purposes', async () => {
    const jpeg = await sampleJpeg(400, 300);
    const guest = await sendUpload(t.app, null, 'gallery', jpeg);
    expect(guest.statusCode).toBe(401);
    const plain = await sendUpload(t.app, member.cookie, 'gallery', jpeg);
    expect(plain.statusCode).toBe(403);
    const wrongPurpose = await sendUpload(t.app, member.cookie, 'gallery', jpeg, { staff: false });
    expect(wrongPurpose.statusCode).toBe(403);
    expect(wrongPurpose.json().error.message).toBe('Bu tür dosyayı yükleme yetkiniz yok.');
    const guestMember = await sendUpload(t.app, null, 'sale-request-photo', jpeg, { staff: false });
    expect(guestMember.statusCode).toBe(401);
    const own = await uploadAccepted(t.app, member.cookie, 'sale-request-photo', jpeg, {
      staff: false,
    });
    expect(own.url).toMatch(/^\/media\/sale-requests\//);
  });

  it('refuses a purpose it does not know and a body that is not base64', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      headers: { cookie: staff.cookie },
      payload: { purpose: 'avatar', fileName: 'x.jpg', data: 'AAAA' },
    });
    expect(unknown.statusCode).toBe(400);
    const notBase64 = await t.app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      headers: { cookie: staff.cookie },
      payload: { purpose: 'gallery', fileName: 'x.jpg', data: '<<<>>>' },
    });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().error.message).toBe('Dosya verisi okunamadı.');
  });

  it('claims a file once, for its own purpose and uploader, and purges what nobody used', async () => {
    const photo = await uploadAccepted(t.app, staff.cookie, 'pigeon-photo');
    const other = await uploadAccepted(t.app, member.cookie, 'sale-request-photo', undefined, {
      staff: false,
    });
    const { db } = t.database;
    const claim = (ids: string[], options: Parameters<TestApp['app']['media']['claim']>[2]) =>
      db.transaction((tx) => t.app.media.claim(tx, ids, options));

    await expect(claim([photo.id], { purposes: ['gallery'] })).rejects.toThrow(
      'Bu dosya burada kullanılamaz; yeniden yükleyin.',
    );
    await expect(claim(['yokboylebirdosya'], { purposes: ['pigeon-photo'] })).rejects.toThrow(
      'Yüklenen dosya bulunamadı; yeniden yükleyin.',
    );
    await expect(
      claim([other.id], { purposes: ['sale-request-photo'], uploaderId: staff.user.uid }),
    ).rejects.toThrow('Yüklenen dosya bulunamadı; yeniden yükleyin.');
    const claimed: MediaFile[] = await claim([photo.id], { purposes: ['pigeon-photo'] });
    expect(claimed.map((f) => f.id)).toEqual([photo.id]);
    await expect(claim([photo.id], { purposes: ['pigeon-photo'] })).rejects.toThrow(
      'Bu dosya başka bir kayıtta kullanılıyor; yeniden yükleyin.',
    );

    // A day later: the unused upload goes with its files, the used one stays.
    const later = Date.now() + unattachedLifetimeMs + 60_000;
    await t.app.media.purgeUnattached(later);
    const left = await db.select({ id: mediaFiles.id }).from(mediaFiles);
    expect(left.map((r) => r.id)).toContain(photo.id);
    expect(left.map((r) => r.id)).not.toContain(other.id);
    const files = await storedFiles(t.config.mediaDir);
    for (const variant of other.variants) {
      expect(files).not.toContain(variant.url.replace('/media/', ''));
    }
    for (const variant of photo.variants) {
      expect(files).toContain(variant.url.replace('/media/', ''));
    }
  });
});
