import { hallAskingPrice, maskUsername } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import type { LoadedValues } from './live-repository';

/** Calls sent with a hall mezat's live state, newest last. */
export const liveHallCalls = 20;

interface HallLotValue {
  startingPrice: number;
  currentPrice: number | null;
  stepOverride: number | null;
  askingPrice: number;
  leaderKind: string | null;
  leaderName: string | null;
}

/**
 * The public state of hall mezats at `hallSales/<id>` (issue 32): the sale's status and
 * version, the lot on the block (photo, tag number, owner's name, prices, who leads: "floor"
 * or "online" with the online leader's province and masked username only; never a paddle or
 * a name), and the last calls. A draft sale has no value. The asking price is computed here
 * by the shared rule, so every screen shows the server's.
 */
export async function loadHallSales(db: Db, ids: readonly number[]): Promise<LoadedValues> {
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`
      select s.id::text as key, jsonb_build_object(
        'saleId', s.id,
        'status', s.status,
        'version', s.version,
        'lotCount', (select count(*) from hall_lots x where x.sale_id = s.id and x.status <> 'withdrawn'),
        'lot', (select jsonb_build_object(
            'id', l.id,
            'position', l.position,
            'photo', (select pp.url from pigeon_pictures pp where pp.pigeon_id = p.id
                      order by pp.position limit 1),
            'tagNum', p.tag_num,
            'ownerName', coalesce(o.fullname, ''),
            'startingPrice', l.starting_price,
            'stepOverride', l.step_override,
            'currentPrice', l.current_price,
            'leaderKind', case when b.id is null then null
              when b.kind = 'floor' then 'floor' else 'online' end,
            'leaderProvince', case when b.kind <> 'floor' then u.province end,
            'leaderName', case when b.kind <> 'floor' then coalesce(u.username, '') end,
            'bidCount', l.bid_count,
            'status', l.status)
          from hall_lots l
          join pigeons p on p.id = l.pigeon_id
          left join users o on o.id = p.owner_id
          left join hall_bids b on b.id = l.leading_bid_id
          left join users u on u.id = b.user_id
          where l.id = s.current_lot_id),
        'calls', coalesce((
          select jsonb_agg(jsonb_build_object(
              'id', c.id, 'kind', c.kind, 'lotId', c.lot_id, 'data', c.data,
              'at', floor(extract(epoch from c.created_at) * 1000)::bigint) order by c.id)
          from (select * from hall_calls where sale_id = s.id order by id desc
                limit ${liveHallCalls}) c), '[]'::jsonb)
      )::text as value
      from hall_sales s
      where s.id in (${sql.join(
        ids.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and s.status <> 'draft'`,
  );
  const values: LoadedValues = new Map();
  for (const row of rows) {
    const state = JSON.parse(row.value) as { lot: (HallLotValue & Record<string, unknown>) | null };
    if (state.lot !== null) {
      const lot = state.lot;
      lot.askingPrice = hallAskingPrice(lot);
      if (lot.leaderName !== null) lot.leaderName = maskUsername(lot.leaderName);
      delete (lot as Partial<HallLotValue>).stepOverride;
    }
    values.set(`hallSales/${row.key}`, JSON.stringify(state));
  }
  return values;
}
