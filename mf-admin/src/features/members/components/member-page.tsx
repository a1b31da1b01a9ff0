import type {
  AdminMemberDetailResult,
  AuditEntryView,
  MemberBidView,
  MemberPigeonView,
  MemberView,
  MemberWinView,
} from '@kanat/shared/contracts';
import { formatDate, formatDateTime, formatMoney, padSerial } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { useSession } from '@kanat/shared/session';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ConfirmDialog,
  type ConsoleColumn,
  DataTable,
  narrowScreen,
  PageHeader,
  ReasonDialog,
  StatusBadge,
} from '../../../ui';
import { disableMember } from '../api/disable-member';
import { enableMember } from '../api/enable-member';
import { getMember } from '../api/get-member';
import { setMemberStaff } from '../api/set-member-staff';
import { membersKeys, useMemberAction } from '../hooks/use-member-action';
import { ChangeTable } from './change-table';
import { type Decision, DecisionDialogs, memberName } from './decision-dialogs';
import { MemberStateBadge } from './member-state-badge';
import { SpendingLimitSection } from './spending-limit-section';

const t = messages.adminMembers;
const d = t.detail;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl}px;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.typography.size.lg}px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.md}px;
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm}px;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${narrowScreen} {
    grid-template-columns: 1fr;
    gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space.xs}px;
    }
  }
`;

type Dialog = 'disable' | 'enable' | 'grant' | 'revoke' | null;

const pigeonColumns: readonly ConsoleColumn<MemberPigeonView>[] = [
  { key: 'serial', header: d.serial, primary: true, render: (p) => padSerial(p.serial) },
  { key: 'tag', header: d.tagNum, render: (p) => p.tagNum },
  { key: 'state', header: d.pigeonState, render: (p) => p.state },
  {
    key: 'active',
    header: d.active,
    render: (p) =>
      p.active === 1 ? (
        <StatusBadge tone="success">{d.active}</StatusBadge>
      ) : (
        <StatusBadge tone="neutral">{d.passive}</StatusBadge>
      ),
  },
];

const bidColumns: readonly ConsoleColumn<MemberBidView>[] = [
  { key: 'auction', header: d.auction, primary: true, render: (b) => b.auctionName },
  {
    key: 'amount',
    header: d.amount,
    align: 'right',
    render: (b) => (
      <>
        {formatMoney(b.amount)}
        {b.voided ? ` (${d.voided})` : null}
      </>
    ),
  },
  { key: 'time', header: d.time, render: (b) => formatDateTime(b.createdOn) },
];

const winColumns: readonly ConsoleColumn<MemberWinView>[] = [
  { key: 'auction', header: d.auction, primary: true, render: (w) => w.auctionName },
  { key: 'price', header: d.price, align: 'right', render: (w) => formatMoney(w.price) },
  { key: 'ended', header: d.endedAt, render: (w) => formatDateTime(w.endedAt) },
  {
    key: 'paid',
    header: d.payment,
    render: (w) =>
      w.paidAt === null ? (
        <StatusBadge tone="warning">{d.unpaid}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{d.paid}</StatusBadge>
      ),
  },
  {
    key: 'delivered',
    header: d.delivery,
    render: (w) =>
      w.deliveredAt === null ? (
        <StatusBadge tone="neutral">{d.undelivered}</StatusBadge>
      ) : (
        <StatusBadge tone="success">{d.delivered}</StatusBadge>
      ),
  },
];

const historyColumns: readonly ConsoleColumn<AuditEntryView>[] = [
  {
    key: 'what',
    header: messages.adminMembers.auditLog.what,
    primary: true,
    render: (e) => e.summary,
  },
  { key: 'who', header: messages.adminMembers.auditLog.who, render: (e) => e.actorLabel },
  { key: 'when', header: messages.adminMembers.auditLog.when, render: (e) => formatDateTime(e.at) },
];

function Details({ member }: { member: MemberView }) {
  const rows: [string, ReactNode][] = [
    [t.fields.state, <MemberStateBadge key="state" state={member.state} />],
    [t.fields.role, member.staff ? t.staffRole : t.memberRole],
    [t.fields.fullname, member.fullname ?? t.empty],
    [t.fields.username, member.username ?? t.empty],
    [t.fields.phoneNumber, member.phoneNumber ?? t.empty],
    [t.fields.mailAddress, member.mailAddress ?? t.empty],
    [t.fields.dateOfBirth, member.dateOfBirth ? formatDate(member.dateOfBirth) : t.empty],
    [t.fields.province, member.province ?? t.empty],
    [t.fields.city, member.city ?? t.empty],
    [t.fields.createdAt, formatDateTime(member.createdAt)],
  ];
  if (member.rejectReason) rows.push([d.rejectReason, member.rejectReason]);
  else if (!member.accountEnabled && member.accountDisableReason) {
    rows.push([d.disableReason, member.accountDisableReason]);
  }
  return (
    <Facts data-testid="member-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

function Actions({
  detail,
  onDialog,
  onDecision,
}: {
  detail: AdminMemberDetailResult;
  onDialog: (dialog: Dialog) => void;
  onDecision: (decision: Decision) => void;
}) {
  const { user } = useSession();
  const { member, change } = detail;
  const self = user?.uid === member.uid;
  const waiting: Decision['subject'] | null =
    member.state === 'pending' || member.state === 'rejected'
      ? 'registration'
      : change !== null
        ? 'change'
        : null;
  return (
    <>
      {waiting !== null ? (
        <Button onClick={() => onDecision({ verdict: 'approve', subject: waiting, member })}>
          {t.approve}
        </Button>
      ) : null}
      {waiting !== null && member.state !== 'rejected' ? (
        <Button
          $variant="secondary"
          onClick={() => onDecision({ verdict: 'reject', subject: waiting, member })}
        >
          {t.reject}
        </Button>
      ) : null}
      {member.state === 'active' && !self ? (
        <Button $variant="danger" onClick={() => onDialog('disable')}>
          {d.disable}
        </Button>
      ) : null}
      {member.state === 'disabled' ? (
        <Button onClick={() => onDialog('enable')}>{d.enable}</Button>
      ) : null}
      {member.staff ? (
        self ? null : (
          <Button $variant="secondary" onClick={() => onDialog('revoke')}>
            {d.revokeStaff}
          </Button>
        )
      ) : (
        <Button $variant="secondary" onClick={() => onDialog('grant')}>
          {d.grantStaff}
        </Button>
      )}
    </>
  );
}

/** /yonetim/uyeler/:uid — one member: details, pigeons, bids, wins, staff actions on them. */
export function MemberPage() {
  const { uid = '' } = useParams();
  const query = useQuery({ queryKey: membersKeys.detail(uid), queryFn: () => getMember(uid) });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const act = useMemberAction();
  const back = { to: '/yonetim/uyeler?sekme=tum', label: d.back };

  if (!query.data) {
    return (
      <section data-testid="admin-member">
        <PageHeader title={t.title} back={back} />
        {query.isError ? (
          <ErrorState title={t.loadFailed} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingBlock />
        )}
      </section>
    );
  }
  const detail = query.data;
  const { member } = detail;
  const name = memberName(member);
  const close = () => setDialog(null);

  return (
    <section data-testid="admin-member">
      <PageHeader
        title={fill(d.title, { name })}
        back={back}
        actions={<Actions detail={detail} onDialog={setDialog} onDecision={setDecision} />}
      />
      <Sections>
        <section>
          <h3>{d.details}</h3>
          <Details member={member} />
        </section>
        {detail.change ? (
          <section>
            <h3>{d.pendingChange}</h3>
            <ChangeTable change={detail.change} caption={d.pendingChange} />
          </section>
        ) : null}
        <section>
          <h3>{d.spendingLimit}</h3>
          <SpendingLimitSection detail={detail} />
        </section>
        <section>
          <h3>{d.pigeons}</h3>
          <DataTable
            caption={d.pigeons}
            columns={pigeonColumns}
            rows={detail.pigeons}
            rowKey={(p) => p.id}
            empty={d.noPigeons}
          />
        </section>
        <section>
          <h3>{d.bids}</h3>
          <DataTable
            caption={d.bids}
            columns={bidColumns}
            rows={detail.bids}
            rowKey={(b) => b.id}
            empty={d.noBids}
          />
        </section>
        <section>
          <h3>{d.wins}</h3>
          <DataTable
            caption={d.wins}
            columns={winColumns}
            rows={detail.wins}
            rowKey={(w) => w.auctionId}
            empty={d.noWins}
          />
        </section>
        <section>
          <h3>{d.history}</h3>
          <DataTable
            caption={d.history}
            columns={historyColumns}
            rows={detail.audit}
            rowKey={(e) => e.id}
            empty={d.noHistory}
          />
          {detail.audit.length > 0 ? (
            <p>
              <Link to={`/yonetim/islem-kaydi?hedef=${encodeURIComponent(member.uid)}`}>
                {d.allHistory}
              </Link>
            </p>
          ) : null}
        </section>
      </Sections>

      <DecisionDialogs decision={decision} onClose={() => setDecision(null)} />
      <ReasonDialog
        open={dialog === 'disable'}
        title={fill(d.disableTitle, { name })}
        description={d.disableHint}
        confirmLabel={d.disable}
        tone="danger"
        onConfirm={(reason) => act(() => disableMember(member.uid, reason), d.disabled)}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'enable'}
        title={fill(d.enableTitle, { name })}
        confirmLabel={d.enable}
        onConfirm={() => act(() => enableMember(member.uid), d.enabled)}
        onClose={close}
      >
        {d.enableHint}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'grant'}
        title={fill(d.grantStaffTitle, { name })}
        confirmLabel={d.grantStaff}
        onConfirm={() => act(() => setMemberStaff(member.uid, true), d.granted)}
        onClose={close}
      >
        {d.grantStaffHint}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'revoke'}
        title={fill(d.revokeStaffTitle, { name })}
        confirmLabel={d.revokeStaff}
        tone="danger"
        onConfirm={() => act(() => setMemberStaff(member.uid, false), d.revoked)}
        onClose={close}
      >
        {d.revokeStaffHint}
      </ConfirmDialog>
    </section>
  );
}
