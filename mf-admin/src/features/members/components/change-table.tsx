import type { ProfileChangeView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n';
import { VisuallyHidden } from '@kanat/shared/ui';
import styled from 'styled-components';
import { narrowScreen } from '../../../ui';

const t = messages.adminMembers;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm}px;

  th,
  td {
    padding: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs}px;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    white-space: nowrap;
  }
  tr[data-changed='true'] td,
  tr[data-changed='true'] th {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  tr[data-changed='true'] td[data-side='after'] {
    color: ${({ theme }) => theme.colors.accentStrong};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }

  /* Phones: each field on its own, the two values side by side under its name. */
  ${narrowScreen} {
    thead {
      display: none;
    }
    tbody tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody th {
      grid-column: 1 / -1;
      border: 0;
      padding-bottom: 0;
    }
    tbody td {
      border: 0;
    }
    tbody td::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.size.xs}px;
      font-weight: normal;
    }
  }
`;

function show(field: ProfileChangeView['fields'][number]['field'], value: string | null) {
  if (value === null || value === '') return t.empty;
  return field === 'dateOfBirth' ? formatDate(value) : value;
}

/** A profile change: every field with the stored and the asked-for value; changes marked. */
export function ChangeTable({ change, caption }: { change: ProfileChangeView; caption: string }) {
  return (
    <Grid data-testid="change-table">
      <VisuallyHidden as="caption">{caption}</VisuallyHidden>
      <thead>
        <tr>
          <th scope="col">{t.fieldColumn}</th>
          <th scope="col">{t.oldValue}</th>
          <th scope="col">{t.newValue}</th>
        </tr>
      </thead>
      <tbody>
        {change.fields.map((f) => (
          <tr key={f.field} data-changed={f.changed ? 'true' : undefined}>
            <th scope="row">
              {t.fields[f.field]}
              {f.changed ? <VisuallyHidden> ({t.changedMark})</VisuallyHidden> : null}
            </th>
            <td data-label={t.oldValue} data-side="before">
              {show(f.field, f.before)}
            </td>
            <td data-label={t.newValue} data-side="after">
              {show(f.field, f.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
