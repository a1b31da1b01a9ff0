import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { VisuallyHidden } from '@kanat/shared/ui';
import styled from 'styled-components';
import { narrowScreen } from '../../../ui';

const t = messages.adminMembers.auditLog;
const keyLabels: Record<string, string> = t.keys;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xxs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  tr[data-changed='true'] td[data-side='after'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  pre {
    margin: 0;
    white-space: pre-wrap;
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }

  ${narrowScreen} {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
    }
    tbody th {
      grid-column: 1 / -1;
      border: 0;
    }
    tbody td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs}px;
    }
  }
`;

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value in words: dates in Turkey's time, yes/no, and JSON for the rest. */
export function showValue(value: unknown) {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string') return isoTime.test(value) ? formatDateTime(value) : value;
  if (typeof value === 'number') return String(value);
  return <pre>{JSON.stringify(value, null, 2)}</pre>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of before and after, each once, in the order first recorded. */
function rowsOf(before: unknown, after: unknown): [string, unknown, unknown][] {
  if ((before === null || isRecord(before)) && (after === null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.map((key) => [key, b[key], a[key]]);
  }
  return [['', before, after]];
}

/** Before and after of an audit entry as a table, one row per recorded field. */
export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  const rows = rowsOf(before ?? null, after ?? null);
  if (rows.length === 0) return <p>{t.noValues}</p>;
  return (
    <Grid data-testid="audit-values">
      <VisuallyHidden as="caption">{t.showValues}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t.field}</th>
          <th scope="col">{t.before}</th>
          <th scope="col">{t.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, b, a]) => (
          <tr
            key={key}
            data-changed={
              JSON.stringify(b ?? null) !== JSON.stringify(a ?? null) ? 'true' : undefined
            }
          >
            <th scope="row">{key === '' ? t.value : (keyLabels[key] ?? key)}</th>
            <td data-label={t.before}>{showValue(b)}</td>
            <td data-label={t.after} data-side="after">
              {showValue(a)}
            </td>
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
