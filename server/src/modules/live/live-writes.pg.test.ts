// Every write that changes a live value tells every server instance. Two instances share one
// PostgreSQL database: staff write through A's HTTP
// API, and a watcher on B must see the new value. B learns of it only through the NOTIFY the
// write commits with: its stream is open before the write, so nothing re-reads on its own.
// Jest collects `*.pg.test.ts` only in the PostgreSQL pass (TEST_DATABASE_URL set).
import type {
  AdminPigeonDetail,
  AdminSiteInfo,
  AdminSiteInfoSaveData,
} from '@kanat/shared/contracts';
import { type Database, openDatabase } from '../../db/connection';
import { insertAuctionRoots, insertOwner, insertPigeon } from '../../test/auction-fixtures';
import {
  createSignedInMember,
  createSignedInStaff,
  type SignedInMember,
} from '../../test/auth-fixtures';
import { groupInput } from '../../test/console-fixtures';
import { insertHallSale } from '../../test/hall-fixtures';
import { type LiveMessage, type LiveStream, openLiveStream } from '../../test/live-client';
import { listen } from '../../test/live-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';
import { type LivePathKind, livePathKinds, parseLivePath } from './live-paths';
import { livePaths } from './live-publisher';

const hour = 3_600_000;
/** How long B may take to pass a change on; bids take milliseconds. */
const deliveryTimeout = 10_000;

function connectionUrl(database: Database): string {
  const pool = (database.db as unknown as { $client: { options: { connectionString: string } } })
    .$client;
  return pool.options.connectionString;
}

/** A callable through a listening instance's HTTP API, as the console calls it; insists on 200. */
async function callOn<R>(baseUrl: string, cookie: string, name: string, data: unknown): Promise<R> {
  const response = await fetch(`${baseUrl}/api/fn/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: R; error?: unknown };
  if (response.status !== 200 || body.result === undefined) {
    throw new Error(`${name}: ${response.status} ${JSON.stringify(body.error)}`);
  }
  return body.result;
}

/** The first message after `after` that `match` accepts, or a failure naming what was awaited. */
function within(
  stream: LiveStream,
  what: string,
  match: (message: LiveMessage) => boolean,
  after: number,
): Promise<LiveMessage> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${what}: not passed on within ${deliveryTimeout} ms; the stream sent ${JSON.stringify(stream.messages.slice(after))}`,
          ),
        ),
      deliveryTimeout,
    );
  });
  return Promise.race([stream.next(match, after), late]).finally(() => clearTimeout(timer));
}

/** One write through A and the change B's watcher must see. */
interface LiveWrite {
  what: string;
  path: () => string;
  /** The watcher's session, for paths only their owner may watch. */
  cookie?: () => string;
  write: () => Promise<unknown>;
  /** Whether the value shows the write (it must not before). */
  shows: (value: unknown) => boolean;
}

type AuctionValue = { status: number; startingBid: number; expiry: number };
type SummaryValue = { totalAuctionsCount: number; expiry: number };
type AuthInfoValue = { accountEnabled: boolean; accountDisableReason: string | null };

describe('every live write reaches a watcher on another instance', () => {
  let a: TestApp;
  let b: TestApp;
  let databaseB: Database;
  let urlA: string;
  let urlB: string;
  let staff: SignedInMember;
  let member: SignedInMember;
  let vitrine: number;
  let ownerId: string;
  let groupId: number;
  let firstLot: number;
  let secondLot: number;
  let pigeonId: number;
  let hallSaleId: number;
  let hallLotId: number;
  let hallLease = '';
  /** The group's end at first, and the ends the two group edits below move it to. */
  const groupEnd = Date.now() + 24 * hour;
  const laterEnds = [groupEnd + hour, groupEnd + 2 * hour] as const;

  const call = <R = unknown>(name: string, data: unknown) =>
    callOn<R>(urlA, staff.cookie, name, data);
  /** Moves the group's end (its lots without bids follow). */
  const moveGroupEnd = (endingTime: number) => () =>
    call('adminGroupSave', { ...groupInput(vitrine, { endingTime }), id: String(groupId) });

  beforeAll(async () => {
    a = await createTestApp();
    databaseB = await openDatabase({ kind: 'postgres', url: connectionUrl(a.database) });
    b = await createTestApp({ database: databaseB });
    urlA = await listen(a.app);
    urlB = await listen(b.app);
    const db = a.app.db;
    staff = await createSignedInStaff(a.app, { fullname: 'Zeynep Kaya' });
    member = await createSignedInMember(a.app, { fullname: 'Ahmet Yılmaz' });
    ({ vitrine } = await insertAuctionRoots(db));
    ownerId = await insertOwner(db, { fullname: 'Mehmet Demir' });
    const group = await call<{ id: string }>(
      'adminGroupSave',
      groupInput(vitrine, { endingTime: groupEnd }),
    );
    groupId = Number(group.id);
    const lotPigeons = [await insertPigeon(db, { ownerId }), await insertPigeon(db, { ownerId })];
    const { ids } = await call<{ ids: string[] }>('adminLotsAdd', {
      groupId: String(groupId),
      lots: lotPigeons.map((id, i) => ({ pigeonId: String(id), startingBid: 500 + i * 100 })),
    });
    [firstLot, secondLot] = ids.map(Number) as [number, number];
    pigeonId = await insertPigeon(db, {
      ownerId,
      tagNum: 'TR-2024-481220',
      pictures: ['/media/test/kapak.jpg', '/media/test/ikinci.jpg'],
    });
    const hall = await insertHallSale(db, { lots: [400] });
    hallSaleId = hall.saleId;
    hallLotId = hall.lotIds[0] as number;
  }, setupTimeout);

  afterAll(async () => {
    await b?.close();
    await databaseB?.close();
    await a?.close();
  });

  /** Per kind, the staff writes that change a value of that kind, run in this order. */
  const writes: Record<LivePathKind, LiveWrite[]> = {
    banner: [
      {
        what: 'adminBannerSet sets the banner',
        path: () => livePaths.banner,
        write: () =>
          call('adminBannerSet', {
            message: 'Bu gece 02.00’de bakım yapılacaktır.',
            color: 'orange',
          }),
        shows: (value) =>
          (value as { message: string | null }).message === 'Bu gece 02.00’de bakım yapılacaktır.',
      },
      {
        what: 'adminBannerSet clears the banner',
        path: () => livePaths.banner,
        write: () => call('adminBannerSet', { message: null, color: 'blue' }),
        shows: (value) => (value as { message: string | null }).message === null,
      },
    ],
    pigeon: [
      {
        what: 'adminPigeonSave removes the cover photo',
        path: () => livePaths.pigeon(pigeonId),
        write: async () => {
          const { pigeon } = await call<{ pigeon: AdminPigeonDetail }>('adminPigeonGet', {
            id: pigeonId,
          });
          await call('adminPigeonSave', {
            id: pigeon.id,
            serial: pigeon.serial,
            tagNum: pigeon.tagNum,
            ownerId: pigeon.owner.id,
            active: pigeon.active,
            state: pigeon.state,
            description: pigeon.description,
            photoIds: pigeon.photos.slice(1).map((photo) => photo.key),
            pedigreeId: null,
          });
        },
        shows: (value) =>
          JSON.stringify((value as { pictures: string[] }).pictures) ===
          JSON.stringify(['/media/test/ikinci.jpg']),
      },
    ],
    auction: [
      {
        what: 'adminAuctionSave changes the starting price',
        path: () => livePaths.auction(firstLot),
        write: () => call('adminAuctionSave', { id: String(firstLot), startingBid: 750 }),
        shows: (value) => (value as AuctionValue).startingBid === 750,
      },
      {
        what: "adminGroupSave moves the group's end, and with it its lots' ends",
        path: () => livePaths.auction(secondLot),
        write: moveGroupEnd(laterEnds[0]),
        shows: (value) => (value as AuctionValue).expiry === laterEnds[0],
      },
      {
        what: 'adminAuctionCancel cancels the lot',
        path: () => livePaths.auction(firstLot),
        write: () =>
          call('adminAuctionCancel', {
            id: String(firstLot),
            reason: 'Güvercin sahibi satıştan vazgeçti.',
          }),
        shows: (value) => (value as AuctionValue).status === 4,
      },
    ],
    containerSummary: [
      {
        what: 'adminLotsAdd adds a lot to the group',
        path: () => livePaths.containerSummary(groupId),
        write: async () =>
          call('adminLotsAdd', {
            groupId: String(groupId),
            lots: [
              { pigeonId: String(await insertPigeon(a.app.db, { ownerId })), startingBid: 900 },
            ],
          }),
        shows: (value) => (value as SummaryValue).totalAuctionsCount === 3,
      },
      {
        what: "adminGroupSave moves the group's end",
        path: () => livePaths.containerSummary(groupId),
        write: moveGroupEnd(laterEnds[1]),
        shows: (value) => (value as SummaryValue).expiry === laterEnds[1],
      },
    ],
    hallSale: [
      {
        what: 'adminHallStart starts the hall mezat',
        path: () => livePaths.hallSale(hallSaleId),
        write: async () => {
          ({ leaseToken: hallLease } = await call<{ leaseToken: string }>('adminHallLeaseTake', {
            saleId: hallSaleId,
          }));
          await call('adminHallStart', { saleId: hallSaleId, leaseToken: hallLease });
        },
        shows: (value) => (value as { status: string }).status === 'running',
      },
      {
        what: 'adminHallOpenLot puts the first lot on the block',
        path: () => livePaths.hallSale(hallSaleId),
        write: () =>
          call('adminHallOpenLot', { saleId: hallSaleId, leaseToken: hallLease, lotId: hallLotId }),
        shows: (value) => (value as { lot: { id: number } | null }).lot?.id === hallLotId,
      },
    ],
    userAuthInfo: [
      {
        what: 'adminMembersDisable disables the account',
        path: () => livePaths.userAuthInfo(member.user.uid),
        cookie: () => member.cookie,
        write: () =>
          call('adminMembersDisable', {
            uid: member.user.uid,
            reason: 'Ödenmemiş iki açık arttırma nedeniyle hesabınız durduruldu.',
          }),
        shows: (value) =>
          (value as AuthInfoValue).accountEnabled === false &&
          (value as AuthInfoValue).accountDisableReason ===
            'Ödenmemiş iki açık arttırma nedeniyle hesabınız durduruldu.',
      },
      {
        what: 'adminMembersEnable enables it again',
        path: () => livePaths.userAuthInfo(member.user.uid),
        cookie: () => member.cookie,
        write: () => call('adminMembersEnable', { uid: member.user.uid }),
        shows: (value) => (value as AuthInfoValue).accountEnabled === true,
      },
    ],
  };

  it('has writes for every live path kind', () => {
    expect(Object.keys(writes).sort()).toEqual([...livePathKinds].sort());
    for (const kind of livePathKinds) expect(writes[kind].length).toBeGreaterThan(0);
  });

  const cases = livePathKinds.flatMap((kind) =>
    (writes[kind] ?? []).map((write) => [kind, write.what, write] as const),
  );

  it.each(cases)('%s: %s', async (kind, _what, write) => {
    const path = write.path();
    expect(parseLivePath(path)?.kind).toBe(kind);
    const cookie = write.cookie?.();
    const options = cookie === undefined ? {} : { cookie };
    // B is the other instance; A's own watcher must hear it too (its cache is no exception).
    const watchers = [
      { name: 'B', stream: await openLiveStream(urlB, [path], options) },
      { name: 'A', stream: await openLiveStream(urlA, [path], options) },
    ];
    try {
      const marks: number[] = [];
      for (const { name, stream } of watchers) {
        expect(stream.status).toBe(200);
        const first = await within(stream, `${name}: ${path}`, (m) => m.path === path, 0);
        expect(write.shows(first.value)).toBe(false);
        marks.push(stream.messages.length);
      }
      await write.write();
      await Promise.all(
        watchers.map(({ name, stream }, i) =>
          within(
            stream,
            `${name}: ${write.what}`,
            (m) => m.path === path && write.shows(m.value),
            marks[i] as number,
          ),
        ),
      );
    } finally {
      for (const { stream } of watchers) stream.close();
    }
  });

  // Site information has no live path: every request reads it (no instance caches it), so a
  // save through A shows on B with the next request, without any NOTIFY.
  it('site information saved through A is what B answers next', async () => {
    const info = await call<AdminSiteInfo>('adminSiteInfoGet', null);
    const keep = (image: { url: string }) => ({ url: image.url });
    const form: AdminSiteInfoSaveData = {
      fields: {
        ...info.fields,
        telephone: '+90 (232) 555 44 33',
      } as AdminSiteInfoSaveData['fields'],
      labels: info.labels,
      logo: keep(info.logo),
      institute: keep(info.institute),
      slider: { full: info.slider.full.map(keep), mobile: info.slider.mobile.map(keep) },
      sponsors: info.sponsors.map((s) => ({ name: s.name, url: s.url, image: keep(s.image) })),
      pages: info.pages,
    };
    await call('adminSiteInfoSave', form);
    const onB = (await (await fetch(`${urlB}/api/infos`)).json()) as Record<string, string>;
    expect(onB.telephone).toBe('+90 (232) 555 44 33');
  });
});
