import type { TrustSignalView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type ConsoleColumn, DataTable, narrowScreen, notify, useOpensArea } from '../../../ui';
import { reviewTrustSignal } from '../api/review-trust-signal';
import { lotBidsPath, memberPath, trustKeys } from '../trust-paths';
import { ReviewDialog } from './review-dialog';

const texts = messages.adminTrust;

/** The evidence and staff's notes: kept as written, long ids broken on a phone. */
const Words = styled.span`
  display: block;
  min-width: 12rem;
  max-width: 24rem;
  overflow-wrap: anywhere;

  ${narrowScreen} {
    min-width: 0;
    max-width: none;
  }
`;

const Muted = styled(Words)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs}px;
`;

interface Links {
  /** Whether the reader's roles open the lot's bids (area `auctions`). */
  lots: boolean;
  /** Whether they may mark a signal reviewed (area `members`). */
  review: boolean;
}

function columnsFor(
  links: Links,
  review: (signal: TrustSignalView) => void,
): ConsoleColumn<TrustSignalView>[] {
  const member = (id: string | null, name: string | null) =>
    id === null ? (name ?? '—') : <Link to={memberPath(id)}>{name ?? id}</Link>;
  return [
    { key: 'kind', header: texts.kind, primary: true, render: (s) => texts.kinds[s.kind] },
    {
      key: 'lot',
      header: texts.lot,
      render: (s) =>
        s.auctionId === null ? (
          '—'
        ) : links.lots ? (
          <Link to={lotBidsPath(s.auctionId)}>{s.auctionName ?? s.auctionId}</Link>
        ) : (
          (s.auctionName ?? s.auctionId)
        ),
    },
    { key: 'member', header: texts.member, render: (s) => member(s.memberId, s.memberName) },
    { key: 'other', header: texts.other, render: (s) => member(s.otherId, s.otherName) },
    { key: 'evidence', header: texts.evidenceLabel, render: (s) => <Words>{s.evidence}</Words> },
    { key: 'when', header: texts.when, render: (s) => formatDateTime(s.at) },
    {
      key: 'reviewed',
      header: texts.reviewed,
      render: (s) =>
        s.reviewed !== null ? (
          <Muted data-testid="signal-review-mark">
            {fill(texts.reviewedBy, {
              by: s.reviewed.by ?? '—',
              at: formatDateTime(s.reviewed.at),
              note: s.reviewed.note,
            })}
          </Muted>
        ) : links.review ? (
          <Button $size="sm" $variant="secondary" onClick={() => review(s)}>
            {texts.review}
          </Button>
        ) : null,
    },
  ];
}

export interface SignalTableProps {
  signals: readonly TrustSignalView[];
  /** Names the table for assistive technology. */
  caption: string;
  'data-testid'?: string;
}

/**
 * Trust signals as a table (the signals page, a lot's bids page): what, on which lot, whom, the
 * evidence and when; the lot links to its bids and each member to their page. A signal not yet
 * reviewed has 'İncelendi olarak işaretle', which asks for the note and refreshes the lists.
 */
export function SignalTable({ signals, caption, ...rest }: SignalTableProps) {
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState<TrustSignalView | null>(null);
  const links = { lots: useOpensArea('auctions'), review: useOpensArea('members') };
  return (
    <>
      <DataTable
        caption={caption}
        columns={columnsFor(links, setReviewing)}
        rows={signals}
        rowKey={(s) => s.key}
        empty={texts.none}
        data-testid={rest['data-testid']}
      />
      <ReviewDialog
        signal={reviewing}
        onClose={() => setReviewing(null)}
        onSave={async (note) => {
          if (reviewing === null) return;
          await reviewTrustSignal({ key: reviewing.key, note });
          notify.success(texts.reviewDone);
          await queryClient.invalidateQueries({ queryKey: trustKeys.all });
        }}
      />
    </>
  );
}
