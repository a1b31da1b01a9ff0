import type { ProfileChangeView } from '@kanat/shared/contracts';
import { formatDate } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { VisuallyHidden } from '@kanat/shared/ui';
import { ComparisonTable } from '../../../ui';

const t = messages.adminMembers;

function show(field: ProfileChangeView['fields'][number]['field'], value: string | null) {
  if (value === null || value === '') return t.empty;
  return field === 'dateOfBirth' ? formatDate(value) : value;
}

/** A profile change: every field with the stored and the asked-for value; changes marked. */
export function ChangeTable({ change, caption }: { change: ProfileChangeView; caption: string }) {
  return (
    <ComparisonTable
      caption={caption}
      headings={{ field: t.fieldColumn, before: t.oldValue, after: t.newValue }}
      rows={change.fields.map((f) => ({
        key: f.field,
        label: (
          <>
            {t.fields[f.field]}
            {f.changed ? <VisuallyHidden> ({t.changedMark})</VisuallyHidden> : null}
          </>
        ),
        before: show(f.field, f.before),
        after: show(f.field, f.after),
        changed: f.changed,
      }))}
      data-testid="change-table"
    />
  );
}
