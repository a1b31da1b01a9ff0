import type {
  AdminPigeonDetail,
  AuctionDetail,
  PigeonVideo,
  VideoFile,
} from '@kanat/shared/contracts';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { insertAuction, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { ApiClient, createSignedInMember, createSignedInStaff } from '../../test/auth-fixtures';
import { isAttached } from '../../test/media-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { makeTestVideo } from '../../test/video-fixtures';

const day = 86_400_000;

describe('a pigeon’s videos (adminPigeonVideosSave)', () => {
  let t: TestApp;
  let staffCookie: string;
  let staff: ApiClient;
  let member: ApiClient;
  let guest: ApiClient;
  let pigeonId: number;
  let auctionId: number;

  const db = () => t.database.db;

  const upload = async (): Promise<VideoFile> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/videos?name=kus.mp4',
      headers: { cookie: staffCookie, 'content-type': 'video/mp4' },
      payload: await makeTestVideo({ seconds: 2 }),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<VideoFile>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    staffCookie = (await createSignedInStaff(t.app, { roles: ['clerk'] })).cookie;
    staff = new ApiClient(t.app, { cookie: staffCookie });
    member = new ApiClient(t.app, { cookie: (await createSignedInMember(t.app)).cookie });
    guest = new ApiClient(t.app, {});
    const ownerId = await insertOwner(db(), { fullname: 'Hasan Güneş' });
    pigeonId = await insertPigeon(db(), { ownerId, tagNum: 'TR-2024-556677' });
    auctionId = await insertAuction(db(), { pigeonId, endingTime: Date.now() + day });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('keeps an upload and a YouTube video in order and shows both on the lot and in the console', async () => {
    const file = await upload();
    expect(await isAttached(db(), file.id)).toBe(false);
    const saved = await staff.ok<{ videos: PigeonVideo[] }>('adminPigeonVideosSave', {
      pigeonId,
      videos: [
        { kind: 'youtube', link: 'https://youtu.be/dQw4w9WgXcQ?t=3', caption: '  Uçuşta ' },
        { kind: 'file', mediaId: file.id, caption: 'Kanat açılışı' },
      ],
    });
    expect(saved.videos).toEqual([
      { kind: 'youtube', youTubeId: 'dQw4w9WgXcQ', caption: 'Uçuşta' },
      {
        kind: 'file',
        mediaId: file.id,
        url: file.url,
        poster: file.variants,
        width: file.width,
        height: file.height,
        durationMs: file.durationMs,
        caption: 'Kanat açılışı',
      },
    ]);
    expect(await isAttached(db(), file.id)).toBe(true);

    const lot = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(lot.body.auction.videos).toEqual(saved.videos);
    const admin = await staff.ok<{ pigeon: AdminPigeonDetail }>('adminPigeonGet', { id: pigeonId });
    expect(admin.pigeon.videos).toEqual(saved.videos);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'pigeon.videos'));
    expect(audits.map((row) => row.summary)).toContain(
      'TR-2024-556677 videoları kaydedildi (2 video).',
    );

    // Saved again with the upload kept and the link gone: the upload is not claimed twice.
    const again = await staff.ok<{ videos: PigeonVideo[] }>('adminPigeonVideosSave', {
      pigeonId,
      videos: [{ kind: 'file', mediaId: file.id, caption: '' }],
    });
    expect(again.videos.map((v) => v.kind)).toEqual(['file']);
    expect(await isAttached(db(), file.id)).toBe(true);
  });

  it('releases a removed upload for housekeeping', async () => {
    const file = await upload();
    await staff.ok('adminPigeonVideosSave', {
      pigeonId,
      videos: [{ kind: 'file', mediaId: file.id, caption: '' }],
    });
    expect(await isAttached(db(), file.id)).toBe(true);
    const emptied = await staff.ok<{ videos: PigeonVideo[] }>('adminPigeonVideosSave', {
      pigeonId,
      videos: [],
    });
    expect(emptied.videos).toEqual([]);
    expect(await isAttached(db(), file.id)).toBe(false);
    const lot = await guest.get<AuctionDetail>(`/api/auctions/${auctionId}`);
    expect(lot.body.auction.videos).toEqual([]);
  });

  it('refuses in Turkish a link that is not one YouTube video, too many videos and a photo as a video', async () => {
    const notYouTube = await staff.call('adminPigeonVideosSave', {
      pigeonId,
      videos: [{ kind: 'youtube', link: 'https://vimeo.com/12345', caption: '' }],
    });
    expect(notYouTube.status).toBe(400);
    expect(notYouTube.error?.message).toBe(
      'Bir YouTube video bağlantısı yapıştırın (youtube.com/watch?v=… ya da youtu.be/…).',
    );
    expect(notYouTube.error?.details).toEqual({ index: 0 });

    const five = Array.from({ length: 5 }, (_, i) => ({
      kind: 'youtube',
      link: `https://www.youtube.com/watch?v=abcdefghij${i}`,
      caption: '',
    }));
    const tooMany = await staff.call('adminPigeonVideosSave', { pigeonId, videos: five });
    expect(tooMany.error?.message).toBe('Bir güvercinin en fazla 4 videosu olabilir.');

    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/staff/uploads',
      headers: { cookie: staffCookie },
      payload: {
        purpose: 'pigeon-photo',
        fileName: 'a.png',
        data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
      },
    });
    expect(photo.statusCode).toBe(201);
    const asVideo = await staff.call('adminPigeonVideosSave', {
      pigeonId,
      videos: [{ kind: 'file', mediaId: photo.json<{ id: string }>().id, caption: '' }],
    });
    expect(asVideo.error?.message).toBe('Bu dosya burada kullanılamaz; yeniden yükleyin.');
  });

  it('is for the console only', async () => {
    const outcome = await member.call('adminPigeonVideosSave', { pigeonId, videos: [] });
    expect(outcome.status).toBe(403);
    const signedOut = await guest.call('adminPigeonVideosSave', { pigeonId, videos: [] });
    expect(signedOut.status).toBe(401);
  });
});
