import type { PigeonRow } from '@kanat/shared/contracts';
import { insertOwner, insertPigeon } from '../../test/auction-fixtures';
import { createTestApp, setupTimeout, type TestApp } from '../../test/test-app';

interface Page {
  r: PigeonRow[];
  p?: string;
}

describe('participants (POST /api/list/pigeons)', () => {
  let t: TestApp;
  const made: PigeonRow[] = [];

  const list = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/list/pigeons', payload: body });
  const page = async (body: object) => {
    const response = await list(body);
    expect(response.statusCode).toBe(200);
    return response.json<Page>();
  };
  const all = async (body: object) => {
    const rows: PigeonRow[] = [];
    let p: string | number | undefined = 0;
    while (p !== undefined) {
      const result = await page({ ...body, p, c: 20 });
      expect(result.r.length).toBeLessThanOrEqual(20);
      rows.push(...result.r);
      p = result.p;
    }
    return rows.map((row) => row.serial);
  };
  const serials = (pick: (row: PigeonRow) => boolean) => made.filter(pick).map((row) => row.serial);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const people = [
      { fullname: 'Ahmet Şahin', province: 'İstanbul', city: 'Üsküdar' },
      { fullname: 'Ayşe Işık', province: 'İzmir', city: 'Karşıyaka' },
      { fullname: 'Mehmet Öztürk', province: 'Bursa', city: 'Nilüfer' },
    ];
    const owners = [];
    for (const person of people) owners.push({ ...person, id: await insertOwner(db, person) });
    const states = ['Yarışçı', 'Damızlık', 'Satışta'];
    for (let i = 0; i < 45; i++) {
      const owner = owners[i % owners.length] as (typeof owners)[number];
      const serial = 1000 + i * 3;
      const tagNum = `TR-${2019 + (i % 4)}-${String(100000 + i)}`;
      const active = i % 5 === 0 ? 0 : 1;
      const state = states[i % states.length] as string;
      await insertPigeon(db, { ownerId: owner.id, serial, tagNum, active, state });
      made.push({
        serial,
        tagNum,
        fullname: owner.fullname,
        province: owner.province,
        city: owner.city,
        active,
        state,
      });
    }
  }, setupTimeout);

  afterAll(async () => {
    await t.close();
  });

  it('lists in serial order, 20 per page, with the owner row fields', async () => {
    const first = await page({ p: 0, c: 20 });
    expect(first.r).toEqual(made.slice(0, 20));
    expect(await all({})).toEqual(made.map((row) => row.serial));
    expect((await page({ c: 50 })).r).toHaveLength(20);
  });

  it('takes serials strictly greater than serialFrom', async () => {
    expect(await all({ serialFrom: 1030 })).toEqual(serials((r) => r.serial > 1030));
    expect(await all({ serialFrom: 1031 })).toEqual(serials((r) => r.serial > 1031));
  });

  it('filters by tag prefix, owner name, province, city, active and state', async () => {
    expect(await all({ tagNum: 'tr-2020' })).toEqual(
      serials((r) => r.tagNum.startsWith('TR-2020')),
    );
    expect(await all({ tagNum: 'TR-2021-100002' })).toEqual(
      serials((r) => r.tagNum === 'TR-2021-100002'),
    );
    expect(await all({ fullname: 'şah' })).toEqual(serials((r) => r.fullname === 'Ahmet Şahin'));
    expect(await all({ fullname: 'ISIK' })).toEqual(serials((r) => r.fullname === 'Ayşe Işık'));
    expect(await all({ province: 'istanbul' })).toEqual(serials((r) => r.province === 'İstanbul'));
    expect(await all({ province: 'İst' })).toEqual([]);
    expect(await all({ city: 'KARŞIYAKA' })).toEqual(serials((r) => r.city === 'Karşıyaka'));
    expect(await all({ active: 0 })).toEqual(serials((r) => r.active === 0));
    expect(await all({ state: 'damizlik' })).toEqual(serials((r) => r.state === 'Damızlık'));
    expect(await all({ serialFrom: 1050, state: 'Yarışçı', active: 1, province: 'Bursa' })).toEqual(
      serials(
        (r) => r.serial > 1050 && r.state === 'Yarışçı' && r.active === 1 && r.province === 'Bursa',
      ),
    );
  });

  it.each([
    [{ serialFrom: -1 }, 'Geçersiz istek verisi: serialFrom.'],
    [{ serialFrom: 'bin' }, 'Geçersiz istek verisi: serialFrom.'],
    [{ active: 2 }, 'Geçersiz istek verisi: active.'],
    [{ fullname: '' }, 'Geçersiz istek verisi: fullname.'],
    [{ province: '   ' }, 'Geçersiz istek verisi: province.'],
    [{ state: 'x'.repeat(61) }, 'Geçersiz istek verisi: state.'],
    [{ p: 'bozuk' }, 'Geçersiz sayfa imleci.'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await list(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message } });
  });
});
