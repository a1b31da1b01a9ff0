import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';

export interface HotAuction {
  auctionId: number;
  pigeonId: number;
  ownerId: string;
  startingBid: number;
}

/**
 * One ongoing open auction (with its owner, pigeon and a picture) that ends far in the future,
 * so neither the closing scheduler nor the soft close interferes with a benchmark.
 */
export async function createHotAuction(client: Client, label: string): Promise<HotAuction> {
  const ownerId = randomBytes(10).toString('hex');
  await client.query(`insert into users (id, fullname) values ($1, 'Bench Sahibi')`, [ownerId]);
  const serial = 900_000 + Math.floor(Math.random() * 99_999);
  const pigeon = await client.query<{ id: number }>(
    `insert into pigeons (serial, tag_num, owner_id, state) values ($1, $2, $3, 'Sağlıklı')
     returning id`,
    [serial, `TR-BENCH-${serial}-${label}`, ownerId],
  );
  const pigeonId = pigeon.rows[0]?.id as number;
  await client.query(
    `insert into pigeon_pictures (pigeon_id, position, url) values ($1, 0, '/media/bench.jpg')`,
    [pigeonId],
  );
  const now = Date.now();
  const expiry = now + 30 * 24 * 3_600_000;
  const startingBid = 1000;
  const auction = await client.query<{ id: number }>(
    `insert into auctions (name, pigeon_id, starting_bid, started_on, ending_time, expiry, current_amount)
     values ($1, $2, $3, $4, $5, $5, $3) returning id`,
    [`Bench ${label}`, pigeonId, startingBid, now, expiry],
  );
  return { auctionId: auction.rows[0]?.id as number, pigeonId, ownerId, startingBid };
}
