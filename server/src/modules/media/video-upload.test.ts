import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { VideoFile } from '@kanat/shared/contracts';
import { VIDEO_MAX_BYTES } from '@kanat/shared/rules';
import { count, eq } from 'drizzle-orm';
import { createFile, MP4BoxBuffer } from 'mp4box';
import sharp from 'sharp';
import { mediaFiles } from '../../db/schema';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import {
  createTestApp,
  createTestDatabase,
  setupTimeout,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';
import { makeTestVideo } from '../../test/video-fixtures';

// A pigeon's video through POST /api/staff/videos (issue 36): limits refused with their Turkish
// reasons, an accepted one rewritten without its metadata, stored with a poster frame, and
// served with byte ranges from the local folder and from an S3 bucket.

/** What an MP4's own index says: its length, its tracks, and whether the index comes first. */
function readMp4(data: Buffer) {
  const file = createFile();
  file.appendBuffer(
    MP4BoxBuffer.fromArrayBuffer(
      data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer,
      0,
    ),
  );
  file.flush();
  const info = file.getInfo();
  const moov = data.indexOf('moov');
  const mdat = data.indexOf('mdat');
  return { info, indexFirst: moov !== -1 && moov < mdat };
}

function sendVideo(
  t: TestApp,
  cookie: string | null,
  data: Buffer,
  options: { name?: string; contentType?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/staff/videos?name=${encodeURIComponent(options.name ?? 'kuş.mp4')}`,
    headers: {
      'content-type': options.contentType ?? 'video/mp4',
      ...(cookie === null ? {} : { cookie }),
    },
    payload: data,
  });
}

describe('pigeon videos (POST /api/staff/videos, local media folder)', () => {
  let t: TestApp;
  let staff: SignedInMember;
  let member: SignedInMember;
  let sample: Buffer;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
    staff = await createSignedInStaff(t.app);
    member = await createSignedInMember(t.app);
    sample = await makeTestVideo({ seconds: 3, width: 320, height: 240, comment: 'konum: Bursa' });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  const rowCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(mediaFiles))[0]?.n ?? 0);

  it('stores an MP4 without its metadata, index first, with a poster frame in three sizes', async () => {
    expect(sample.includes('konum: Bursa')).toBe(true);
    expect(readMp4(sample).indexFirst).toBe(false);

    const response = await sendVideo(t, staff.cookie, sample, { name: 'Gök Alaca.mp4' });
    expect(response.statusCode).toBe(201);
    const video = response.json<VideoFile>();
    expect(video).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      purpose: 'pigeon-video',
      kind: 'video',
      url: expect.stringMatching(/^\/media\/videos\/[A-Za-z0-9_-]{16}\.mp4$/),
      contentType: 'video/mp4',
      bytes: expect.any(Number),
      width: 320,
      height: 240,
      durationMs: expect.any(Number),
      variants: [
        { url: expect.stringMatching(/^\/media\/videos\/.+-320\.jpg$/), width: 320, height: 240 },
      ],
    });
    expect(Math.abs(video.durationMs - 3000)).toBeLessThan(200);

    const served = await t.app.inject({ method: 'GET', url: video.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.rawPayload.length).toBe(video.bytes);
    expect(served.rawPayload.includes('konum: Bursa')).toBe(false);
    const stored = readMp4(served.rawPayload);
    expect(stored.indexFirst).toBe(true);
    expect(stored.info.videoTracks[0]?.codec).toMatch(/^avc1/);
    expect(stored.info.audioTracks).toHaveLength(1);

    // A player seeks: the bytes it asks for, and only those.
    const part = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.bytes}`);
    expect(part.rawPayload.equals(served.rawPayload.subarray(100, 1100))).toBe(true);

    const poster = await t.app.inject({ method: 'GET', url: video.variants[0]?.url as string });
    expect(poster.statusCode).toBe(200);
    const frame = await sharp(poster.rawPayload).metadata();
    expect([frame.format, frame.width, frame.height]).toEqual(['jpeg', 320, 240]);

    const files = await readdir(path.join(t.config.mediaDir, 'videos'));
    expect(files.sort()).toEqual(
      [path.basename(video.url), path.basename(video.variants[0]?.url as string)].sort(),
    );
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, video.id));
    expect(row).toMatchObject({ originalName: 'Gök Alaca.mp4', attached: false });
  });

  it('refuses a file over the size limit with its Turkish reason, before reading it', async () => {
    const before = await rowCount();
    const response = await sendVideo(t, staff.cookie, Buffer.alloc(VIDEO_MAX_BYTES + 1));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      `Video en fazla ${VIDEO_MAX_BYTES / 1024 / 1024} MB olabilir.`,
    );
    expect(await rowCount()).toBe(before);
  });

  it('refuses a video longer than two minutes, naming its length', async () => {
    const long = await makeTestVideo({ seconds: 125, audio: false });
    const response = await sendVideo(t, staff.cookie, long);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Video en fazla 120 saniye olabilir; bu video 125 saniye.',
    );
  });

  it('refuses HEVC (a phone’s default) with what to do instead', async () => {
    const hevc = await makeTestVideo({ codec: 'libx265', audio: false });
    const response = await sendVideo(t, staff.cookie, hevc);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/H\.264 ile kaydedilmemiş.*En Uyumlu/);
  });

  it.each([
    ['random bytes', Buffer.from('bu bir video değil'.repeat(100))],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46])],
  ])('refuses %s as unreadable', async (_what, data) => {
    const response = await sendVideo(t, staff.cookie, data);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Video okunamadı; MP4 biçiminde bir video yükleyin.',
    );
  });

  it('lets only staff of the pigeons area upload, and nobody signed out', async () => {
    const signedOut = await sendVideo(t, null, sample);
    expect(signedOut.statusCode).toBe(401);
    const memberTry = await sendVideo(t, member.cookie, sample);
    expect(memberTry.statusCode).toBe(403);
    const editor = await createSignedInStaff(t.app, { roles: ['editor'] });
    const editorTry = await sendVideo(t, editor.cookie, sample);
    expect(editorTry.statusCode).toBe(403);
  });

  it('does not take a video on the picture upload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      headers: { cookie: staff.cookie },
      payload: { purpose: 'pigeon-video', fileName: 'a.mp4', data: sample.toString('base64') },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('pigeon videos in an S3 bucket', () => {
  let s3: TestS3Server;
  let testDb: TestDatabase;
  let t: TestApp;
  let staff: SignedInMember;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    testDb = await createTestDatabase();
    t = await createTestApp({ database: testDb.database, env: s3.env });
    staff = await createSignedInStaff(t.app);
  }, setupTimeout);

  afterAll(async () => {
    await t?.close();
    await testDb?.destroy();
    await s3?.close();
  });

  it('keeps the video and its poster in the bucket and serves them with byte ranges', async () => {
    const response = await sendVideo(t, staff.cookie, await makeTestVideo(), {
      contentType: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(201);
    const video = response.json<VideoFile>();

    const listed = await s3.client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'media/videos/' }),
    );
    const keys = (listed.Contents ?? []).map((o) => o.Key as string).sort();
    expect(keys).toEqual(
      [
        `media${video.url.slice('/media'.length)}`,
        `media${video.variants[0]?.url.slice(6)}`,
      ].sort(),
    );
    const object = await s3.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `media${video.url.slice(6)}` }),
    );
    expect(object.ContentType).toBe('video/mp4');
    const whole = Buffer.from((await object.Body?.transformToByteArray()) ?? []);

    const part = await t.app.inject({
      method: 'GET',
      url: video.url,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const poster = await t.app.inject({ method: 'GET', url: video.variants[0]?.url as string });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });
});
