import type { Client } from 'pg';

export interface ListDataShape {
  auctions: number;
  bids: number;
}

/**
 * Fills an empty, migrated database with a large auction history in SQL (generate_series):
 * owners and bidders, one pigeon with a picture per auction, groups, auctions whose ends
 * spread from ~625 days ago to ~70 days ahead (about 10% still running) and about ten bids per
 * auction on average, every auction's live columns consistent with its bids.
 */
export async function generateListData(
  client: Client,
  auctionCount: number,
  averageBids: number,
): Promise<ListDataShape> {
  const now = Date.now();
  const owners = 2_000;
  const bidders = 5_000;
  const groups = 500;
  const maxBids = averageBids * 2; // counts run 0..2×average, so they average `averageBids`
  const steps: Array<[string, string, unknown[]]> = [
    [
      'kullanıcılar',
      `insert into users (id, username, fullname, account_enabled, phone_verified)
       select 'own' || lpad(g::text, 17, '0'), null, 'Sahip ' || g, false, false
       from generate_series(1, $1::int) g
       union all
       select 'bidder' || lpad(g::text, 22, '0'), 'b' || g, 'Teklifçi ' || g, true, true
       from generate_series(1, $2::int) g`,
      [owners, bidders],
    ],
    [
      'güvercinler',
      `insert into pigeons (id, serial, tag_num, owner_id, state, active)
       overriding system value
       select g, g, 'TR-2024-' || lpad(g::text, 7, '0'),
         'own' || lpad((1 + g % $2::int)::text, 17, '0'), 'Sağlıklı', (g % 7 <> 0)::int
       from generate_series(1, $1::int) g`,
      [auctionCount, owners],
    ],
    [
      'resimler',
      `insert into pigeon_pictures (pigeon_id, position, url)
       select g, 0, '/media/demo/pigeon-' || (g % 240) || '.jpg' from generate_series(1, $1::int) g`,
      [auctionCount],
    ],
    [
      'gruplar',
      `insert into auction_containers (id, name, is_final_container, started_on, publish_on, ending_time, expiry)
       overriding system value
       select g, 'Grup ' || g, true, $2::bigint - 86400000::bigint * (g % 600),
         $2::bigint - 86400000::bigint * (g % 600),
         $2::bigint - 86400000::bigint * (g % 600) + 604800000, $2::bigint - 86400000::bigint * (g % 600) + 604800000
       from generate_series(1, $1::int) g`,
      [groups, now],
    ],
    [
      'açık arttırmalar',
      // A multiplicative hash spreads ends over time independently of the id.
      `insert into auctions (id, name, description, pigeon_id, parent_id, status, starting_bid,
         started_on, ending_time, expiry, current_amount, sealed)
       overriding system value
       select g, 'Güvercin ' || g, 'Yarış kuşu, soy: ' || (g % 97),
         g, case when g % 10 < 3 then 1 + g % $3::int end,
         case when e > $2::bigint then 2 else 3 end,
         500 + (g % 20) * 100,
         e - 604800000, e, e, 500 + (g % 20) * 100, e <= $2::bigint
       from generate_series(1, $1::int) g,
         lateral (select $2::bigint + ((g::bigint * 7919) % 100000 - 90000) * 600000 as e) t`,
      [auctionCount, now, groups],
    ],
    [
      'teklifler',
      `insert into bids (auction_id, user_id, amount, old_amount, nonce, created_on)
       select a.id, 'bidder' || lpad((1 + (a.id * 13 + n) % $2::int)::text, 22, '0'),
         a.starting_bid + 100 * n, a.starting_bid + 100 * (n - 1),
         md5(a.id || ':' || n), a.started_on + n * 60000
       from auctions a, generate_series(1, (a.id * 31) % ($1::int + 1)) n`,
      [maxBids, bidders],
    ],
    [
      'canlı sütunlar',
      `update auctions a set
         bid_count = c.n,
         current_amount = a.starting_bid + 100 * c.n,
         ancestor_amount = a.starting_bid + 100 * (c.n - 1),
         current_bidder_id = 'bidder' || lpad((1 + (a.id * 13 + c.n) % $1::int)::text, 22, '0')
       from (select auction_id, count(*)::int as n from bids group by auction_id) c
       where c.auction_id = a.id`,
      [bidders],
    ],
    [
      'grup özetleri',
      `update auction_containers c set
         child_count = s.n, total_auctions_count = s.n, total_bid_count = s.bids,
         total_amount = s.amount
       from (select parent_id, count(*)::int n, sum(bid_count)::int bids,
               sum(case when bid_count > 0 then current_amount else 0 end)::bigint amount
             from auctions where parent_id is not null group by parent_id) s
       where s.parent_id = c.id`,
      [],
    ],
  ];
  for (const [label, text, values] of steps) {
    const started = Date.now();
    await client.query(text, values);
    console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Identity sequences must continue after the explicit ids.
  for (const table of ['pigeons', 'auction_containers', 'auctions']) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  }
  await client.query('vacuum analyze');
  const counts = await client.query<{ auctions: string; bids: string }>(
    'select (select count(*) from auctions) as auctions, (select count(*) from bids) as bids',
  );
  const row = counts.rows[0];
  return { auctions: Number(row?.auctions), bids: Number(row?.bids) };
}
