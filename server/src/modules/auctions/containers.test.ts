import type { ContainerDetail, ContainerRow } from '@kanat/shared/contracts';
import { insertContainer } from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

interface Page {
  r: ContainerRow[];
  p?: string;
}

const hour = 3_600_000;

describe('containers (POST /api/list/containers, GET /api/containers/:id)', () => {
  let t: TestApp;
  let vitrine: number;
  let archive: number;
  const now = Date.now();
  const groups: Array<{ id: number; name: string; expiry: number }> = [];

  const list = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/list/containers', payload: body });
  const page = async (body: object) => {
    const response = await list(body);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const all = async (body: object, c: number) => {
    const rows: ContainerRow[] = [];
    let p: string | number | undefined = 0;
    while (p !== undefined) {
      const result = await page({ ...body, p, c });
      rows.push(...result.r);
      p = result.p;
    }
    return rows.map((row) => Number(row.id));
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    vitrine = await insertContainer(db, {
      name: 'Grup İhaleler',
      isFinalContainer: false,
      expiry: now,
    });
    archive = await insertContainer(db, {
      name: 'Arşiv',
      isFinalContainer: false,
      isArchive: true,
      expiry: now,
    });
    const names = [
      'Ege Şampiyonları',
      'Marmara Yıldızları',
      'İç Anadolu Seçkisi',
      'Karadeniz Genç',
    ];
    for (let i = 0; i < 25; i++) {
      const name = `${names[i % names.length]} ${i}`;
      const expiry = now + (i - 5) * hour;
      const id = await insertContainer(db, {
        name,
        parentId: vitrine,
        isFinalContainer: true,
        expiry,
        photo: `/media/test/grup-${i}.jpg`,
        description: `Grup ${i}`,
      });
      groups.push({ id, name, expiry });
    }
    await insertContainer(db, {
      name: 'Eski Grup',
      parentId: archive,
      isFinalContainer: true,
      isArchive: true,
      expiry: now - 90 * 24 * hour,
    });
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('lists the children of a root, 20 per page, by expiry both ways', async () => {
    const first = await page({
      parent: String(vitrine),
      orderBy: 'expiry',
      orderDir: 'desc',
      c: 20,
    });
    expect(first.r).toHaveLength(20);
    expect(first.r[0]).toEqual({
      id: String(groups[24]?.id),
      name: groups[24]?.name,
      description: 'Grup 24',
      photo: '/media/test/grup-24.jpg',
      isFinalContainer: true,
      childCount: 0,
      totalAuctionsCount: 0,
      totalBidCount: 0,
      totalAmount: 0,
      expiry: groups[24]?.expiry,
    });
    const desc = groups.map((g) => g.id).reverse();
    expect(await all({ parent: String(vitrine), orderBy: 'expiry', orderDir: 'desc' }, 7)).toEqual(
      desc,
    );
    expect(await all({ parent: String(vitrine), orderBy: 'expiry', orderDir: 'asc' }, 7)).toEqual(
      [...desc].reverse(),
    );
    expect((await page({ parent: String(vitrine), c: 100 })).r).toHaveLength(20);
  });

  it('walks the same name and amount order page by page as in one page', async () => {
    for (const orderBy of ['name', 'totalAmount'] as const) {
      for (const orderDir of ['asc', 'desc'] as const) {
        const small = await all({ parent: String(vitrine), orderBy, orderDir }, 4);
        expect(new Set(small).size).toBe(groups.length);
        expect(small).toEqual(await all({ parent: String(vitrine), orderBy, orderDir }, 20));
      }
    }
  });

  it('filters by expiry range (continuing, almost done, expired), id and name', async () => {
    const ids = (pick: (g: (typeof groups)[number]) => boolean) =>
      groups.filter(pick).map((g) => g.id);
    const parent = String(vitrine);
    expect(
      await all({ parent, expiryFrom: now + hour, orderBy: 'expiry', orderDir: 'asc' }, 20),
    ).toEqual(ids((g) => g.expiry >= now + hour));
    expect(
      await all(
        { parent, expiryFrom: now, expiryTo: now + hour, orderBy: 'expiry', orderDir: 'asc' },
        20,
      ),
    ).toEqual(ids((g) => g.expiry >= now && g.expiry <= now + hour));
    expect(await all({ parent, expiryTo: now, orderBy: 'expiry', orderDir: 'asc' }, 20)).toEqual(
      ids((g) => g.expiry <= now),
    );
    expect(await all({ id: String(groups[3]?.id) }, 20)).toEqual([groups[3]?.id]);
    expect((await all({ name: 'ege şamp' }, 20)).sort((a, b) => a - b)).toEqual(
      ids((g) => g.name.startsWith('Ege')),
    );
    expect((await all({ name: 'IC ANADOLU' }, 20)).sort((a, b) => a - b)).toEqual(
      ids((g) => g.name.startsWith('İç')),
    );
    expect(await all({ parent: String(archive) }, 20)).toHaveLength(1);
  });

  it.each([
    [{ parent: 'vitrin' }, 'Geçersiz istek verisi: parent.'],
    [{ expiryFrom: -1 }, 'Geçersiz istek verisi: expiryFrom.'],
    [{ expiryFrom: 10, expiryTo: 5 }, 'Geçersiz aralık: expiry başlangıcı bitişinden büyük.'],
    [{ orderBy: 'childCount' }, 'Geçersiz istek verisi: orderBy.'],
    [{ name: '..' }, 'Arama metni en az bir harf ya da rakam içermeli.'],
    [{ p: 'x' }, 'Geçersiz sayfa imleci.'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message } });
  });

  it('answers the detail with its parent and whether it is archived', async () => {
    const group = groups[0] as (typeof groups)[number];
    const response = await t.app.inject({ method: 'GET', url: `/api/containers/${group.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<ContainerDetail>()).toMatchObject({
      id: String(group.id),
      name: group.name,
      parent: String(vitrine),
      archived: false,
      expiry: group.expiry,
    });
    const root = await t.app.inject({ method: 'GET', url: `/api/containers/${archive}` });
    expect(root.json<ContainerDetail>()).toMatchObject({ parent: null, archived: true });
  });

  it.each(['999999', 'abc'])('answers 404 for container %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/containers/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not-found', message: 'Grup ihale bulunamadı' },
    });
  });
});
