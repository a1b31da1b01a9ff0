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

/** The console page of each kind of target, by its id. */
const targetPages: Record<string, (id: string) => string> = {
  user: (id) => `/yonetim/uyeler/${encodeURIComponent(id)}`,
  pigeon: (id) => `/yonetim/guvercinler/${id}`,
  group: (id) => `/yonetim/gruplar/${id}`,
  news: (id) => `/yonetim/haberler/${id}`,
  'hall-sale': (id) => `/yonetim/canli-mezat/${id}`,
};

/**
 * What an entry acted on, as a clerk reads it: the kind, and a link to its page where the
 * console has one. A member is never named by their internal id (the summary names them);
 * numbered things keep their number, which their pages show too.
 */
function Target({ type, id }: { type: string; id: string }) {
  const name = targetTypes[type] ?? t.otherTarget;
  const page = targetPages[type];
  const label = type === 'user' ? t.openMember : `${name} ${id}`;
  return page ? <Link to={page(id)}>{label}</Link> : name;
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
        {open ? <AuditValues before={entry.before} after={entry.after} /> : null}
      </div>
    </Item>
  );
}
