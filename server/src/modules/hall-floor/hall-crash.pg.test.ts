import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { type Database, openDatabase, queryRows } from '../../db/connection';
import { createSignedInMember, type SignedInMember } from '../../test/auth-fixtures';
import { hallBidData, insertHallSale } from '../../test/hall-fixtures';
import { waits } from '../../test/limits';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { createBidders, renewTokenOverHttp } from '../../test/signed-bids';

/**
 * A hall mezat with two server instances on one PostgreSQL database: the clerk drives through
 * A, members bid online through A and B, the clerk's floor bids race them; A is killed with
 * SIGKILL mid-lot and started again. Then: no lot sold twice, no acknowledged bid lost, one
 * standing bid per price, every lot sold at its standing price.
 */
const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `kanat_hall_crash_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  result?: Record<string, unknown> & { bidId?: number; state?: { sale: { version: number } } };
  error?: { message: string; details?: Record<string, unknown> };
}

/** A call that may meet a killed instance: null when no answer came. */
async function call(
  base: string,
  who: SignedInMember,
  fn: string,
  data: unknown,
): Promise<Answer | null> {
  try {
    const response = await fetch(`${base}/api/fn/${fn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: who.cookie },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as Omit<Answer, 'status'>;
    return { status: response.status, ...body };
  } catch {
    return null;
  }
}

describe('a hall mezat survives an instance killed mid-sale (PostgreSQL)', () => {
  let url: string;
  let a: ServerProcess | null = null;
  let b: ServerProcess | null = null;

  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
  });

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await admin(`drop database if exists "${name}" with (force)`);
  });

  it(
    'loses no acknowledged bid and sells every lot once',
    async () => {
      const database: Database = await openDatabase({ kind: 'postgres', url });
      await database.migrate();
      const { db } = database;
      const sale = await insertHallSale(db, { lots: [1000, 1000] });
      const bidders = await createBidders(db, 4);
      const appLike = { db } as unknown as Parameters<typeof createSignedInMember>[0];
      const clerk = await createSignedInMember(appLike, { roles: ['clerk'] });
      await database.close();

      const env = {
        DATABASE_URL: url,
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'km-hall-crash-')),
        LOG_LEVEL: 'error',
      };
      a = await startServerProcess(env);
      b = await startServerProcess(env);
      for (const member of bidders) await renewTokenOverHttp(b.url, member);
      const urlA = a.url;
      const urlB = b.url;
      const acknowledged: number[] = [];
      const saleId = sale.saleId;

      let lease = '';
      const takeLease = async () => {
        const taken = await call(urlA, clerk, 'adminHallLeaseTake', { saleId });
        expect(taken?.status).toBe(200);
        lease = String(taken?.result?.leaseToken);
      };
      const act = (fn: string, data: Record<string, unknown> = {}, base = urlA) =>
        call(base, clerk, fn, { saleId, leaseToken: lease, ...data });
      const state = async () =>
        (await call(urlB, clerk, 'adminHallState', { saleId }))?.result as unknown as {
          sale: { version: number };
          current: {
            lot: { askingPrice: number };
            leader: { username: string | null } | null;
          } | null;
        };

      /** One round on the lot: a floor bid through A and every online member through A or B at once. */
      const round = async (lotId: number, round: number, during?: () => Promise<void>) => {
        const now = await state();
        const asking = now.current?.lot.askingPrice as number;
        const leader = now.current?.leader?.username ?? null;
        const sends = bidders
          .filter((member) => member.user.username !== leader)
          .map(async (member, i) => {
            const answer = await call(
              (i + round) % 2 === 0 ? urlA : urlB,
              member,
              'hallBid',
              hallBidData(member, lotId, asking),
            );
            if (answer?.status === 200) acknowledged.push(Number(answer.result?.bidId));
            return answer;
          });
        const floor = act('adminHallFloorBid', {
          lotId,
          amount: asking,
          paddle: String(round + 1),
        });
        const answers = await Promise.all([floor, ...sends, during?.()]);
        const won = answers.filter((x) => x !== undefined && x !== null && x.status === 200);
        expect(won.length).toBeLessThanOrEqual(1);
      };

      await takeLease();
      expect((await act('adminHallStart'))?.status).toBe(200);
      for (const [index, lotId] of sale.lotIds.entries()) {
        expect((await act('adminHallOpenLot', { lotId }))?.status).toBe(200);
        for (let r = 0; r < 8; r++) {
          // Mid-way through the first lot, A is killed while a round is in flight.
          const kill = index === 0 && r === 4 ? () => (a as ServerProcess).kill() : undefined;
          await round(lotId, r, kill);
          if (kill !== undefined) {
            a = await startServerProcess(env, { port: (a as ServerProcess).port });
            await takeLease();
          }
        }
        // Sold pressed on both instances at once, on the state the clerk saw.
        const seen = await state();
        const sells = await Promise.all([
          act('adminHallSell', { lotId, version: seen.sale.version, paddle: 'K1' }, urlA),
          act('adminHallSell', { lotId, version: seen.sale.version, paddle: 'K1' }, urlB),
        ]);
        expect(sells.filter((s) => s?.status === 200)).toHaveLength(1);
      }
      expect((await act('adminHallEnd'))?.status).toBe(200);

      const check = await openDatabase({ kind: 'postgres', url });
      try {
        const stored = await queryRows<{ id: string | number; undone: boolean }>(
          check.db,
          sql`select id, undone_at is not null as undone from hall_bids`,
        );
        const standing = new Set(stored.filter((row) => !row.undone).map((row) => Number(row.id)));
        for (const id of acknowledged) expect(standing.has(id)).toBe(true);
        const lots = await queryRows<{
          id: number;
          status: string;
          sold_price: number;
          top: number;
          sold_calls: number;
        }>(
          check.db,
          sql`select l.id, l.status, l.sold_price,
                (select max(amount) from hall_bids where lot_id = l.id and undone_at is null) as top,
                (select count(*)::int from hall_calls where lot_id = l.id and kind = 'sold') as sold_calls
              from hall_lots l where l.sale_id = ${saleId}::int`,
        );
        for (const lot of lots) {
          expect(lot).toMatchObject({ status: 'sold', sold_calls: 1 });
          expect(lot.sold_price).toBe(lot.top);
        }
      } finally {
        await check.close();
      }
    },
    waits(4),
  );
});
