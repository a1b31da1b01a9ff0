import { serverMessage } from '@kanat/shared/api';
import { toast } from '@kanat/shared/events';
import { formatDateTime } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n';
import type { LegalKind } from '@kanat/shared/rules';
import { Button, Card } from '@kanat/shared/ui';
import { SafeHtml } from '@kanat/shared/ui/html';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { acknowledgeNotice, getLegalText, getMyLegalAcknowledgements } from '../api/my-legal';

const text = messages.legal;

const KIND_NAMES: Record<LegalKind, string> = {
  notice: text.kindNotice,
  terms: text.kindTerms,
  privacy: text.kindPrivacy,
  cookies: text.kindCookies,
  marketing: text.kindMarketing,
  'sale-contract': text.kindSaleContract,
};

const MINE_KEY = ['legal', 'mine'] as const;

const Box = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.teal};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.tealSoft};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;

  p {
    margin: 0;
  }
`;

const Reader = styled.div`
  max-height: 260px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
`;

function useMine() {
  return useQuery({ queryKey: MINE_KEY, queryFn: getMyLegalAcknowledgements });
}

/**
 * Asks the member to read the information notice when a version they have not acknowledged
 * is in force; the notice opens in place and one button records the acknowledgement.
 */
export function LegalNoticeBanner() {
  const mine = useMine();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const current = mine.data?.currentNotice ?? null;
  const known =
    current !== null &&
    (mine.data?.acknowledgements.some((row) => row.kind === 'notice' && row.version >= current) ??
      true);
  const notice = useQuery({
    queryKey: ['legal', 'notice'],
    queryFn: () => getLegalText('notice'),
    enabled: open,
  });
  const acknowledge = useMutation({
    mutationFn: (version: number) => acknowledgeNotice(version),
    onSuccess: async () => {
      toast(text.acknowledged, 'green');
      await client.invalidateQueries({ queryKey: MINE_KEY });
    },
    onError: async (error) => {
      toast(serverMessage(error, text.loadFailed), 'red');
      await client.invalidateQueries({ queryKey: ['legal'] });
    },
  });
  if (current === null || known) return null;
  return (
    <Box role="status" data-testid="legal-notice-banner">
      <p>{fill(text.newNotice, { version: String(current) })}</p>
      {open && notice.data ? (
        <Reader tabIndex={0} role="region" aria-label={notice.data.title}>
          <SafeHtml html={notice.data.html} title={notice.data.title} />
        </Reader>
      ) : null}
      <div>
        {open ? (
          <Button
            type="button"
            disabled={acknowledge.isPending || notice.data === undefined}
            onClick={() => notice.data && acknowledge.mutate(notice.data.version)}
          >
            {text.readAndAcknowledge}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
            {text.noticeOpen}
          </Button>
        )}
      </div>
    </Box>
  );
}

/** The legal texts the member acknowledged: which version of which text, and when. */
export function LegalAcknowledgements() {
  const mine = useMine();
  const rows = mine.data?.acknowledgements ?? [];
  return (
    <Card data-testid="legal-acknowledgements">
      <h3>{text.myTitle}</h3>
      {mine.data === undefined ? null : rows.length === 0 ? (
        <p>{text.myNone}</p>
      ) : (
        <>
          <p>{text.myIntro}</p>
          <List>
            {rows.map((row) => (
              <li key={`${row.kind}-${row.version}-${row.acknowledgedAt}`}>
                {fill(text.myRow, {
                  kind: KIND_NAMES[row.kind],
                  version: String(row.version),
                  date: formatDateTime(row.acknowledgedAt),
                })}
              </li>
            ))}
          </List>
        </>
      )}
    </Card>
  );
}
