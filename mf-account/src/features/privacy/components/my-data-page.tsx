import type {
  MyDataRow,
  MyDataSection,
  MyDataSectionKey,
  NoticeEventName,
} from '@kanat/shared/contracts';
import { formatDateTime, formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import { privacyRequests } from '@kanat/shared/i18n/lazy';
import { useSession } from '@kanat/shared/session';
import { AnchorButton, ErrorState, Skeleton } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getMyDataExport, MY_DATA_FILE_URL } from '../api/my-data-export';
import { EraseAccountSection } from './erase-account-section';

const t = messages.privacy;

/** How many of a part's newest rows the page shows; the file holds them all. */
const LATEST = 5;

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  line-height: 1.6;
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
`;

const Part = styled.section`
  margin-top: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm}px;
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.typography.size.md}px;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Count = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.xs}px;
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A stored value as the page shows it: yes or no, a Turkish date, a list, plain text. */
const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value);
  if (Array.isArray(value)) return value.map(textOf).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const a = messages.account;
// Every event named (typed by the list of events, so a new one cannot be forgotten here).
const noticeEvents: Record<NoticeEventName, string> = {
  outbid: a.noticeEventOutbid,
  'maximum-exceeded': a.noticeEventMaximumExceeded,
  'ending-soon': a.noticeEventEndingSoon,
  won: a.noticeEventWon,
  lost: a.noticeEventLost,
  'watched-ending-soon': a.noticeEventWatchedEndingSoon,
  statement: a.noticeEventStatement,
  'payment-reminder': a.noticeEventPaymentReminder,
  'second-chance': a.noticeEventSecondChance,
  announcement: a.noticeEventAnnouncement,
  'sale-opening': a.noticeEventSaleOpening,
};
const noticeChannels: Record<string, string> = {
  sms: a.noticeChannelSms,
  mail: a.noticeChannelMail,
  push: a.noticeChannelPush,
};
/** A stored code by its Turkish name, the code itself when the page knows none. */
const named = (names: Readonly<Record<string, string>>, value: unknown): string =>
  names[textOf(value)] ?? textOf(value);
const when = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? formatDateTime(value) : '';
const money = (value: unknown): string => (typeof value === 'number' ? formatMoney(value) : '');

/** The columns a part's newest rows are shown with: a heading and how to read a row. */
type Column = [heading: string, read: (row: MyDataRow) => string];

const auctionOf = (row: MyDataRow) => textOf(row.auctionName ?? row.auctionId);
const columns: Partial<Record<MyDataSectionKey, Column[]>> = {
  bids: [
    [t.columnTime, (r) => when(r.createdOn)],
    [t.columnAuction, auctionOf],
    [t.columnAmount, (r) => money(r.amount)],
  ],
  maxBids: [
    [t.columnTime, (r) => when(r.updatedOn)],
    [t.columnAuction, auctionOf],
    [t.columnAmount, (r) => money(r.amount)],
  ],
  watches: [
    [t.columnTime, (r) => when(r.createdAt)],
    [
      t.columnDetail,
      (r) =>
        r.auctionId !== null && r.auctionId !== undefined
          ? `${messages.watchlist.kindAuction} #${textOf(r.auctionId)}`
          : `${messages.watchlist.kindGroup} #${textOf(r.groupId)}`,
    ],
  ],
  sessions: [
    [t.columnTime, (r) => when(r.lastSeenAt)],
    [t.columnDetail, (r) => [r.userAgent, r.ip].map(textOf).filter(Boolean).join(' · ')],
  ],
  notifications: [
    [t.columnTime, (r) => when(r.createdAt)],
    [
      t.columnDetail,
      (r) =>
        [
          named(noticeEvents, r.event),
          named(noticeChannels, r.channel),
          named(t.noticeStatus, r.status),
        ].join(' · '),
    ],
  ],
  newsComments: [
    [t.columnTime, (r) => when(r.createdAt)],
    [t.columnDetail, (r) => textOf(r.message)],
  ],
  saleRequests: [
    [t.columnTime, (r) => when(r.createdAt)],
    [t.columnDetail, (r) => `${textOf(r.tagNum)} · ${named(t.requestStatus, r.status)}`],
  ],
};

/** The profile, one field a line. */
function FieldTable({ row }: { row: MyDataRow }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{t.columnField}</th>
          <th scope="col">{t.columnValue}</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(row).map(([field, value]) => (
          <tr key={field}>
            <th scope="row">{t.profileFields[field] ?? field}</th>
            <td>{textOf(value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function LatestTable({ rows, cols }: { rows: MyDataRow[]; cols: Column[] }) {
  return (
    <Table aria-label={t.latest}>
      <thead>
        <tr>
          {cols.map(([heading]) => (
            <th key={heading} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, LATEST).map((row, index) => (
          // Rows are shown once, newest first, and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of one render
          <tr key={index}>
            {cols.map(([heading, read]) => (
              <td key={heading}>{read(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function SectionSummary({ section }: { section: MyDataSection }) {
  const cols = columns[section.key];
  const [first] = section.rows;
  return (
    <Part data-testid="my-data-section" data-key={section.key} aria-label={section.title}>
      <h3>
        {section.title}
        <Count>
          {section.rows.length === 0 ? t.none : fill(t.count, { count: section.rows.length })}
        </Count>
      </h3>
      {section.key === 'profile' && first !== undefined && <FieldTable row={first} />}
      {cols !== undefined && section.rows.length > 0 && (
        <LatestTable rows={section.rows} cols={cols} />
      )}
    </Part>
  );
}

/**
 * /hesabim/verilerim: what the site holds on the member (KVKK md. 11), part by part with the
 * newest rows, and the whole of it as a JSON file to save; below, erasing the account.
 */
export function MyDataPage() {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // Private, cached per account; each read is an export the server counts, so it is not
  // read again on its own.
  const query = useQuery({
    queryKey: ['account', 'my-data', uid],
    queryFn: getMyDataExport,
    enabled: uid !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
  return (
    <div data-testid="my-data-page">
      {/* Signed out here only once the account is erased: then its outcome alone stays. */}
      {uid !== null && (
        <>
          <Text>{t.intro}</Text>
          <Text>{t.rights}</Text>
          <Text>
            <Link to="/hesabim/kvkk-basvurularim" data-testid="my-data-requests-link">
              {privacyRequests.myDataLink}
            </Link>
          </Text>
          <Muted>{t.downloadHint}</Muted>
          <AnchorButton href={MY_DATA_FILE_URL} download data-testid="my-data-download">
            {t.download}
          </AnchorButton>
          {query.isError && !query.isFetching ? (
            <ErrorState
              description={query.error instanceof Error ? query.error.message : t.loadFailed}
              onRetry={() => void query.refetch()}
              data-testid="my-data-error"
            />
          ) : query.data === undefined ? (
            <Skeleton $height="320px" />
          ) : (
            query.data.sections.map((section) => (
              <SectionSummary key={section.key} section={section} />
            ))
          )}
        </>
      )}
      <EraseAccountSection />
    </div>
  );
}
