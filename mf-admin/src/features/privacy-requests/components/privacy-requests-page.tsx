import type { AdminPrivacyRequestView } from '@kanat/shared/contracts';
import { formatDate, formatDateTime } from '@kanat/shared/format';
import { fill } from '@kanat/shared/i18n/full';
import { privacyRequests as texts } from '@kanat/shared/i18n/lazy';
import type { PrivacyRequestState } from '@kanat/shared/rules';
import { Button, ErrorState, LoadingBlock } from '@kanat/shared/ui';
import { Tabs } from '@kanat/shared/ui/tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  type ConsoleColumn,
  DataTable,
  narrowScreen,
  notify,
  PageHeader,
  StatusBadge,
  type StatusTone,
} from '../../../ui';
import { answerPrivacyRequest } from '../api/answer-privacy-request';
import { listPrivacyRequests } from '../api/list-privacy-requests';
import { AnswerDialog, type AnswerVerdict } from './answer-dialog';
import { daysLeft, requesterName } from './requester';

type Show = 'open' | 'all';

/** Query keys of the area; an answer makes every one of them stale. */
export const privacyRequestsKeys = {
  all: ['admin', 'privacy-requests'] as const,
  list: (show: Show) => ['admin', 'privacy-requests', show] as const,
};

const MEMBERS_ROOT = '/yonetim/uyeler';

const tones: Record<PrivacyRequestState, StatusTone> = {
  open: 'warning',
  answered: 'success',
  rejected: 'danger',
};

const Counts = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs}px;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
`;

/** The member's or staff's words: kept as written, long words broken on a phone. */
const Words = styled.div`
  min-width: 14rem;
  max-width: 28rem;
  white-space: pre-line;
  overflow-wrap: anywhere;

  ${narrowScreen} {
    min-width: 0;
    max-width: none;
  }
`;

const Late = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs}px;
`;

interface Answering {
  request: AdminPrivacyRequestView;
  verdict: AnswerVerdict;
}

function columnsFor(
  now: number,
  answer: (request: AdminPrivacyRequestView, verdict: AnswerVerdict) => void,
): ConsoleColumn<AdminPrivacyRequestView>[] {
  return [
    {
      key: 'member',
      header: texts.adminMember,
      primary: true,
      render: (r) => (
        <Stack>
          <Link to={`${MEMBERS_ROOT}/${encodeURIComponent(r.memberId)}`}>{requesterName(r)}</Link>
          {r.username && r.memberName ? <Muted>{r.username}</Muted> : null}
        </Stack>
      ),
    },
    { key: 'kind', header: texts.kindLabel, render: (r) => texts.kinds[r.kind] },
    {
      key: 'details',
      header: texts.detailsLabel,
      render: (r) => <Words>{r.details}</Words>,
    },
    { key: 'created', header: texts.createdAt, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'due',
      header: texts.dueAt,
      render: (r) => (
        <Stack data-testid="privacy-request-due">
          <span>{formatDate(r.dueAt)}</span>
          {r.state !== 'open' ? null : r.overdue ? (
            <Late data-overdue="true">{texts.adminOverdue}</Late>
          ) : (
            <Muted>{fill(texts.adminDaysLeft, { days: daysLeft(r.dueAt, now) })}</Muted>
          )}
        </Stack>
      ),
    },
    {
      key: 'state',
      header: texts.adminState,
      render: (r) => <StatusBadge tone={tones[r.state]}>{texts.states[r.state]}</StatusBadge>,
    },
    {
      key: 'answer',
      header: texts.answer,
      render: (r) =>
        r.state === 'open' ? (
          <RowActions>
            <Button $size="sm" onClick={() => answer(r, 'answered')}>
              {texts.adminAnswer}
            </Button>
            <Button $size="sm" $variant="secondary" onClick={() => answer(r, 'rejected')}>
              {texts.adminReject}
            </Button>
          </RowActions>
        ) : (
          <Stack>
            <Words>{r.answer}</Words>
            <Muted>
              {texts.adminAnsweredBy}: {r.answeredBy ?? '—'}
              {r.answeredAt !== null ? ` · ${formatDateTime(r.answeredAt)}` : ''}
            </Muted>
          </Stack>
        ),
    },
  ];
}

function RequestTable({ show }: { show: Show }) {
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState<Answering | null>(null);
  const query = useQuery({
    queryKey: privacyRequestsKeys.list(show),
    queryFn: () => listPrivacyRequests({ show }),
  });

  if (query.isError) {
    return <ErrorState title={texts.loadFailed} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingBlock />;

  const { requests, openCount, overdueCount } = query.data;
  const columns = columnsFor(Date.now(), (request, verdict) => setAnswering({ request, verdict }));
  return (
    <>
      <Counts data-testid="privacy-request-counts">
        {fill(texts.adminOpenCount, { open: openCount, overdue: overdueCount })}
      </Counts>
      <DataTable
        caption={`${texts.adminTitle}: ${show === 'open' ? texts.adminShowOpen : texts.adminShowAll}`}
        columns={columns}
        rows={requests}
        rowKey={(r) => r.id}
        empty={texts.adminNone}
        data-testid="privacy-requests"
      />
      <AnswerDialog
        request={answering?.request ?? null}
        verdict={answering?.verdict ?? 'answered'}
        onClose={() => setAnswering(null)}
        onSave={async (answer) => {
          if (answering === null) return;
          await answerPrivacyRequest({
            id: answering.request.id,
            state: answering.verdict,
            answer,
          });
          notify.success(texts.adminAnswered);
          await queryClient.invalidateQueries({ queryKey: privacyRequestsKeys.all });
        }}
      />
    </>
  );
}

/** The tabs as the URL names them (`?sekme=tum`), so a reload or a link keeps the tab. */
const ALL_TAB = 'tum';

/**
 * /yonetim/kvkk-basvurulari: members' KVKK applications (KVKK md. 11 and 13). The open ones by
 * due day, the late ones in red; staff answer one or turn it down with the reason, which the
 * member reads on their applications page. 'Tümü' lists the closed ones with their answers.
 */
export function PrivacyRequestsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('sekme') === ALL_TAB ? 'all' : 'open';
  return (
    <section data-testid="admin-privacy-requests">
      <PageHeader title={texts.adminTitle} description={texts.adminIntro} />
      <Tabs
        label={texts.adminShowLabel}
        value={show}
        onChange={(id) => setParams(id === 'open' ? {} : { sekme: ALL_TAB }, { replace: true })}
        items={[
          {
            id: 'open',
            label: texts.adminShowOpen,
            content: show === 'open' ? <RequestTable show="open" /> : null,
          },
          {
            id: 'all',
            label: texts.adminShowAll,
            content: show === 'all' ? <RequestTable show="all" /> : null,
          },
        ]}
      />
    </section>
  );
}
