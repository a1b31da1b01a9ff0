import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { minNextBid } from '@kanat/shared/rules';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, queryRows } from '../db/connection';
import { setSoftCloseMinutes } from '../modules/auctions/auction-settings';
import { insertAuction, insertOwner, insertPigeon } from './auction-fixtures';
import { createSignedInMember, type SignedInMember } from './auth-fixtures';
import { pgliteTemplate } from './database-template';
import { WAIT_MS } from './limits';
import { type ServerProcess, startServerProcess } from './server-process';
import { type BidAnswer, createBidders, httpBid, renewTokenOverHttp, signBid } from './signed-bids';

/**
 * Crash durability: many signed-in bidders on one live auction, the real server
 * process killed with SIGKILL mid-run and started again on the same database, the bidders
 * going on as a browser would (a request that got no answer is sent again as it was: same
 * nonce, same signature), then the stored bids checked against every answer the clients got.
 * Shared by the crash tests (server/src/modules/auctions/bid-crash.*.test.ts) and the bench
 * (`pnpm --filter @kanat/bench run crash`).
 */

export type CrashTarget =
  | { kind: 'postgres'; url: string }
  /** DATA_DIR of the server: the embedded database lives in `<dataDir>/pglite`. */
  | { kind: 'pglite'; dataDir: string };

export interface CrashRunOptions {
  target: CrashTarget;
  bidders: number;
  /** Bidding from the first bid to the kill. */
  beforeKillMs: number;
  /** Bidding planned between the restart and the auction's end. */
  afterRestartMs: number;
  /** Bidding after the end, every bid of which must be refused. */
  lateMs: number;
  /**
   * The site's soft-close setting: 0 gives the auction a hard end, so a short run has bids
   * after it; with more, every price-raising bid in the last minutes moves the end.
   */
  softCloseMinutes: number;
  /** Progress lines (none by default). */
  log?: (line: string) => void;
}

/** One request of a bidder, with what came of it. */
interface Attempt {
  nonce: string;
  userId: string;
  amount: number;
  /** When it was first sent, and last sent (a retry after a connection error). */
  firstSentAt: number;
  lastSentAt: number;
  sends: number;
  outcome: 'acknowledged' | 'refused' | 'unanswered';
  bidId?: number;
  reason?: string;
}

export interface CrashRunReport {
  database: CrashTarget['kind'];
  bidders: number;
  /** Requests made (a retry of the same request is not a new one). */
  requests: number;
  /** Sends that ended in a connection error (then retried). */
  connectionErrors: number;
  /** Second-factor tokens renewed over HTTP (a token lives 60 s). */
  tokenRenewals: number;
  /** The first error lines the server logged (either process), JSON as logged. */
  loggedErrors: string[];
  /** Requests still open when the server was killed. */
  inFlightAtKill: number;
  acknowledged: number;
  acknowledgedBeforeKill: number;
  acknowledgedAfterRestart: number;
  /** Acknowledgements that came on a retry (the first send got no answer). */
  acknowledgedOnRetry: number;
  refused: Record<string, number>;
  /** Requests that never got an answer (the run ended first). */
  unanswered: number;
  /** Requests sent (first time) after the auction's stored end. */
  requestsAfterEnd: number;
  /** Acknowledged bids found stored, by nonce. */
  found: number;
  /** Acknowledged bids not stored: lost. */
  missing: Array<{ nonce: string; amount: number; bidId?: number }>;
  /** Nonces stored more than once, or bid ids acknowledged for two requests. */
  duplicates: number;
  /** Acknowledged bid ids that are not the stored bid's id. */
  bidIdMismatches: number;
  /** Stored bids nobody acknowledged: requests open at the kill, never answered. */
  storedUnacknowledged: number;
  /** Stored bids that no client sent. */
  strangers: number;
  rows: number;
  price: { current: number; highestStored: number; highestAcknowledged: number; ok: boolean };
  bidCount: { stored: number; rows: number; ok: boolean };
  /** Bids stored with created_on at or past the end in force when they were placed. */
  lateAcceptances: number;
  /** Acknowledged requests whose every send came after the auction's stored end. */
  lateAcknowledgements: number;
  expiry: { set: number; stored: number; replayed: number; ok: boolean };
  /** First start (ms from spawn to the ready line), and kill to ready again. */
  firstStartMs: number;
  restartMs: number;
  /** Bidding time from the first bid to the last answer. */
  biddingMs: number;
}

const startingBid = 1000;
/**
 * A request is sent again after a connection error (the kill closes every socket at once), so
 * its own limit only catches a hang: a loaded machine may take long over one answer.
 */
const requestTimeoutMs = WAIT_MS;
const retryPauseMs = 100;
/**
 * The end of a run is never more than this past the bidding's planned end, or four times the
 * first start if longer: the answers still owed at the end come as slowly as the machine is.
 */
const minOverrunMs = 30_000;
/** A bidder places at most this many requests (every loop bounded in count too). */
const maxRequestsPerBidder = 2_000;
/** The kill waits for this many acknowledged bids (within its time). */
const minAcksBeforeKill = 20;
/** Tokens live 60 s: a bidder gets a new one over HTTP when its own is this old. */
const tokenRenewAfterMs = 40_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `OUTCOME reason` of a refusal, short enough to count by. */
function refusalKey(answer: BidAnswer): string {
  const error = answer.body.error;
  const message = (error?.message ?? '').replace(/[0-9][0-9.]*/g, 'N');
  return `${answer.status} ${error?.status ?? '?'} ${message}`.trim();
}

async function openTarget(target: CrashTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openDatabase({ kind: 'postgres', url: target.url })
    : openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
}

interface Prepared {
  auctionId: number;
  members: SignedInMember[];
  staff: SignedInMember;
  /** When the bidders' first tokens were made (the fixture makes each one). */
  tokensIssuedAt: number;
}

/**
 * The schema, the soft-close setting, an auction far from its end, its bidders and a staff
 * member, written before the server starts: an embedded database has one process at a time.
 */
async function prepare(target: CrashTarget, options: CrashRunOptions): Promise<Prepared> {
  const database =
    target.kind === 'pglite' && !existsSync(path.join(target.dataDir, 'pglite', 'PG_VERSION'))
      ? // A new embedded database starts as the migrated template (as migrate() would leave
        // it), written to disk whole rather than made and migrated there.
        await openDatabase({
          kind: 'pglite',
          dataDir: path.join(target.dataDir, 'pglite'),
          loadDataDir: await pgliteTemplate(),
        })
      : await openTarget(target);
  try {
    await database.migrate();
    const { db } = database;
    await setSoftCloseMinutes(db, options.softCloseMinutes);
    const ownerId = await insertOwner(db, { fullname: 'Çökme Sahibi' });
    const pigeonId = await insertPigeon(db, { ownerId });
    const auctionId = await insertAuction(db, {
      pigeonId,
      name: 'Çökme denemesi',
      startingBid,
      endingTime: Date.now() + 86_400_000,
    });
    const tokensIssuedAt = Date.now();
    const members = await createBidders(db, options.bidders);
    const appLike = { db } as unknown as Parameters<typeof createSignedInMember>[0];
    const staff = await createSignedInMember(appLike, { kind: 'staff' });
    return { auctionId, members, staff, tokensIssuedAt };
  } finally {
    await database.close();
  }
}

/** Staff set the auction's end through the console's function, as the console does. */
async function setEnd(
  server: ServerProcess,
  staff: SignedInMember,
  auctionId: number,
  end: number,
) {
  const response = await fetch(`${server.url}/api/fn/adminAuctionSave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: staff.cookie, origin: server.url },
    body: JSON.stringify({ data: { id: String(auctionId), endingTime: end } }),
  });
  if (response.status !== 200) {
    throw new Error(`adminAuctionSave: ${response.status} ${await response.text()}`);
  }
}

interface StoredRow {
  id: number;
  nonce: string;
  user_id: string;
  amount: number;
  created_on: number;
}

interface StoredAuction {
  current_amount: number;
  current_bidder_id: string | null;
  bid_count: number;
  expiry: number;
}

async function readStored(target: CrashTarget, auctionId: number) {
  const database = await openTarget(target);
  try {
    const rows = await queryRows<StoredRow>(
      database.db,
      sql`select id, nonce, user_id, amount, created_on from bids
          where auction_id = ${auctionId} order by id`,
    );
    const [auction] = await queryRows<StoredAuction>(
      database.db,
      sql`select current_amount, current_bidder_id, bid_count, expiry from auctions
          where id = ${auctionId}`,
    );
    if (auction === undefined) throw new Error('the auction is gone');
    return {
      rows: rows.map((row) => ({
        ...row,
        id: Number(row.id),
        amount: Number(row.amount),
        created_on: Number(row.created_on),
      })),
      auction: {
        ...auction,
        current_amount: Number(auction.current_amount),
        bid_count: Number(auction.bid_count),
        expiry: Number(auction.expiry),
      },
    };
  } finally {
    await database.close();
  }
}

export async function runCrashScenario(options: CrashRunOptions): Promise<CrashRunReport> {
  const log = options.log ?? (() => {});
  const { target } = options;
  const { auctionId, members, staff, tokensIssuedAt } = await prepare(target, options);
  const dataDir =
    target.kind === 'pglite' ? target.dataDir : await mkdtemp(path.join(os.tmpdir(), 'km-crash-'));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    LOG_LEVEL: 'error',
  };
  let serverErrors = '';
  const onStderr = (text: string) => {
    serverErrors = (serverErrors + text).slice(-4000);
  };

  // Error lines of the server's JSON log (pino level 50 and up), from both processes.
  const loggedErrors: string[] = [];
  let pending = '';
  const onStdout = (text: string) => {
    const lines = (pending + text).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 0);
      if (level >= 50 && loggedErrors.length < 20) loggedErrors.push(line.slice(0, 500));
    }
  };
  let server = await startServerProcess(env, { onStderr, onStdout });
  const firstStartMs = server.startMs;
  // The restart listens on the same port: the clients keep their address.
  const baseUrl = server.url;
  /** The process running now, if any (killed whatever happens). */
  let current: ServerProcess | null = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.bidders + 16 });
  try {
    // The end is set before the first bid (a lot with bids keeps its end). It leaves room for
    // a wait for the first acknowledgements and a restart, together four times as long as the
    // first start: the first start measures how fast the machine is now.
    const restartAllowance = Math.round(Math.max(4 * firstStartMs, 3_000));
    const biddingStart = Date.now();
    const endSet = biddingStart + options.beforeKillMs + restartAllowance + options.afterRestartMs;
    await setEnd(server, staff, auctionId, endSet);
    log(
      `sunucu ${Math.round(firstStartMs)} ms içinde açıldı; bitiş ${endSet - biddingStart} ms sonra`,
    );

    const attempts: Attempt[] = [];
    let knownMinimum = startingBid;
    let nextAmount = startingBid;
    let knownEnd = endSet;
    let inFlight = 0;
    let tokenRenewals = 0;
    const tokenAt = new Map(members.map((member) => [member, tokensIssuedAt]));
    let connectionErrors = 0;
    let killedAt = 0;
    let readyAgainAt = 0;
    const overrunMs = Math.max(minOverrunMs, 4 * firstStartMs);
    /** Set when the run is given up: every bidder stops at its next step. */
    let abandoned = false;
    const hardDeadline = () => (abandoned ? 0 : knownEnd + options.lateMs + overrunMs);

    const bidder = async (member: SignedInMember) => {
      // Whether this bidder has sent a bid after the end: each does at least once, however
      // slowly the server answered the bids around the end (a loaded machine can take longer
      // than lateMs for one answer).
      let sentLate = false;
      for (let n = 0; n < maxRequestsPerBidder; n++) {
        // Past the end staff set, a soft close may have moved it: wait for the end in force
        // (learnt from the answers), then bid on for lateMs, every bid of which must fail.
        for (let w = 0; w < 10_000 && Date.now() >= endSet && Date.now() <= knownEnd; w++) {
          await sleep(Math.min(100, knownEnd - Date.now() + 1));
        }
        if (Date.now() >= knownEnd + options.lateMs && sentLate) return;
        // Never a bid that could not be sent before the run's deadline.
        if (Date.now() >= hardDeadline()) return;
        // One rising counter in issue order, as the bench's bids: a bid is refused as too
        // low only when a later one overtook it on its way to the auction's row. It never
        // runs further ahead of the price than the bid ceiling (10x the minimum) allows.
        const amount = Math.max(Math.min(nextAmount, 5 * knownMinimum), knownMinimum);
        nextAmount = minNextBid(amount);
        const signed = signBid(member, { auctionId, amount });
        const attempt: Attempt = {
          nonce: signed.nonce.toString('base64'),
          userId: member.user.uid,
          amount,
          firstSentAt: Date.now(),
          lastSentAt: 0,
          sends: 0,
          outcome: 'unanswered',
        };
        attempts.push(attempt);
        if (attempt.firstSentAt > knownEnd) sentLate = true;
        let answer: BidAnswer | null = null;
        let renewed = false;
        // The same request again after a connection error, until an answer or the deadline;
        // once more with a new token when the token ran out (as the browser does).
        while (answer === null && Date.now() < hardDeadline()) {
          if (Date.now() - (tokenAt.get(member) ?? 0) > tokenRenewAfterMs) {
            try {
              await renewTokenOverHttp(baseUrl, member);
              tokenAt.set(member, Date.now());
              tokenRenewals++;
            } catch {
              connectionErrors++;
              await sleep(retryPauseMs);
              continue;
            }
          }
          attempt.sends++;
          attempt.lastSentAt = Date.now();
          inFlight++;
          try {
            answer = await httpBid(
              baseUrl,
              agent,
              member,
              auctionId,
              amount,
              signed,
              false,
              requestTimeoutMs,
            );
          } catch {
            connectionErrors++;
            await sleep(retryPauseMs);
          } finally {
            inFlight--;
          }
          if (answer?.status === 403 && !renewed) {
            // PERMISSION_DENIED before anything was stored: the token ran out; the browser
            // gets a new one and sends the same bid again.
            renewed = true;
            tokenAt.set(member, 0);
            answer = null;
          }
        }
        if (answer === null) return;
        const result = answer.body.result;
        if (answer.status === 200 && result !== undefined) {
          attempt.outcome = 'acknowledged';
          attempt.bidId = result.bidId;
          knownMinimum = Math.max(knownMinimum, minNextBid(result.amount));
          if (result.expiry !== undefined) knownEnd = Math.max(knownEnd, result.expiry);
        } else {
          attempt.outcome = 'refused';
          attempt.reason = refusalKey(answer);
          const minimum = answer.body.error?.details?.minimum;
          if (minimum !== undefined) knownMinimum = Math.max(knownMinimum, minimum);
          // A moment before the next bid, as a person would take (and the leader's next bid
          // would only be refused as 'already top').
          await sleep(20 + Math.random() * 30);
        }
      }
    };

    const acknowledgements = () => attempts.filter((a) => a.outcome === 'acknowledged');

    const killer = async () => {
      // At least beforeKillMs of bidding and some bids acknowledged: minAcksBeforeKill, or one
      // once the first start's time more has passed (a loaded machine answers the first bids
      // slowly); at the latest when the restart needs the rest of its allowance, twice the
      // first start, before the bidding planned after it.
      await sleep(options.beforeKillMs);
      const patientUntil = Date.now() + firstStartMs;
      const latest = endSet - options.afterRestartMs - 2 * firstStartMs;
      while (Date.now() < latest) {
        const acks = acknowledgements().length;
        if (acks >= minAcksBeforeKill || (acks > 0 && Date.now() >= patientUntil)) break;
        await sleep(20);
      }
      const open = inFlight;
      killedAt = Date.now();
      await server.kill();
      current = null;
      log(`SIGKILL: ${open} istek yolda, ${acknowledgements().length} onay alınmıştı`);
      server = await startServerProcess(env, { port: server.port, onStderr, onStdout });
      current = server;
      readyAgainAt = Date.now();
      log(`yeniden açıldı: ${readyAgainAt - killedAt} ms`);
      return open;
    };

    const [inFlightAtKill] = await Promise.all([
      killer().catch((error) => {
        abandoned = true;
        throw error;
      }),
      ...members.map(bidder),
    ]);
    const biddingMs = Date.now() - biddingStart;
    await server.stop();
    current = null;

    const stored = await readStored(target, auctionId);
    return judge({
      options,
      attempts,
      stored,
      endSet,
      killedAt,
      readyAgainAt,
      connectionErrors,
      tokenRenewals,
      loggedErrors,
      inFlightAtKill,
      firstStartMs,
      biddingMs,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\nsunucunun son çıktısı: ${serverErrors}`);
  } finally {
    agent.destroy();
    await current?.kill();
    if (target.kind === 'postgres') await rm(dataDir, { recursive: true, force: true });
  }
}

function judge(run: {
  options: CrashRunOptions;
  attempts: Attempt[];
  stored: Awaited<ReturnType<typeof readStored>>;
  endSet: number;
  killedAt: number;
  readyAgainAt: number;
  connectionErrors: number;
  tokenRenewals: number;
  loggedErrors: string[];
  inFlightAtKill: number;
  firstStartMs: number;
  biddingMs: number;
}): CrashRunReport {
  const { attempts, stored, options } = run;
  const { rows, auction } = stored;
  const byNonce = new Map<string, StoredRow[]>();
  for (const row of rows) byNonce.set(row.nonce, [...(byNonce.get(row.nonce) ?? []), row]);
  const sent = new Map(attempts.map((attempt) => [attempt.nonce, attempt]));

  const acknowledged = attempts.filter((attempt) => attempt.outcome === 'acknowledged');
  const missing: CrashRunReport['missing'] = [];
  let found = 0;
  let bidIdMismatches = 0;
  for (const attempt of acknowledged) {
    const matches = byNonce.get(attempt.nonce) ?? [];
    if (matches.length === 0) {
      missing.push({ nonce: attempt.nonce, amount: attempt.amount, bidId: attempt.bidId });
      continue;
    }
    found++;
    if (matches[0]?.id !== attempt.bidId) bidIdMismatches++;
  }
  const ackedIds = acknowledged.map((attempt) => attempt.bidId);
  const duplicates =
    [...byNonce.values()].filter((list) => list.length > 1).length +
    (ackedIds.length - new Set(ackedIds).size);
  const storedUnacknowledged = rows.filter(
    (row) => sent.get(row.nonce)?.outcome !== 'acknowledged',
  ).length;
  const strangers = rows.filter((row) => !sent.has(row.nonce)).length;

  // The end as the engine moved it: a price-raising bid within the soft-close window of the
  // end in force moves it to created_on + the window; none may be placed at or past it.
  const softMs = options.softCloseMinutes * 60_000;
  let end = run.endSet;
  let lateAcceptances = 0;
  for (const row of rows) {
    if (row.created_on >= end) lateAcceptances++;
    if (softMs > 0 && end < row.created_on + softMs) end = row.created_on + softMs;
  }
  const lateAcknowledgements = acknowledged.filter(
    (attempt) => attempt.firstSentAt > auction.expiry,
  ).length;

  const highestStored = rows.reduce((top, row) => Math.max(top, row.amount), 0);
  const highestAcknowledged = acknowledged.reduce((top, a) => Math.max(top, a.amount), 0);
  const leader = rows.find((row) => row.amount === highestStored);
  const priceOk =
    rows.length === 0
      ? auction.current_amount === startingBid
      : auction.current_amount === highestStored &&
        auction.current_bidder_id === leader?.user_id &&
        highestAcknowledged <= highestStored;

  const refused: Record<string, number> = {};
  for (const attempt of attempts) {
    if (attempt.outcome === 'refused' && attempt.reason !== undefined) {
      refused[attempt.reason] = (refused[attempt.reason] ?? 0) + 1;
    }
  }
  return {
    database: options.target.kind,
    bidders: options.bidders,
    requests: attempts.length,
    connectionErrors: run.connectionErrors,
    tokenRenewals: run.tokenRenewals,
    loggedErrors: run.loggedErrors,
    inFlightAtKill: run.inFlightAtKill,
    acknowledged: acknowledged.length,
    acknowledgedBeforeKill: acknowledged.filter((a) => a.lastSentAt < run.killedAt).length,
    acknowledgedAfterRestart: acknowledged.filter((a) => a.firstSentAt >= run.readyAgainAt).length,
    acknowledgedOnRetry: acknowledged.filter((a) => a.sends > 1).length,
    refused,
    unanswered: attempts.filter((attempt) => attempt.outcome === 'unanswered').length,
    requestsAfterEnd: attempts.filter((attempt) => attempt.firstSentAt > auction.expiry).length,
    found,
    missing,
    duplicates,
    bidIdMismatches,
    storedUnacknowledged,
    strangers,
    rows: rows.length,
    price: {
      current: auction.current_amount,
      highestStored,
      highestAcknowledged,
      ok: priceOk,
    },
    bidCount: {
      stored: auction.bid_count,
      rows: rows.length,
      ok: auction.bid_count === rows.length,
    },
    lateAcceptances,
    lateAcknowledgements,
    expiry: { set: run.endSet, stored: auction.expiry, replayed: end, ok: end === auction.expiry },
    firstStartMs: Math.round(run.firstStartMs),
    restartMs: run.readyAgainAt - run.killedAt,
    biddingMs: run.biddingMs,
  };
}
