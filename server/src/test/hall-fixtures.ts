import { randomBytes } from 'node:crypto';
import { hallBidSignedBytes } from '@kanat/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { hallAbsenteeBids, hallLots, hallSales } from '../db/schema';
import { acceptHallSaleContracts, insertOwner, insertPigeon } from './auction-fixtures';
import type { SignedInMember } from './auth-fixtures';

/** Hall mezat test data (issue 32), written straight into the tables. */

export interface HallSaleSeed {
  title?: string;
  status?: 'draft' | 'scheduled' | 'running' | 'ended';
  /** Starting prices of the lots, in order; each lot gets a pigeon of its own. */
  lots: number[];
  /** The pigeons' owner (a fake user by default). */
  ownerId?: string;
}

export interface HallSaleFixture {
  saleId: number;
  lotIds: number[];
  ownerId: string;
}

export async function insertHallSale(db: Db, seed: HallSaleSeed): Promise<HallSaleFixture> {
  const ownerId =
    seed.ownerId ?? (await insertOwner(db, { fullname: 'Hasan Çelik', province: 'Bursa' }));
  const [sale] = await db
    .insert(hallSales)
    .values({
      title: seed.title ?? 'Cumartesi Mezatı',
      startsAt: new Date(Date.now() + 3_600_000),
      place: 'Kemeraltı Kahvesi, İzmir',
      status: seed.status ?? 'scheduled',
    })
    .returning({ id: hallSales.id });
  if (sale === undefined) throw new Error('sale not inserted');
  const lotIds: number[] = [];
  for (const [index, startingPrice] of seed.lots.entries()) {
    const pigeonId = await insertPigeon(db, { ownerId });
    const [lot] = await db
      .insert(hallLots)
      .values({ saleId: sale.id, position: index + 1, pigeonId, startingPrice })
      .returning({ id: hallLots.id });
    lotIds.push((lot as { id: number }).id);
  }
  return { saleId: sale.id, lotIds, ownerId };
}

export async function insertAbsentee(
  db: Db,
  lotId: number,
  userId: string,
  maxAmount: number,
  createdAt = new Date(),
): Promise<void> {
  await db.insert(hallAbsenteeBids).values({
    lotId,
    userId,
    maxAmount,
    nonce: randomBytes(32).toString('base64'),
    createdAt,
  });
}

export interface CallAnswer<R = Record<string, unknown>> {
  status: number;
  result: R | null;
  error: { status: string; message: string; details?: Record<string, unknown> } | null;
}

const hallBidCalls = ['hallBid', 'hallAbsenteeSet'];

/** `POST /api/fn/<name>` as `member`'s browser sends it. */
export async function callFn<R = Record<string, unknown>>(
  app: FastifyInstance,
  member: SignedInMember | null,
  name: string,
  data: unknown,
): Promise<CallAnswer<R>> {
  // A member bidding has accepted the hall sale's contract (issue 35); its own tests say so.
  const lotId = (data as { lotId?: unknown } | null)?.lotId;
  if (member !== null && hallBidCalls.includes(name) && typeof lotId === 'number') {
    await acceptHallSaleContracts(app.db, [member.user.uid], [lotId]);
  }
  const response = await app.inject({
    method: 'POST',
    url: `/api/fn/${name}`,
    headers: member === null ? {} : { cookie: member.cookie },
    payload: { data },
  });
  const body = response.json<{ result?: R; error?: CallAnswer['error'] }>();
  return { status: response.statusCode, result: body.result ?? null, error: body.error ?? null };
}

/** The body of a signed online hall bid (`hallBid`), as the online page sends it. */
export function hallBidData(member: SignedInMember, lotId: number, amount: number) {
  const nonce = randomBytes(32).toString('base64');
  const signature = member.sign(
    Buffer.from(hallBidSignedBytes({ nonce, lotId, amount, maximum: false })),
  );
  return {
    lotId,
    amount,
    nonce,
    signature,
    sig: 'v2' as const,
    mfaToken: member.mfaToken,
    deviceId: member.deviceId,
  };
}
