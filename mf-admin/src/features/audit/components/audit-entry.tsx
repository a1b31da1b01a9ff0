import type { AuditEntryView } from '@kanat/shared/contracts';
import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { Button } from '@kanat/shared/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AuditValues } from './audit-values';

const t = messages.adminMembers.auditLog;
const targetTypes: Record<string, string> = t.targetTypes;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm}px;
  overflow-wrap: anywhere;
`;

/**
 * The console page of each kind of target that has one, by its id, and the link's words: what
 * the link opens, never the id (the entry's summary names the thing as staff know it).
 */
const targetPages: Record<string, { to: (id: string) => string; label: string }> = {
  user: { to: (id) => `/yonetim/uyeler/${encodeURIComponent(id)}`, label: t.openMember },
  pigeon: { to: (id) => `/yonetim/guvercinler/${id}`, label: t.openPigeon },
  group: { to: (id) => `/yonetim/gruplar/${id}`, label: t.openGroup },
  news: { to: (id) => `/yonetim/haberler/${id}`, label: t.openNews },
  'hall-sale': { to: (id) => `/yonetim/canli-mezat/${id}`, label: t.openHallSale },
  auction: { to: (id) => `/yonetim/teklifler/${encodeURIComponent(id)}`, label: t.openLot },
  'buyer-statement': { to: (id) => `/yonetim/alim-belgeleri/${id}`, label: t.openBuyerStatement },
  'seller-statement': {
    to: (id) => `/yonetim/satici-belgeleri/${id}`,
    label: t.openSellerStatement,
  },
  'bank-import': { to: (id) => `/yonetim/banka/${id}`, label: t.openBankImport },
};

/** What an entry acted on, as a clerk reads it: a link to its page, or else its kind. */
function Target({ type, id }: { type: string; id: string }) {
  const page = targetPages[type];
  if (page === undefined) return targetTypes[type] ?? t.otherTarget;
  return <Link to={page.to(id)}>{page.label}</Link>;
}

/** One audit entry: what, who, when and on what; its values open on demand. */
export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Item data-testid={`audit-entry-${entry.id}`}>
      <Head>
        <Summary>{entry.summary}</Summary>
        <Button
          $size="sm"
          $variant="ghost"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t.hideValues : t.showValues}
        </Button>
      </Head>
      <Meta>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actorLabel} ·{' '}
        <Target type={entry.targetType} id={entry.targetId} />
      </Meta>
      <div id={panel} hidden={!open}>
        {open ? (
          <AuditValues before={entry.before} after={entry.after} action={entry.action} />
        ) : null}
      </div>
    </Item>
  );
}
