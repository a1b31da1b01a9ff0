import type { AdminGroupResults, BidderContact, ResultLot } from '@kanat/shared/contracts';
import { messages } from '@kanat/shared/i18n/full';
import { reservePrice as reserveTexts } from '@kanat/shared/i18n/lazy';
import { fileNameWords } from '@kanat/shared/validation';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/connection';
import { AuctionStatus } from '../../db/schema';
import { AppError } from '../../errors';
import { selectGroup } from './admin-groups-repository';
import { withSubtree } from './containers-repository';

const text = messages.adminAuctions;

interface ResultRecord {
  id: number;
  pigeon_id: number;
  name: string;
  serial: number;
  tag_num: string;
  status: number;
  bid_count: number;
  reserve_unmet: boolean;
  starting_bid: number;
  current_amount: number;
  expiry: string | number;
  cancel_reason: string | null;
  paid_at: Date | string | null;
  delivered_at: Date | string | null;
  w_uid: string | null;
  w_fullname: string | null;
  w_username: string | null;
  w_phone: string | null;
  w_mail: string | null;
  w_province: string | null;
  w_city: string | null;
  u_uid: string | null;
  u_amount: number | null;
  u_fullname: string | null;
  u_username: string | null;
  u_phone: string | null;
  u_mail: string | null;
  u_province: string | null;
  u_city: string | null;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

function contact(record: ResultRecord, prefix: 'w' | 'u'): BidderContact | null {
  const field = (name: string) =>
    record[`${prefix}_${name}` as keyof ResultRecord] as string | null;
  const uid = field('uid');
  if (uid === null) return null;
  return {
    uid,
    fullname: field('fullname') ?? '',
    username: field('username') ?? '',
    phone: field('phone') ?? '',
    mail: field('mail') ?? '',
    province: field('province') ?? '',
    city: field('city') ?? '',
  };
}

/**
 * `adminGroupResults`: every lot under the group (nested groups included), in lot order, with
 * the hammer price and winner of each sold lot, the underbidder (the best standing bid by
 * anyone else) and the totals.
 */
export async function getGroupResults(db: Db, groupId: number): Promise<AdminGroupResults> {
  const group = await selectGroup(db, groupId);
  if (group === undefined) throw new AppError('not-found', text.groupNotFound);
  const records = await queryRows<ResultRecord>(
    db,
    sql`
      ${withSubtree(sql`${groupId}::int`)}
      select a.id, a.pigeon_id, a.name, p.serial, p.tag_num, a.status, a.bid_count, a.reserve_unmet,
        a.starting_bid,
        a.current_amount, a.expiry, a.cancel_reason, a.paid_at, a.delivered_at,
        w.id as w_uid, w.fullname as w_fullname, w.username as w_username,
        w.phone_number as w_phone, w.mail_address as w_mail, w.province as w_province,
        w.city as w_city,
        ub.user_id as u_uid, ub.amount as u_amount, u.fullname as u_fullname,
        u.username as u_username, u.phone_number as u_phone, u.mail_address as u_mail,
        u.province as u_province, u.city as u_city
      from auctions a
      join sub on a.parent_id = sub.id
      join pigeons p on p.id = a.pigeon_id
      left join users w on w.id = a.current_bidder_id
      left join lateral (
        select b.user_id, b.amount from bids b
        where b.auction_id = a.id and b.voided_at is null
          and b.user_id is distinct from a.current_bidder_id
        order by b.amount desc, b.id asc limit 1
      ) ub on true
      left join users u on u.id = ub.user_id
      order by a.parent_id, a.lot_position nulls last, a.id`,
  );

  const lots: ResultLot[] = records.map((record) => {
    // Sealed below its reserve price: unsold, whatever was bid.
    const sold =
      record.status === AuctionStatus.sealed &&
      Number(record.bid_count) > 0 &&
      record.reserve_unmet !== true;
    const underbidder = contact(record, 'u');
    return {
      id: String(record.id),
      pigeonId: String(record.pigeon_id),
      name: record.name,
      serial: Number(record.serial),
      tagNum: record.tag_num,
      status: Number(record.status),
      bidCount: Number(record.bid_count),
      reserveUnmet: record.reserve_unmet === true,
      startingBid: Number(record.starting_bid),
      expiry: Number(record.expiry),
      hammerPrice: sold ? Number(record.current_amount) : null,
      winner: sold ? contact(record, 'w') : null,
      underbidder:
        underbidder === null || record.u_amount === null
          ? null
          : { ...underbidder, amount: Number(record.u_amount) },
      cancelReason: record.cancel_reason,
      paidAt: time(record.paid_at),
      deliveredAt: time(record.delivered_at),
    };
  });

  const count = (test: (lot: ResultLot) => boolean) => lots.filter(test).length;
  return {
    group: { id: String(group.id), name: group.name, expiry: group.expiry },
    lots,
    totals: {
      soldCount: count((lot) => lot.hammerPrice !== null),
      unsoldCount: count((lot) => lot.status === AuctionStatus.sealed && lot.hammerPrice === null),
      ongoingCount: count((lot) => lot.status === AuctionStatus.ongoing),
      cancelledCount: count((lot) => lot.status === AuctionStatus.cancelled),
      hammerTotal: lots.reduce((sum, lot) => sum + (lot.hammerPrice ?? 0), 0),
    },
  };
}

/** A lot's state in words, as the console shows it. */
export function lotStateText(
  lot: Pick<ResultLot, 'status' | 'hammerPrice' | 'reserveUnmet'>,
): string {
  if (lot.status === AuctionStatus.cancelled) return text.stateCancelled;
  if (lot.reserveUnmet) return reserveTexts.resultUnmet;
  if (lot.status === AuctionStatus.ongoing) return text.stateOngoing;
  return lot.hammerPrice === null ? text.stateUnsold : text.stateSold;
}

/** Turkish Excel reads a leading + as a formula: a phone goes in its national form. */
function phoneText(phone: string | undefined): string {
  if (phone === undefined || phone === '') return '';
  const digits = phone.replace(/^\+90/, '0');
  return digits.replace(/^(\d{4})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

/** A cell that starts like a formula is written as text (CSV injection). */
function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const istanbul = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateText = (ms: number | null) => (ms === null ? '' : istanbul.format(new Date(ms)));

/**
 * The results as a CSV file that Turkish Excel opens as it is: UTF-8 with a byte order mark
 * (without it Excel reads the bytes as Windows-1254 and the Turkish letters break), `;`
 * between fields (the comma is the decimal separator there) and CRLF line ends.
 */
export function resultsCsv(results: AdminGroupResults): string {
  const h = text.csv;
  const columns = [
    h.lot,
    h.name,
    h.serial,
    h.tagNum,
    h.state,
    h.bidCount,
    h.startingBid,
    h.hammerPrice,
    h.winner,
    h.winnerPhone,
    h.winnerMail,
    h.winnerProvince,
    h.winnerCity,
    h.underbidder,
    h.underbidderPhone,
    h.underbidderAmount,
    h.paid,
    h.delivered,
  ];
  // 'Lot No' is the catalogue's number (1, 2, 3 in lot order), not the row's id.
  const rows = results.lots.map((lot, index) => [
    index + 1,
    safeText(lot.name),
    String(lot.serial).padStart(6, '0'),
    safeText(lot.tagNum),
    lotStateText(lot),
    lot.bidCount,
    lot.startingBid,
    lot.hammerPrice ?? '',
    safeText(lot.winner?.fullname ?? ''),
    phoneText(lot.winner?.phone),
    safeText(lot.winner?.mail ?? ''),
    safeText(lot.winner?.province ?? ''),
    safeText(lot.winner?.city ?? ''),
    safeText(lot.underbidder?.fullname ?? ''),
    phoneText(lot.underbidder?.phone),
    lot.underbidder?.amount ?? '',
    dateText(lot.paidAt),
    dateText(lot.deliveredAt),
  ]);
  const totals = results.totals;
  const blank = Array.from({ length: columns.length - 8 }, () => '');
  rows.push([
    h.total,
    `${text.soldCount}: ${totals.soldCount}, ${text.unsoldCount}: ${totals.unsoldCount}`,
    '',
    '',
    '',
    '',
    '',
    totals.hammerTotal,
    ...blank,
  ]);
  return stringify([columns, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
  });
}

/** A file name for the download: the group's name in ASCII, safe in any header. */
export function resultsFileName(results: AdminGroupResults): string {
  const words = fileNameWords(results.group.name);
  return `sonuclar${words === '' ? '' : `-${words}`}.csv`;
}
