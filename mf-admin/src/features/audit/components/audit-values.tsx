import { formatDate, formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import {
  formatCoefficient,
  formatKilometres,
  formatKurus,
  formatRate,
  formatSpeed,
  normalizeStaffRoles,
  pedigreePlace,
} from '@kanat/shared/rules';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ComparisonTable } from '../../../ui';

const t = messages.adminMembers.auditLog;

/**
 * Every recorded value's Turkish name: the audit log's own, the site information's fields (as
 * its form names them), the corporate pages and the retention periods.
 */
const keyLabels: Record<string, string> = {
  ...messages.contentRules.fields,
  ...messages.adminContent.pages,
  ...messages.retention.fields,
  ...t.keys,
};

// ---- what is never shown: internal ids -----------------------------------------------------

/**
 * Keys that hold ids (a member's uid, a row's number, a media file, a signal's key, a page's
 * stored file): the console never shows them; the entry's summary and its link name the thing.
 */
const idKey = /^(id|key)$|Ids?$|_id$|_loc$/;
/**
 * Ids under a name of their own: a second-chance offer and its statement line, a group's lots
 * in order, the bids voided with an annulled one.
 */
const idKeys = new Set(['offer', 'line', 'order', 'alsoVoided']);

/** A list of numbers: row ids (a lot order, the bids voided with one, a statement's lines). */
const isIdList = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number');

function hidden(key: string, ...values: unknown[]): boolean {
  if (idKey.test(key) || idKeys.has(key)) return true;
  // A list of ids on one side, of ids or of none on the other.
  return (
    values.some(isIdList) &&
    values.every(
      (value) => value === null || value === undefined || isIdList(value) || isEmpty(value),
    )
  );
}
const isEmpty = (value: unknown) => Array.isArray(value) && value.length === 0;

// ---- coded values in Turkish ---------------------------------------------------------------

const settlement = messages.settlementConsole;
const statementStates = {
  open: settlement.stateOpen,
  paid: settlement.statePaid,
  cancelled: settlement.stateCancelled,
};
const methods = {
  pickup: settlement.pickup,
  cargo: settlement.cargo,
  transfer: settlement.methodTransfer,
  cash: settlement.methodCash,
  card: settlement.methodCard,
};
const auctions = messages.adminAuctions;
/** AUCTION_STATUS (@kanat/shared/rules): 2 ongoing, 3 ended, 4 cancelled. */
const auctionStatuses = {
  2: auctions.stateOngoing,
  3: auctions.stateEnded,
  4: auctions.stateCancelled,
};
const news = messages.adminContent.news;
const newsStatuses = {
  draft: news.statusDraft,
  scheduled: news.statusScheduled,
  published: news.statusPublished,
};
const pigeonForm = messages.adminPigeons.form;
const sexes = {
  male: pigeonForm.sexMale,
  female: pigeonForm.sexFemale,
  unknown: pigeonForm.sexUnknown,
};
const channels = {
  sms: auctions.messageChannelSms,
  mail: auctions.messageChannelMail,
  push: auctions.messageChannelPush,
};
const videoKinds = { file: t.videoFile, youtube: messages.pigeonVideos.youTubeVideo };
const saleKinds = { group: t.targetTypes.group, hall: t.targetTypes['hall-sale'] };
const hall = messages.adminHallConsole;

type Names = Readonly<Record<string | number, string>>;

/** Coded values named by the area that wrote them ('open' is a statement's or a request's). */
const areaCodes: Readonly<Record<string, Readonly<Record<string, Names>>>> = {
  settlement: { state: statementStates },
  privacy: { state: messages.privacyRequests.states, kind: messages.privacyRequests.kinds },
  legal: { kind: messages.adminLegal.kinds },
  trust: { kind: messages.adminTrust.kinds },
  'sale-request': { status: messages.saleRequests.statuses },
  'hall-sale': { status: { ...hall.saleStatus, ...hall.lotStatus } },
  hall: { status: { ...hall.saleStatus, ...hall.lotStatus } },
  news: { status: newsStatuses },
  auction: { status: auctionStatuses },
  pigeon: { kind: videoKinds },
};
/** Coded values that mean the same wherever they are written. */
const anyAreaCodes: Readonly<Record<string, Names>> = {
  method: methods,
  sex: sexes,
  channels,
  color: messages.adminContent.banner.colors,
  saleKind: saleKinds,
};

// ---- values in words -------------------------------------------------------------------------

/** Whole lira (SPEC §9): prices, bids, limits. Kuruş amounts end in `Kurus`. */
const liraKeys = new Set([
  'amount',
  'price',
  'step',
  'startingPrice',
  'startingBid',
  'currentAmount',
  'reservePrice',
  'spendingLimit',
]);
/** Moments as ms epoch numbers. */
const momentKeys = new Set([
  'at',
  'startsAt',
  'publishAt',
  'publishOn',
  'startedOn',
  'endingTime',
  'expiry',
]);

/** Moments that stand for a day (a due date's end, the day records are kept until). */
const dayKeys = new Set(['dueAt', 'keptUntil']);

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Where a value was recorded: the entry's area ('settlement'), and the list it sits in. */
interface Place {
  area: string;
  list?: string;
}

/** A recorded value's Turkish name; never the key itself. */
export function keyLabel(key: string, list?: string): string {
  return (
    (list === undefined ? undefined : keyLabels[`${list}.${key}`]) ?? keyLabels[key] ?? t.otherKey
  );
}

/** A list of staff roles in Turkish ('Yönetici, Editör'), or null for any other value. */
function roleList(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const roles = normalizeStaffRoles(value);
  if (roles === null || roles.length !== value.length) return null;
  return roles.length === 0 ? t.none : roles.map((role) => messages.staffRoles[role]).join(', ');
}

function codeName(key: string, value: string | number, place: Place): string | undefined {
  const names = areaCodes[place.area]?.[key] ?? anyAreaCodes[key];
  return names?.[value];
}

function showNumber(key: string, value: number): string {
  if (key.endsWith('Kurus')) return formatKurus(value);
  if (key.endsWith('Bp')) return formatRate(value);
  if (liraKeys.has(key)) return formatMoney(value);
  if (momentKeys.has(key)) return formatDateTime(value);
  if (key === 'distanceM') return formatKilometres(value);
  if (key === 'speedMmPerMin') return formatSpeed(value);
  if (key === 'coefficientMilli') return formatCoefficient(value);
  return String(value);
}

/** JSON text recorded as a string (the site's sponsors, labels and slider), read back. */
function parsedJson(value: string): unknown {
  if (!/^[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function showString(key: string, value: string, place: Place): ReactNode {
  if (key === 'path') return pedigreePlace(value);
  if (isoDay.test(value)) return formatDate(value);
  if (isoTime.test(value)) return dayKeys.has(key) ? formatDate(value) : formatDateTime(value);
  const json = parsedJson(value);
  if (json !== undefined) return showValue(json, key, place);
  return value;
}

const Fields = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md}px;
`;

/** A recorded record's fields, each named, its ids left out. */
function showRecord(record: Record<string, unknown>, place: Place): ReactNode {
  const shown = Object.entries(record).filter(([key, value]) => !hidden(key, value));
  if (shown.length === 0) return t.none;
  return (
    <Fields>
      {shown.map(([key, value]) => (
        <li key={key}>
          {keyLabel(key, place.list)}: {showValue(value, key, place)}
        </li>
      ))}
    </Fields>
  );
}

/**
 * One recorded value in words, by what its key holds: amounts in lira or kuruş, rates, days and
 * moments in Turkey's time, coded values by their Turkish names, yes/no, staff roles, and lists
 * and records field by field (their ids left out).
 */
export function showValue(value: unknown, key = '', place: Place = { area: '' }): ReactNode {
  if (value === null || value === undefined || value === '') return t.none;
  const roles = roleList(value);
  if (roles !== null) return roles;
  if (typeof value === 'boolean') return value ? messages.common.yes : messages.common.no;
  if (typeof value === 'string' || typeof value === 'number') {
    const name = codeName(key, value, place);
    if (name !== undefined) return name;
    return typeof value === 'number' ? showNumber(key, value) : showString(key, value, place);
  }
  if (Array.isArray(value)) {
    if (key === 'photos') return fill(t.photoCount, { count: value.length });
    if (value.length === 0) return t.none;
    const inner = { ...place, list: key };
    const words = value.map((item) => showValue(item, key, inner));
    if (words.every((word) => typeof word === 'string')) return words.join(', ');
    return (
      <Fields>
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a recorded list never reorders
          <li key={index}>{word}</li>
        ))}
      </Fields>
    );
  }
  if (isRecord(value)) return showRecord(value, { ...place, list: key || place.list });
  return String(value);
}

/** The fields of before and after, each once, in the order first recorded; ids left out. */
function rowsOf(before: unknown, after: unknown): [string, unknown, unknown][] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.filter((key) => !hidden(key, b[key], a[key])).map((key) => [key, b[key], a[key]]);
  }
  return [['', before, after]];
}

/** The area of an action ('settlement' of 'settlement.payment'). */
const areaOf = (action: string) => action.split('.')[0] ?? '';

/** Before and after of an audit entry as a table, one row per recorded field. */
export function AuditValues({
  before,
  after,
  action = '',
}: {
  before: unknown;
  after: unknown;
  /** The entry's action: names its coded values ('open' of a statement, of a request). */
  action?: string;
}) {
  const rows = rowsOf(before ?? null, after ?? null);
  if (rows.length === 0) return <p>{t.noValues}</p>;
  const place: Place = { area: areaOf(action) };
  return (
    <ComparisonTable
      caption={t.showValues}
      headings={{ field: t.field, before: t.before, after: t.after }}
      rows={rows.map(([key, b, a]) => ({
        key,
        label: key === '' ? t.value : keyLabel(key),
        before: showValue(b, key, place),
        after: showValue(a, key, place),
        changed: JSON.stringify(b ?? null) !== JSON.stringify(a ?? null),
      }))}
      data-testid="audit-values"
    />
  );
}
