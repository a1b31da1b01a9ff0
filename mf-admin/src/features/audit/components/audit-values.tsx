import { formatDateTime } from '@kanat/shared/format';
import { messages } from '@kanat/shared/i18n/full';
import { normalizeStaffRoles } from '@kanat/shared/rules';
import { ComparisonTable } from '../../../ui';

const t = messages.adminMembers.auditLog;
const keyLabels: Record<string, string> = t.keys;

const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A list of staff roles in Turkish ('Yönetici, Editör'), or null for any other value. */
function roleList(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const roles = normalizeStaffRoles(value);
  if (roles === null || roles.length !== value.length) return null;
  return roles.length === 0 ? t.none : roles.map((role) => messages.staffRoles[role]).join(', ');
}

/**
 * One recorded value in words: dates in Turkey's time, yes/no, staff roles by their Turkish
 * names, and JSON for the rest.
 */
export function showValue(value: unknown) {
  if (value === null || value === undefined || value === '') return t.none;
  const roles = roleList(value);
  if (roles !== null) return roles;
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
    <ComparisonTable
      caption={t.showValues}
      headings={{ field: t.field, before: t.before, after: t.after }}
      rows={rows.map(([key, b, a]) => ({
        key,
        label: key === '' ? t.value : (keyLabels[key] ?? key),
        before: showValue(b),
        after: showValue(a),
        changed: JSON.stringify(b ?? null) !== JSON.stringify(a ?? null),
      }))}
      data-testid="audit-values"
    />
  );
}
