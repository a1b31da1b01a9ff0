import { fill, messages } from '@kanat/shared/i18n/full';
import { settlementConsole as flagText } from '@kanat/shared/i18n/lazy';
import { ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ConfirmDialog, DataTable, PageHeader, ReasonDialog, useOpensArea } from '../../../ui';
import { disableMember } from '../api/disable-member';
import { enableMember } from '../api/enable-member';
import { getMember } from '../api/get-member';
import { membersKeys, useMemberAction } from '../hooks/use-member-action';
import { ChangeTable } from './change-table';
import { type Decision, DecisionDialogs, memberName } from './decision-dialogs';
import { bidColumns, historyColumns, pigeonColumns, winColumns } from './member-detail-columns';
import { MemberActions, MemberDetails, type MemberDialog } from './member-details';
import { PaymentFlagSection } from './payment-flag-section';
import { RolesSection } from './roles-section';
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

/**
 * /yonetim/uyeler/:uid — one member: details, pigeons, bids, wins, clerks' actions on them and,
 * for administrators, their staff roles.
 */
export function MemberPage() {
  const { uid = '' } = useParams();
  const setsRoles = useOpensArea('roles');
  const readsAudit = useOpensArea('audit');
  const query = useQuery({ queryKey: membersKeys.detail(uid), queryFn: () => getMember(uid) });
  const [dialog, setDialog] = useState<MemberDialog>(null);
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
        actions={<MemberActions detail={detail} onDialog={setDialog} onDecision={setDecision} />}
      />
      <Sections>
        <section>
          <h3>{d.details}</h3>
          <MemberDetails member={member} />
        </section>
        {setsRoles ? (
          <section>
            <h3>{d.roles}</h3>
            <RolesSection member={member} />
          </section>
        ) : null}
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
          <h3>{flagText.paymentFlagTitle}</h3>
          <PaymentFlagSection member={member} />
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
          {readsAudit && detail.audit.length > 0 ? (
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
    </section>
  );
}
