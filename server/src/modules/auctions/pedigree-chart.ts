import type { PedigreeChart } from '@kanat/shared/contracts';
import { byPedigreeOrder } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { lotOnSite } from './visibility';

// A pigeon's pedigree as the auction page, the console and the PDF read it: the bloodline and
// the ancestors in the tree's order, a linked ancestor with its name and colour from the site
// (where staff left them empty) and its latest lot on the site to link to.

interface AncestorRecord {
  path: string;
  ring: string;
  name: string;
  colour: string;
  note: string;
  linked_pigeon_id: number | null;
  auction_id: number | null;
}

/** The pigeon's pedigree; an empty one (no bloodline, no ancestors) when none was entered. */
export async function selectPedigreeChart(db: Db, pigeonId: number): Promise<PedigreeChart> {
  const [pigeon] = await queryRows<{ bloodline: string }>(
    db,
    sql`select bloodline from pigeons where id = ${pigeonId}`,
  );
  const rows = await queryRows<AncestorRecord>(
    db,
    sql`select a.path, coalesce(nullif(a.ring, ''), p.tag_num, '') as ring,
        coalesce(nullif(a.name, ''), p.name, '') as name,
        coalesce(nullif(a.colour, ''), p.colour, '') as colour,
        a.note, a.linked_pigeon_id,
        (select lot.id from auctions lot
          where lot.pigeon_id = a.linked_pigeon_id and ${lotOnSite(sql`lot.parent_id`)}
          order by lot.started_on desc, lot.id desc limit 1) as auction_id
      from pigeon_ancestors a
      left join pigeons p on p.id = a.linked_pigeon_id
      where a.pigeon_id = ${pigeonId}`,
  );
  return {
    bloodline: pigeon?.bloodline ?? '',
    ancestors: rows.sort(byPedigreeOrder).map((row) => ({
      path: row.path,
      ring: row.ring,
      name: row.name,
      colour: row.colour,
      note: row.note,
      linkedPigeonId: row.linked_pigeon_id === null ? null : String(row.linked_pigeon_id),
      auctionId: row.auction_id === null ? null : String(row.auction_id),
    })),
  };
}
