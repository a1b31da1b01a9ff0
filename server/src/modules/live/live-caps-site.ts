import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LiveLimits } from '../../config';
import { type Db, queryRows } from '../../db/connection';
import { withTimeout } from '../../lib/timeout';
import {
  type Admission,
  type CapsLogger,
  LocalCounts,
  localVerdict,
  type StreamCaps,
} from './live-caps-local';

/** How often an instance writes its `live_instances` row. */
const heartbeatMs = 5_000;
/** An instance not seen for this long is taken for dead: its streams no longer count. */
const staleAfter = sql.raw(`interval '15 seconds'`);
/** ...and after this long its rows are removed. */
const forgetAfter = sql.raw(`interval '10 minutes'`);
/**
 * A stream waits no longer than this for the database's word; then this instance's own counts
 * decide (during an outage the stream opens at once and says 'reconnecting').
 */
const admitTimeoutMs = 1_000;
// Arbitrary but fixed: the class of the per-address transaction locks (the key is the address's hash).
const addressLockClass = 4_807_224;

/**
 * The caps on PostgreSQL, shared by every instance on the database. Each instance writes its
 * open streams per address to `live_stream_counts` as they open and close (the absolute count,
 * one address at a time in order, so a late write never undoes a newer one), and every few
 * seconds its total and a heartbeat to `live_instances`. Counts of an instance not seen for
 * 15 s are ignored, so a dead instance's streams stop counting without anyone cleaning up.
 *
 * Admitting a stream is one short transaction: a lock on the address (instances admitting
 * streams from one address take turns, so two of them cannot both take the last place), then
 * one statement that reads the other instances' streams from that address and their totals,
 * and records this instance's new count only if both caps allow it. The site total uses the
 * others' heartbeat figures, up to 5 s old: a capacity cap, exact enough. Nothing is written
 * per message. When the database does not answer, this instance's own counts decide and the
 * address is written again by the next heartbeat.
 */
export class SiteStreamCaps implements StreamCaps {
  private readonly counts = new LocalCounts();
  private readonly instanceId = randomUUID();
  /** Per address, the tail of its queued work (admissions and count writes), in order. */
  private readonly queues = new Map<string, Promise<void>>();
  /** Addresses whose last count write failed: the heartbeat writes them again. */
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private beating: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly limits: LiveLimits,
    private readonly log: CapsLogger,
  ) {}

  get localCount(): number {
    return this.counts.total;
  }

  async start(): Promise<void> {
    await this.beat();
    this.timer = setInterval(() => void this.beat(), heartbeatMs);
    this.timer.unref();
  }

  admit(ip: string): Promise<Admission> {
    // Refused by this instance's own streams alone: no need to ask the database.
    const verdict = localVerdict(this.counts, ip, this.limits);
    if (verdict !== 'admitted') return Promise.resolve(verdict);
    return this.inTurn(ip, () => this.admitShared(ip));
  }

  release(ip: string): void {
    this.counts.remove(ip);
    // After close the rows are gone with the instance's; nothing left to correct.
    if (!this.closed) void this.inTurn(ip, () => this.writeCount(ip));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await this.beating;
    await Promise.all(this.queues.values());
    // Leaving now rather than in 15 s: its streams are already closed.
    try {
      await this.db.execute(
        sql`delete from live_stream_counts where instance_id = ${this.instanceId}`,
      );
      await this.db.execute(sql`delete from live_instances where id = ${this.instanceId}`);
    } catch (error) {
      this.log.warn({ err: error }, 'Canlı bağlantı sayıları silinemedi');
    }
  }

  /** Runs `work` after the work queued before for `ip`. */
  private inTurn<T>(ip: string, work: () => Promise<T>): Promise<T> {
    const result = (this.queues.get(ip) ?? Promise.resolve()).then(work);
    const tail = result.then(
      () => {},
      () => {},
    );
    this.queues.set(ip, tail);
    void tail.then(() => {
      if (this.queues.get(ip) === tail) this.queues.delete(ip);
    });
    return result;
  }

  private async admitShared(ip: string): Promise<Admission> {
    // Again: admissions queued behind each other for one address see each other's streams.
    const local = localVerdict(this.counts, ip, this.limits);
    if (local !== 'admitted') return local;
    const mine = this.counts.from(ip) + 1;
    const myTotal = this.counts.total + 1;
    try {
      const verdict = await withTimeout(this.admitInDatabase(ip, mine, myTotal), admitTimeoutMs);
      if (verdict?.address_ok !== true) return 'address-full';
      if (verdict.site_ok !== true) return 'site-full';
    } catch (error) {
      // A late answer may still write `mine`; marked dirty, the address is written again.
      this.log.warn({ err: error }, 'Canlı bağlantı sınırı veritabanından okunamadı');
      this.dirty.add(ip);
    }
    this.counts.add(ip);
    return 'admitted';
  }

  /** The shared check and, when it passes, this instance's new count for `ip`, in one turn. */
  private admitInDatabase(
    ip: string,
    mine: number,
    myTotal: number,
  ): Promise<{ address_ok: boolean; site_ok: boolean } | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${addressLockClass}, hashtext(${ip}))`);
      const [row] = await queryRows<{ address_ok: boolean; site_ok: boolean }>(
        tx,
        sql`
            with others as (
              select
                (select coalesce(sum(c.streams), 0) from live_stream_counts c
                   join live_instances i on i.id = c.instance_id
                   where c.ip = ${ip} and c.instance_id <> ${this.instanceId}
                     and i.seen_at > now() - ${staleAfter}) as from_ip,
                (select coalesce(sum(i.streams), 0) from live_instances i
                   where i.id <> ${this.instanceId} and i.seen_at > now() - ${staleAfter}) as total
            ),
            verdict as (
              select from_ip + ${mine}::int <= ${this.limits.maxConnectionsPerIp}::int as address_ok,
                     total + ${myTotal}::int <= ${this.limits.maxConnections}::int as site_ok
              from others
            ),
            saved as (
              insert into live_stream_counts (ip, instance_id, streams)
              select ${ip}, ${this.instanceId}, ${mine}::int from verdict
              where address_ok and site_ok
              on conflict (ip, instance_id) do update set streams = excluded.streams
              returning 1
            )
            select address_ok, site_ok from verdict`,
      );
      return row;
    });
  }

  /** Writes this instance's current count for `ip` (none: the row goes). */
  private async writeCount(ip: string): Promise<void> {
    const streams = this.counts.from(ip);
    try {
      if (streams === 0) {
        await this.db.execute(
          sql`delete from live_stream_counts where ip = ${ip} and instance_id = ${this.instanceId}`,
        );
      } else {
        await this.db.execute(sql`
          insert into live_stream_counts (ip, instance_id, streams)
          values (${ip}, ${this.instanceId}, ${streams}::int)
          on conflict (ip, instance_id) do update set streams = excluded.streams`);
      }
      this.dirty.delete(ip);
    } catch (error) {
      this.dirty.add(ip);
      this.log.warn({ err: error }, 'Canlı bağlantı sayısı yazılamadı');
    }
  }

  private beat(): Promise<void> {
    this.beating ??= this.heartbeat().finally(() => {
      this.beating = null;
    });
    return this.beating;
  }

  private async heartbeat(): Promise<void> {
    try {
      const [row] = await queryRows<{ inserted: boolean }>(
        this.db,
        sql`
          insert into live_instances (id, seen_at, streams)
          values (${this.instanceId}, now(), ${this.counts.total}::int)
          on conflict (id) do update set seen_at = now(), streams = excluded.streams
          returning (xmax = 0) as inserted`,
      );
      // Away so long that others removed this instance's rows: write every address again.
      if (row?.inserted === true) for (const ip of this.counts.addresses()) this.dirty.add(ip);
      const gone = await queryRows<{ id: string }>(
        this.db,
        sql`delete from live_instances where seen_at < now() - ${forgetAfter} returning id`,
      );
      if (gone.length > 0) {
        await this.db.execute(sql`
          delete from live_stream_counts c
          where not exists (select 1 from live_instances i where i.id = c.instance_id)`);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'Canlı bağlantı sayıları güncellenemedi');
      return;
    }
    await Promise.all([...this.dirty].map((ip) => this.inTurn(ip, () => this.writeCount(ip))));
  }
}
